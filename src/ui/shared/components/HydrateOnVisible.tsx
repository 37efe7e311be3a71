import {
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { DRAWN_AT_BUILD } from '../../app/prerenderedPage';

/** How near the screen a part comes before the app takes it over: far enough that it is live when it arrives. */
const NEAR_PX = 300;
const PART_ATTRIBUTE = 'data-hydrate-on-visible';
// The wrapper is no box of its own: the part lays out exactly as it would without it.
const NO_BOX: CSSProperties = { display: 'contents' };

const unchanging = () => () => undefined;

/** The part as the build drew it, when it is out of view while the page is taken over; null to take it over now. */
const drawnOutOfView = (id: string): string | null => {
  const part = document.querySelector(`[${PART_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!part) return null;
  const nearView = [...part.children].some((child) => {
    const box = child.getBoundingClientRect();
    return box.bottom > -NEAR_PX && box.top < window.innerHeight + NEAR_PX;
  });
  return nearView ? null : part.innerHTML;
};

/** A click that opens a link in another tab or window: the drawn link does that as well as the live one. */
const opensElsewhere = ({ nativeEvent: click }: SyntheticEvent): boolean =>
  click instanceof MouseEvent &&
  (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey);

const pathTo = (root: Element, node: Element): number[] => {
  const path: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement)
    path.unshift([...at.parentElement.children].indexOf(at));
  return path;
};

const elementAt = (root: Element, path: number[]): Element | undefined =>
  path.reduce<Element | undefined>((at, index) => at?.children[index], root);

/**
 * A part of a prerendered page below the fold (docs/architecture.md#lazy-hydration): while the app takes the page
 * over it stays as the build drew it, costing the phone no rendering, and the app takes it over only as it nears the
 * screen, or at once when it is tapped or focused (the tap or focus then goes to the live part). On a page the app
 * draws itself, and in view, the part is rendered as any other.
 */
export function HydrateOnVisible({ children }: { children: ReactNode }) {
  const id = useId();
  // True only while React takes a prerendered page over (and while the build draws it).
  const hydrating = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  const [drawnHtml] = useState(() => (hydrating && !DRAWN_AT_BUILD ? drawnOutOfView(id) : null));
  const [live, setLive] = useState(drawnHtml === null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const part = ref.current;
    if (live || !part) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setLive(true));
      },
      { rootMargin: `${NEAR_PX}px` },
    );
    for (const child of part.children) observer.observe(child);
    return () => observer.disconnect();
  }, [live]);

  const attributes = { [PART_ATTRIBUTE]: id, ref, style: NO_BOX };
  if (live) return <div {...attributes}>{children}</div>;

  const wake = (event: SyntheticEvent): void => {
    const part = ref.current;
    if (!part || !(event.target instanceof Element) || opensElsewhere(event)) return;
    const path = pathTo(part, event.target);
    event.preventDefault();
    event.stopPropagation();
    flushSync(() => setLive(true));
    const counterpart = elementAt(part, path);
    if (!(counterpart instanceof HTMLElement)) return;
    if (event.type === 'click') counterpart.click();
    else counterpart.focus();
  };
  return (
    <div
      {...attributes}
      onClickCapture={wake}
      onFocusCapture={wake}
      dangerouslySetInnerHTML={{ __html: drawnHtml ?? '' }}
    />
  );
}

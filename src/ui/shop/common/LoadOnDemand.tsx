import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** Props the stand-in trigger spreads on its button. */
interface OnDemandTriggerProps {
  onClick: () => void;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

interface Props {
  /** Starts loading the real component's module (the same import its React.lazy uses). */
  load: () => Promise<unknown>;
  /** The stand-in: the same trigger button as the real component, so nothing moves when it arrives. */
  trigger: (props: OnDemandTriggerProps) => ReactElement;
  /** The real component (React.lazy over `load`), rendered already open once the shopper asked for it. */
  children: ReactNode;
}

/**
 * A menu or overlay whose code is fetched only when a shopper reaches for it: until then only its trigger button is
 * on the page. Pointing at or focusing the trigger starts the download, so the click usually finds it ready (issue 6:
 * Chakra's dialog, drawer and menu machinery stay out of the first download of `/`).
 */
export function LoadOnDemand({ load, trigger, children }: Props) {
  const [requested, setRequested] = useState(false);
  const prefetch = (): void => {
    // A failure here is reported by the lazy component's own import, when the shopper clicks.
    load().catch(() => undefined);
  };
  const stand = trigger({
    onClick: () => setRequested(true),
    onPointerEnter: prefetch,
    onPointerDown: prefetch,
    onFocus: prefetch,
  });
  if (!requested) return stand;
  return <Suspense fallback={stand}>{children}</Suspense>;
}

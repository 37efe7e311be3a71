import { useEffect, type RefObject } from 'react';

/**
 * Keeps `name` on the `target` element equal to the element's rendered height, so fixed-position layers (the
 * toasts) can sit just below a sticky bar whose height changes with the breakpoint and its notices. The height comes
 * from ResizeObserver, which reports after layout: reading offsetHeight here would force an extra layout at start-up.
 */
export function useHeightAsCssVariable(
  ref: RefObject<HTMLElement | null>,
  name: `--${string}`,
  target: () => HTMLElement,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = target().style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined) style.setProperty(name, `${Math.round(height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty(name);
    };
  }, [ref, name, target]);
}

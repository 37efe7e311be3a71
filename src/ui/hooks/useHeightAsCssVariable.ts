import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `name` on the document root equal to the element's rendered height, so fixed-position layers (the toasts)
 * can sit just below a sticky bar whose height changes with the breakpoint and its notices.
 */
export function useHeightAsCssVariable(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const write = (): void => root.setProperty(name, `${element.offsetHeight}px`);
    write();
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(name);
    };
  }, [ref, name]);
}

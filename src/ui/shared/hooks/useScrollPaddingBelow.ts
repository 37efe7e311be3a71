import { useEffect, type RefObject } from 'react';
import { HEADER_METRICS } from '../theme/headerMetrics';

/** Room left between the sticky bar and whatever the page scrolls to, for its focus ring. */
const CLEARANCE_PX = HEADER_METRICS.header.clearancePx;

/**
 * Keeps the page's scroll padding at the height of the bar in `ref`, which stays at the top, so an element focused
 * by the keyboard or scrolled to is never hidden under it (WCAG 2.4.11). A plain property of the root, which no element
 * inherits: a change restyles the root alone, unlike a custom property there.
 */
export function useScrollPaddingBelow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined) root.scrollPaddingTop = `${Math.round(height) + CLEARANCE_PX}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('scroll-padding-top');
    };
  }, [ref]);
}

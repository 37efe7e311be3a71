import { useRef, type RefObject } from 'react';
import { toastLayer } from '../components/toaster';
import { STICKY_HEADER_HEIGHT } from '../components/toastOptions';
import { useHeightAsCssVariable } from './useHeightAsCssVariable';
import { useScrollPaddingBelow } from './useScrollPaddingBelow';

/**
 * The ref of a page's sticky header (the shop's, the admin's top bar): its height keeps toasts below it and keeps
 * what the page scrolls to from hiding under it.
 */
export function useStickyHeader<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useHeightAsCssVariable(ref, STICKY_HEADER_HEIGHT, toastLayer);
  useScrollPaddingBelow(ref);
  return ref;
}

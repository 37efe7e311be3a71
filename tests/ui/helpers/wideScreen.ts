import { afterEach, beforeEach, vi } from 'vitest';
import { mediaQueryList } from './mediaQueryList';

/**
 * Within the calling `describe`, the screen is a desktop's: every `min-width` media query matches (jsdom matches
 * none), so what the app draws only from a breakpoint up (the header's category bar) is drawn.
 */
export const onAWideScreen = (): void => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => mediaQueryList(query, query.includes('min-width')));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
};

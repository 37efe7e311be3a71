import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Within the calling `describe`, the screen is a desktop's: every `min-width` media query matches (jsdom matches
 * none), so what the app draws only from a breakpoint up (the header's category bar) is drawn.
 */
export const onAWideScreen = (): void => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
};

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './helpers/mediaQueryList';
import { loadShopSystem } from '../../src/ui/shared/theme/deferredShopSystem';

// jsdom lacks the layout and observer APIs Chakra UI (Ark/Zag) calls.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
// Zag's checkbox and radio create PointerEvents, which jsdom does not have.
globalThis.PointerEvent ??=
  class PointerEvent extends MouseEvent {} as unknown as typeof globalThis.PointerEvent;
if (!globalThis.CSS?.supports) {
  Object.defineProperty(globalThis, 'CSS', {
    value: { supports: () => false, escape: (value: string) => value },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The app loads the shop's Chakra system on demand (docs/architecture.md#chakras-system-on-demand); a test draws
// its parts as they draw once it has come (tests/ui/ChakraReady.test.tsx draws them before).
await loadShopSystem();

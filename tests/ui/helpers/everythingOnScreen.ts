import { afterEach, beforeEach, vi } from 'vitest';

/** An IntersectionObserver that finds every observed element on screen: a section loads as if scrolled to. */
class OnScreenObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() =>
      this.report(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve(): void {}
  disconnect(): void {}
}

/** For the tests of the calling file or describe block: every observed element counts as on screen. */
export const everythingOnScreen = (): void => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', OnScreenObserver));
  afterEach(() => vi.unstubAllGlobals());
};

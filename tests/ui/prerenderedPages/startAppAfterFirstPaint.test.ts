import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppAfterFirstPaint } from '../../../src/prerender/startAppAfterFirstPaint';

type PaintListener = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A browser's paint timing, told by the test which paints have happened. */
const paintTiming = () => {
  const observers: PaintListener[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly listener: PaintListener) {}
    observe() {
      observers.push(this.listener);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.listener), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => {
      for (const listener of [...observers])
        listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
};

const prerenderedHead = () => {
  document.head.innerHTML =
    '<template id="app-scripts"><script type="module" src="/app.js"></script></template>';
  startAppAfterFirstPaint('app-scripts', 3000, 'en-IN');
};
const started = () => document.head.querySelectorAll('script[src="/app.js"]').length;

describe("startAppAfterFirstPaint (a prerendered page's scripts)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the app once the first contentful paint is on screen, not at a paint that shows nothing', () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    prerenderedHead();
    timing.paint('first-paint');
    expect(started()).toBe(0);
    timing.paint('first-contentful-paint');
    expect(started()).toBe(1);
    timing.paint('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(started()).toBe(1);
  });

  it("makes the prices' number format in a task after the app's scripts are in, so their download goes first", () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    const made: string[] = [];
    class NumberFormat extends Intl.NumberFormat {
      constructor(locale: string) {
        made.push(`${locale} after ${started()} script`);
        super(locale);
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { NumberFormat: { value: NumberFormat } }));
    prerenderedHead();
    timing.paint('first-contentful-paint');
    expect(made).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(made).toEqual(['en-IN after 1 script']);
  });

  it('starts the app of a page that is never painted after the longest wait', () => {
    vi.useFakeTimers();
    paintTiming();
    prerenderedHead();
    vi.advanceTimersByTime(2999);
    expect(started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(1);
  });

  it('starts the app after the next frame in a browser without paint timing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', undefined);
    prerenderedHead();
    expect(started()).toBe(0);
    vi.advanceTimersByTime(20);
    expect(started()).toBe(1);
  });
});

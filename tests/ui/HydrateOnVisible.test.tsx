import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateOnVisible } from '../../src/ui/shared/components/HydrateOnVisible';

/** The browser's IntersectionObserver, told by the test when the part nears the screen. */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  constructor(readonly report: IntersectionObserverCallback) {
    FakeIntersectionObserver.observers.push(this);
  }
  observe = vi.fn();
  disconnect = vi.fn();
  static nearScreen(): void {
    for (const observer of FakeIntersectionObserver.observers)
      observer.report([{ isIntersecting: true } as IntersectionObserverEntry], observer as never);
  }
}

const isReacts = (element: Element | null): boolean =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** A prerendered page whose part is `belowFold` px down, taken over by the app. */
const takeOver = async (belowFold: number) => {
  const tapped = vi.fn();
  const page = (
    <main>
      <HydrateOnVisible>
        <button type="button" onClick={tapped}>
          Add to cart
        </button>
        <a href="/faq">FAQ</a>
      </HydrateOnVisible>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: belowFold, width: 300, height: 40 }),
  );
  await act(async () => {
    hydrateRoot(container, page);
  });
  return {
    tapped,
    button: () => container.querySelector('button'),
    link: () => container.querySelector('a'),
  };
};

beforeEach(() => {
  FakeIntersectionObserver.observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('HydrateOnVisible (a part of a prerendered page below the fold)', () => {
  it('takes a part in view over with the rest of the page', async () => {
    const { button } = await takeOver(100);
    expect(isReacts(button())).toBe(true);
  });

  it('keeps a part far below the fold as drawn, and takes it over as it nears the screen', async () => {
    const { button } = await takeOver(5000);
    expect(button()?.textContent).toBe('Add to cart');
    expect(isReacts(button())).toBe(false);
    await act(async () => FakeIntersectionObserver.nearScreen());
    expect(isReacts(button())).toBe(true);
  });

  it('hands a tap on the drawn part to the live one, once', async () => {
    const { button, tapped } = await takeOver(5000);
    await act(async () => button()?.click());
    expect(tapped).toHaveBeenCalledTimes(1);
    expect(isReacts(button())).toBe(true);
  });

  it('leaves a click that opens a link in another tab to the browser', async () => {
    const { link } = await takeOver(5000);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    let leftToTheBrowser = false;
    document.addEventListener(
      'click',
      (event) => {
        leftToTheBrowser = !event.defaultPrevented;
        event.preventDefault(); // jsdom opens no tabs
      },
      { once: true },
    );
    await act(async () => link()?.dispatchEvent(click));
    expect(leftToTheBrowser).toBe(true);
    expect(isReacts(link())).toBe(false);
  });
});

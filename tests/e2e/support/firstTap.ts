import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRODUCT_PATH } from '../../../scripts/lighthouse/budgets.mjs';
import { PHONE_TAG } from './onAPhone';

/**
 * The first tap after a landing page loads, on a phone's CPU (DevTools' 4× slowdown): the tap is never left without an
 * answer, whether or not the app has taken the page over yet, and its Interaction to Next Paint (the longest event of
 * the interaction, to the paint after it, as the browser's Event Timing reports it) is held to INP_BUDGET_MS and
 * printed with its parts: the input delay (a long task the tap waited for) and the handlers' time
 * (docs/decisions.md#the-phones-work).
 */
export const INP_BUDGET_MS = 200;
const PHONE_CPU_SLOWDOWN = 4;

type Interaction = { name: string; duration: number; inputDelay: number; processing: number };
type Watched = Window & { interactions?: Interaction[] };

/** Slows the page's CPU as a phone's and records every interaction's events from the first byte. */
export const asPhone = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId)
          watched.interactions?.push({
            name: entry.name,
            duration: entry.duration,
            inputDelay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
};

/** The page's Interaction to Next Paint so far, in ms (0 when every interaction took under 16 ms). */
export const interactionToNextPaint = async (page: Page): Promise<number> => {
  // Event Timing reports an interaction once the frame after it is painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  const interactions = await page.evaluate(() => (window as Watched).interactions ?? []);
  const longest = interactions.reduce<Interaction | undefined>(
    (worst, next) => (worst && worst.duration >= next.duration ? worst : next),
    undefined,
  );
  const inp = longest?.duration ?? 0;
  const parts = longest
    ? ` (${longest.name}: input delay ${Math.round(longest.inputDelay)} ms, handlers ${Math.round(longest.processing)} ms)`
    : '';
  test.info().annotations.push({ type: 'Interaction to Next Paint', description: `${inp} ms${parts}` });
  console.log(
    `${test.info().title}: Interaction to Next Paint ${inp} ms${parts}, budget ${INP_BUDGET_MS} ms`,
  );
  return inp;
};

/** Opens `path` and taps `target` as soon as it shows, without waiting for the app. */
const tapAsSoonAsShown = async (page: Page, path: string, target: (page: Page) => Locator): Promise<void> => {
  await page.goto(path, { waitUntil: 'commit' });
  await target(page).click();
};

/** 'Add to cart' on a product page: the tap shows at once that it was taken, and the product reaches the cart. */
export const addToCartFirst = async (page: Page): Promise<number> => {
  const button = (on: Page) => on.getByRole('button', { name: 'Add to cart', exact: true });
  await tapAsSoonAsShown(page, PRODUCT_PATH, button);
  const tapped = Date.now();
  const cartHasIt = page.getByRole('link', { name: 'Cart, 1 item' }).first();
  // Either the app had the page and the cart answered, or the page says it holds the tap for the app.
  await expect(cartHasIt.or(button(page).and(page.locator('[aria-busy="true"]')))).toBeVisible({
    timeout: 200,
  });
  await expect(cartHasIt).toBeVisible();
  console.log(
    `'Add to cart' tapped as soon as shown reached the cart ${Date.now() - tapped} ms after the tap`,
  );
  return interactionToNextPaint(page);
};

/** 'Filters' on a listing, on a phone: the filters open. */
export const openFiltersFirst = async (page: Page): Promise<number> => {
  await tapAsSoonAsShown(page, '/products', (on) => on.getByRole('button', { name: /^Filters/ }));
  await expect(page.getByRole('dialog', { name: 'Filter products' })).toBeVisible();
  return interactionToNextPaint(page);
};

/** The menu on a phone: it opens. */
export const openMenuFirst = async (page: Page): Promise<number> => {
  await tapAsSoonAsShown(page, '/', (on) => on.getByRole('button', { name: 'Open menu' }));
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  return interactionToNextPaint(page);
};

/**
 * The three first taps, as tests: the memory build's suite and the firebase build's declare the same. They are tagged
 * to run in the config's phone project, after every other test, so no other test's browser shares the CPU.
 */
export const declareFirstTapTests = (): void => {
  test.describe('on a phone', { tag: PHONE_TAG }, () => {
    test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });
    test.beforeEach(async ({ page }) => {
      await asPhone(page);
    });
    test("'Add to cart' tapped as soon as a product page shows it is taken at once and reaches the cart", async ({
      page,
    }) => {
      expect(await addToCartFirst(page)).toBeLessThanOrEqual(INP_BUDGET_MS);
    });
    test("'Filters' tapped as soon as a listing shows it opens the filters", async ({ page }) => {
      expect(await openFiltersFirst(page)).toBeLessThanOrEqual(INP_BUDGET_MS);
    });
    test('the menu tapped as soon as the home page shows it opens the menu', async ({ page }) => {
      expect(await openMenuFirst(page)).toBeLessThanOrEqual(INP_BUDGET_MS);
    });
  });
};

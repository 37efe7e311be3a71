import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_PATH } from '../../scripts/lighthouse/budgets.mjs';
import { appHasThePrerenderedPage } from './support/shopSteps';

/**
 * The ten main pages look as they did when their pictures in pageLooks.spec.ts-snapshots/ were taken, on a phone
 * (360 px) and a desktop (1280 px): work on speed (fewer elements, styles made at build, later hydration) must not
 * change what a shopper sees. After a change meant to be seen, `npx playwright test pageLooks --update-snapshots`
 * takes new pictures; look at each before committing it.
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'category', path: '/categories/sofas' },
  { name: 'product', path: PRODUCT_PATH },
  { name: 'search', path: '/search?q=sofa' },
  { name: 'cart', path: '/cart' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  { name: 'faq', path: '/faq' },
  { name: 'about', path: '/about' },
] as const;

const WIDTHS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

// No autoplaying banner: the same page twice is the same picture.
test.use({ reducedMotion: 'reduce' });

// The footer's year and every date the demo shows stay as they were when the pictures were taken; timers still run.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-03T11:00:00+05:30'));
});

/** The page as a shopper sees it once the app has it: hydrated, every picture in, fonts in. */
const settled = async (page: Page): Promise<void> => {
  await appHasThePrerenderedPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A full-page picture shows the pictures below the fold too, which a lazy image would fetch only when scrolled to.
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
};

for (const { name: size, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const { name, path } of PAGES) {
      test(`${name} looks as it did`, async ({ page }) => {
        await page.goto(path);
        await settled(page);
        await expect(page).toHaveScreenshot(`${name}-${size}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // Anti-aliasing differs by a few pixels between runs; a moved or restyled element changes thousands.
          maxDiffPixelRatio: 0.002,
        });
      });
    }
  });
}

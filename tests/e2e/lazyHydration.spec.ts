import { expect, test, type Page } from '@playwright/test';
import { appHasThePrerenderedPage } from './support/shopSteps';

/**
 * Parts of a prerendered page below the fold are taken over by the app only as they near the screen
 * (HydrateOnVisible): a shopper never notices, whatever they do first with such a part.
 */

test.use({ viewport: { width: 360, height: 780 } });

const openHome = async (page: Page): Promise<void> => {
  await page.goto('/');
  await appHasThePrerenderedPage(page);
};

test('a tap on a card far below the fold, before it was scrolled to, adds its product to the cart', async ({
  page,
}) => {
  await openHome(page);
  // A tap that arrives without a scroll first (a screen reader's activation does this).
  const product = await page.evaluate(() => {
    const buttons = [
      ...document.querySelectorAll<HTMLButtonElement>('button[aria-label^="Add "][aria-label$=" to cart"]'),
    ];
    const last = buttons.at(-1);
    last?.click();
    return last?.getAttribute('aria-label')?.replace(/^Add (.*) to cart$/, '$1');
  });
  expect(product).toBeTruthy();
  await expect(page.getByText(`${product} added to cart`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
});

test('a footer link opens its page inside the app, and the page keeps its state', async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
    document.querySelector<HTMLAnchorElement>('footer a[href="/faq"]')?.click();
  });
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('keyboard focus that moves into a part not yet taken over stays on what it reached', async ({
  page,
}) => {
  await openHome(page);
  const link = page.locator('footer a[href="/faq"]');
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
});

test('a card scrolled to comes alive: its wishlist button answers', async ({ page }) => {
  await openHome(page);
  const wishlist = page.getByRole('button', { name: /^Add .* to wishlist$/ }).last();
  const product = (await wishlist.getAttribute('aria-label'))?.replace(/^Add (.*) to wishlist$/, '$1');
  await wishlist.scrollIntoViewIfNeeded();
  await wishlist.click();
  await expect(page.getByText(`${product} added to wishlist`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${product} from wishlist` })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { declareFirstTapTests } from './support/firstTap';

/** The first tap on a landing page, on a phone's CPU, in the memory build. */
declareFirstTapTests();

test("an 'Add to cart' held on a page the shopper leaves before the app has it is done on the next page", async ({
  page,
}) => {
  // The app cannot take this first page over: its composition root is held back until the shopper has left, that is
  // until the next page has replaced it (released any sooner, the first page could still take the tap over itself).
  let leftFirstPage = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/faq') leftFirstPage = true;
  });
  await page.route('**/assets/createPorts-*.js', async (route) => {
    while (!leftFirstPage) await new Promise((wait) => setTimeout(wait, 50));
    // The first page's request is gone with it by then.
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  const button = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
  const product = (await button.getAttribute('aria-label'))?.replace(/^Add (.*) to cart$/, '$1');
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await page.goto('/faq');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await expect(page.getByText(product ?? '').first()).toBeVisible();
  await page.goto('/cart');
  await expect(
    page
      .getByRole('main')
      .getByText(product ?? '')
      .first(),
  ).toBeVisible();
});

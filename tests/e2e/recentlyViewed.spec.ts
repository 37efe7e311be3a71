import { expect, test, type Page } from '@playwright/test';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import { formatRupees } from '../../src/domain/text/Money';
import { ADMIN, openAdmin, signIn, toast } from './support/shopSteps';

/** "You looked at" (docs/behaviour.md#cart-wishlist-and-what-survives-a-reload), on the memory build. */
const [first, second] = demoProducts.filter((product) => product.isActive && product.variants.length === 0);
if (!first || !second) throw new Error('the demo seed has fewer than two active products without variants');

const lookedAt = (page: Page) => page.getByRole('region', { name: 'You looked at' });
const cardNames = (page: Page) =>
  lookedAt(page)
    .getByRole('link')
    .filter({ hasNotText: /^$/ })
    .evaluateAll((links) =>
      links
        .filter((link) => !(link.getAttribute('aria-label') ?? '').startsWith('Choose options for '))
        .map((link) => link.textContent),
    );

test('"You looked at" keeps the products opened on this device across a reload, at their prices now', async ({
  page,
}) => {
  await page.goto(productPath(first));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  // The drawn page is on screen before the app: the device notes the product once the app has the page.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed')))
    .toBe(JSON.stringify([first.id]));
  await expect(lookedAt(page)).toHaveCount(0);
  await page.goto(productPath(second));
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expect(lookedAt(page).getByText(first.name, { exact: true })).toBeVisible();

  await signIn(page, ADMIN);
  await openAdmin(page, `/admin/products/edit/${first.id}`, 'Edit Product');
  const newPrice = first.price - 1500;
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(String(newPrice));
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();

  await page.goto('/');
  await page.reload();
  await expect(lookedAt(page)).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual([second.name, first.name]);
  await expect(lookedAt(page).getByText(formatRupees(newPrice), { exact: true })).toBeVisible();
});

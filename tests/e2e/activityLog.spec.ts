import { expect, type Page, test } from '@playwright/test';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { formatRupees } from '../../src/domain/text/Money';
import { ADMIN, expectNoSeriousViolations, openAdmin, signIn, toast } from './support/shopSteps';

/** The owner's activity log (/admin/activity) on the demo backend: every staff change is recorded with its author. */

const MANAGER = { email: 'manager@demo.shop', password: 'manager123' };
const OWNER_NAME = 'Demo Admin';

const product = demoProducts.find((candidate) => candidate.isActive && candidate.stock > 0);
if (!product) throw new Error('the demo seed has no active product in stock');

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The admin sidebar (a drawer on phones: the menu button opens it). */
const sidebar = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  return nav;
};

test('the owner’s price change shows in the activity log, with their name, also on a phone', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openAdmin(page, `/admin/products/edit/${product.id}`, 'Edit Product');
  const newPrice = product.price + 500;
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill(String(newPrice));
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();

  await (await sidebar(page)).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Activity entries' });
  const newest = entries.getByRole('listitem').first();
  await expect(newest.getByRole('heading', { level: 2, name: OWNER_NAME })).toBeVisible();
  await expect(
    newest.getByText(
      new RegExp(
        `^Changed the price of ${escaped(product.name)} from ${escaped(formatRupees(product.price))} to ${escaped(formatRupees(newPrice))}`,
      ),
    ),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // Filters: another kind finds nothing; the owner, by name, finds the change again.
  await page.getByRole('combobox', { name: 'Filter by kind of change' }).selectOption({ label: 'Banners' });
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Filter by kind of change' })
    .selectOption({ label: 'All changes' });
  await page
    .getByRole('combobox', { name: 'Filter by person' })
    .selectOption({ label: `${OWNER_NAME} (you)` });
  await expect(newest.getByText(new RegExp(`^Changed the price of ${escaped(product.name)}`))).toBeVisible();

  // A phone: the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(newest.getByRole('heading', { level: 2, name: OWNER_NAME })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a manager is not offered the activity log, and opening it is turned back', async ({ page }) => {
  await signIn(page, MANAGER);
  await openAdmin(page, '/admin/dashboard', 'Dashboard');
  const nav = await sidebar(page);
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activity' })).toHaveCount(0);

  await openAdmin(page, '/admin/activity', 'Not part of your role');
  await expect(page.getByText(/Activity is not open to Manager\./)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Activity entries' })).toHaveCount(0);
});

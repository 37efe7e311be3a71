import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  expectNoSeriousViolations,
  openAdmin,
  signIn,
  signInOnLoginPage,
  SHOPPER,
  toast,
} from './support/shopSteps';

const SUPPORT = { email: 'support@demo.shop', password: 'support123' };

/** The admin sidebar's entries (a drawer on phones: the menu button opens it). */
const sidebarEntries = async (page: Page): Promise<string[]> => {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
};

test('support handles orders but cannot open Settings, Users or a product’s editor', async ({ page }) => {
  await signIn(page, SUPPORT);
  await openAdmin(page, '/admin/dashboard', 'Dashboard');
  expect(await sidebarEntries(page)).toEqual([
    'Dashboard',
    'Products',
    'Orders',
    'Day sheet',
    'Cash on delivery',
    'Returns',
    'Complaints',
    'Customers',
    'View shop',
  ]);

  await openAdmin(page, '/admin/settings', 'Not part of your role');
  await expect(
    page.getByText("Settings is not open to Support. Please ask the shop's owner if you need it."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await openAdmin(page, '/admin/users', 'Not part of your role');

  await openAdmin(page, '/admin/products', 'Products');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Product' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await openAdmin(page, '/admin/orders', 'Orders');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('the owner makes a shopper support after confirming; the shopper then works on orders', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openAdmin(page, '/admin/users', 'Users');
  await page.getByRole('combobox', { name: 'Role of Priya Sharma' }).selectOption('support');
  const ask = page.getByRole('alertdialog', { name: 'Change role' });
  await expect(
    ask.getByText(/to Support\? Support handles orders, returns, complaints and customers/),
  ).toBeVisible();
  await ask.getByRole('button', { name: 'Make Support' }).click();
  await expect(toast(page, 'Priya Sharma is now: Support.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role of Priya Sharma' })).toHaveValue('support');

  // /admin/logout signs the owner out (docs/behaviour.md#accounts-and-verification).
  await page.goto('/admin/logout');
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await page.goto('/login');
  await signInOnLoginPage(page, SHOPPER);
  await openAdmin(page, '/admin/orders', 'Orders');
  await openAdmin(page, '/admin/settings', 'Not part of your role');
});

import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signInOnLoginPage } from './support/shopSteps';

/**
 * The build on a plain single-page host, which answers every address it has no file for with index.html: the home
 * page prerendered at build time (`vite preview`, nginx `try_files`, Netlify's `/* /index.html`). The app must not take
 * that page over as the page of another address, and must leave no tap held: every admin screen, opened by its
 * address, answers its buttons.
 */
const PLAIN_HOST = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

/** Every admin screen with an address of its own, its heading, and a button of its own to use beside the bell. */
const SCREENS: ReadonlyArray<{ path: string; heading: string; button?: string; opens?: string }> = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/dashboard', heading: 'Dashboard' },
  { path: '/admin/products', heading: 'Products' },
  { path: '/admin/products/add', heading: 'Add Product' },
  { path: '/admin/orders', heading: 'Orders' },
  { path: '/admin/returns', heading: 'Returns' },
  { path: '/admin/complaints', heading: 'Complaints' },
  { path: '/admin/reviews', heading: 'Reviews' },
  { path: '/admin/categories', heading: 'Categories', button: 'Add Category', opens: 'Add Category' },
  { path: '/admin/users', heading: 'Users' },
  { path: '/admin/customers', heading: 'Customers' },
  { path: '/admin/delivery', heading: 'Delivery' },
  { path: '/admin/settings', heading: 'Settings' },
  { path: '/admin/banners', heading: 'Banners', button: 'Add New Banner', opens: 'Add New Banner' },
  { path: '/admin/activity', heading: 'Activity' },
];

/** The top bar's bell opens its list of notifications: the admin layout answers a tap. */
const openNotifications = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
};

test('on a plain single-page host every admin screen opened by its address answers its buttons', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // /login too is answered with the drawn home page: signing in is the first tap that must not be held.
  await page.goto(`${PLAIN_HOST}/login`);
  await signInOnLoginPage(page, ADMIN);
  await expect(page).toHaveURL(`${PLAIN_HOST}/`);
  for (const { path, heading, button, opens } of SCREENS) {
    await page.goto(`${PLAIN_HOST}${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
    await openNotifications(page);
    if (button && opens) {
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: opens }), path).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }
});

import { expect, test } from '@playwright/test';
import {
  ADMIN,
  addFeaturedProductToCart,
  appHasThePrerenderedPage,
  openAdmin,
  placeOrder,
  shortOrderId,
  signIn,
  toast,
} from '../e2e/support/shopSteps';
import { signUpVerified } from './support/emulatorAccounts';

/**
 * The firebase build against the emulators with the network cut: the offline banner, and My Orders catching up by
 * itself with what changed while the shopper's page was offline.
 */

const BANNER = 'You are offline. Some things may be out of date.';
// The demo shopper's confirmed order; no other spec of this suite touches it.
const ORDER = 'demoOrderConfirmed04';

test('the offline banner comes when the network goes and goes when it returns', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The banner is the app's: the prerendered page is on screen before the app's scripts have arrived.
  await appHasThePrerenderedPage(page);
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('the banner also shows while the device is online but the shop’s server cannot be reached', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Every request to Firestore fails, as behind a captive portal; the browser itself stays online.
  const firestore = /google\.firestore\.v1\.Firestore\//;
  await context.route(firestore, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible({ timeout: 45_000 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await context.unroute(firestore);
  await expect(banner).toHaveCount(0, { timeout: 70_000 });
});

test('My Orders catches up after a drop: a change made meanwhile shows once the page is back online', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signIn(shopper);
  await shopper.goto('/orders');
  await expect(shopper.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  const cards = shopper.getByRole('list', { name: 'Your orders' }).getByRole('article');
  const card = shopper.getByRole('article', { name: `Order ${shortOrderId(ORDER)}` });
  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
  const count = await cards.count();

  await shopperContext.setOffline(true);
  await expect(shopper.getByText(BANNER)).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await openAdmin(admin, '/admin/orders', 'Orders');
  await admin.getByRole('combobox', { name: 'Filter by status' }).selectOption('confirmed');
  await admin.getByRole('button', { name: `Open order ${shortOrderId(ORDER)}` }).click();
  const detail = admin.getByRole('dialog', { name: `Order ${shortOrderId(ORDER)}` });
  await detail.getByRole('textbox', { name: 'AWB / tracking number' }).fill('SH-E2E-0001');
  await detail.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(toast(admin, 'Order marked shipped.')).toBeVisible();

  // Still what the page last heard while it is cut off.
  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
  await shopperContext.setOffline(false);
  await expect(shopper.getByText(BANNER)).toHaveCount(0);
  await expect(card.getByTestId('order-status')).toHaveText('Shipped', { timeout: 30_000 });
  await expect(card).toHaveCount(1);
  await expect(cards).toHaveCount(count);
  await adminContext.close();
  await shopperContext.close();
});

test('the admin’s order feed catches up after a drop with one notification per new order, not two', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await openAdmin(admin, '/admin/orders', 'Orders');
  await adminContext.setOffline(true);
  await expect(admin.getByText(BANNER)).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  // A new account: a retry of this test is not refused as the same shopper ordering again within the minute.
  await signUpVerified(shopper, 'Nisha Rao', `nisha.${Date.now()}@example.in`);
  await addFeaturedProductToCart(shopper);
  await shopper.goto('/checkout');
  const short = shortOrderId(await placeOrder(shopper));

  await adminContext.setOffline(false);
  await expect(admin.getByText(BANNER)).toHaveCount(0);
  // Another spec's shopper may order meanwhile, and the admin hears of that too: look for this order's toast.
  await expect(toast(admin, 'New Order Received!').filter({ hasText: `Order ${short} for ₹` })).toBeVisible({
    timeout: 30_000,
  });
  // Time for a second delivery of the same order, were the feed to replay it after reconnecting.
  await admin.waitForTimeout(3000);
  await admin.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notifications = admin.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(notifications.filter({ hasText: `Order ${short}` })).toHaveCount(1);
  await adminContext.close();
  await shopperContext.close();
});

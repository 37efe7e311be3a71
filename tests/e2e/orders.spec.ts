import { expect, test } from '@playwright/test';
import {
  ADMIN,
  addFeaturedProductToCart,
  fillAddress,
  openAdmin,
  shortOrderId,
  signIn,
  signInOnLoginPage,
  placeOrder,
  toast,
} from './support/shopSteps';

/** A demo product with 3 units: the product page counts them ('Only 3 left in stock'). */
const FEW_LEFT = '/sofas/pushkar-two-seater-sofa';

test('a shopper cancels an open order and finds its units back on the product page', async ({ page }) => {
  await signIn(page);
  await page.goto(FEW_LEFT);
  await expect(page.getByText('Only 3 left in stock')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('1 in your cart')).toBeVisible();
  await page.goto('/checkout');
  const orderId = await placeOrder(page);

  await page.goto(FEW_LEFT);
  await expect(page.getByText('Only 2 left in stock')).toBeVisible();

  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong colour');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toast(page, 'Your order has been cancelled.')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Reason: Ordered the wrong colour')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.goto(FEW_LEFT);
  await expect(page.getByText('Only 3 left in stock')).toBeVisible();
});

test('the tax invoice: IGST for a delivery to another state, CGST and SGST within the seller’s', async ({
  page,
}) => {
  // The demo shop supplies from Rajasthan; the demo shopper's delivered order went to Mumbai.
  await signIn(page);
  await page.goto('/orders/demoOrderDelivered01');
  await page.getByRole('link', { name: /^Tax invoice SH\/\d{2}-\d{2}\/\d{6}$/ }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  const interState = page.getByRole('table', { name: 'Invoice lines' });
  await expect(interState.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
  await expect(interState.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
  await expect(page.getByText('Place of supply: Maharashtra (27)')).toBeVisible();
  await expect(page.getByText('GSTIN: 08ABCDE1234F1Z0')).toBeVisible();
  await expect(page.getByText(/^Amount in words: Rupees .+ Only$/)).toBeVisible();

  // An order delivered in Jaipur, confirmed by the shop.
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillAddress(page);
  await page.getByRole('textbox', { name: /^City/ }).fill('Jaipur');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('Rajasthan');
  await page.getByRole('textbox', { name: /^PIN code/ }).fill('302001');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  await signInOnLoginPage(page, ADMIN);
  await openAdmin(page, '/admin/orders', 'Orders');
  await page.getByRole('button', { name: `Open order ${shortOrderId(orderId)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${shortOrderId(orderId)}` });
  await dialog.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await dialog.getByRole('link', { name: /^Tax invoice / }).click();
  await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
  const intraState = page.getByRole('table', { name: 'Invoice lines' });
  await expect(intraState.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expect(intraState.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
  await expect(intraState.getByRole('columnheader', { name: 'IGST' })).toHaveCount(0);
  await expect(page.getByText('Place of supply: Rajasthan (08)')).toBeVisible();
});

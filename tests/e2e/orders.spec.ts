import { expect, test } from '@playwright/test';
import { placeOrder, signIn, toast } from './support/shopSteps';

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

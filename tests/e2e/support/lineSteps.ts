import { expect, type Page } from '@playwright/test';
import { openAdmin, shopIsLive, shortOrderId, toast } from './shopSteps';

/** Puts the first two featured products that go straight into the cart in it, one of each. */
export const addTwoFeaturedProductsToCart = async (page: Page): Promise<void> => {
  await page.goto('/');
  await shopIsLive(page);
  const buttons = page
    .getByRole('region', { name: 'Featured Products' })
    .getByRole('button', { name: /^Add .+ to cart$/ });
  await buttons.nth(0).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await buttons.nth(1).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
};

/**
 * As staff, on the order's admin detail: cancels its first item after the question, sees it listed as cancelled,
 * and returns the item as the button named it ('1 × Jodhpur Chair').
 */
export const cancelFirstItem = async (page: Page, orderId: string): Promise<string> => {
  await openAdmin(page, '/admin/orders', 'Orders');
  await page.getByRole('button', { name: `Open order ${shortOrderId(orderId)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${shortOrderId(orderId)}` });
  const cancel = dialog.getByRole('button', { name: /^Cancel \d+ × / }).first();
  const item = ((await cancel.getAttribute('aria-label')) ?? '').replace(/^Cancel /, '');
  await cancel.click();
  const question = page.getByRole('alertdialog', { name: 'Cancel this item?' });
  await expect(question).toContainText(`Cancel ${item}?`);
  await question.getByRole('button', { name: 'Cancel item' }).click();
  await expect(
    toast(page, 'Item cancelled. Its units are back in stock, and the total is lower.'),
  ).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Cancelled items' })).toContainText(item);
  await expect(dialog.getByRole('button', { name: /^Cancel \d+ × / })).toHaveCount(0);
  return item;
};

/** On the shopper's order page: the item the shop cancelled, said as not charged. */
export const expectItemCancelledByShop = async (page: Page, orderId: string, item: string): Promise<void> => {
  await page.goto(`/orders/${orderId}`);
  const [quantity, name] = item.split(' × ');
  await expect(page.getByText(/^Cancelled by the shop, not charged:/)).toContainText(`${name}`);
  await expect(page.getByText(/^Cancelled by the shop, not charged:/)).toContainText(`× ${quantity}`);
  await expect(page.getByText('Item cancelled')).toBeVisible();
};

/** Two chairs, one of each, from their pages: ₹13,498, which every served zone but the North-East takes in cash. */
export const addTwoChairsToCart = async (page: Page): Promise<void> => {
  for (const [path, count] of [
    ['/chairs/mandore-dining-chair', 'Cart, 1 item'],
    ['/chairs/kota-study-chair', 'Cart, 2 items'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: count })).toBeVisible();
  }
};

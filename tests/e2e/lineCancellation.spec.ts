import { test } from '@playwright/test';
import { pausePrepaidOffer } from './support/offerSteps';
import { ADMIN, placeOrder, SHOPPER, signIn, switchAccount } from './support/shopSteps';
import {
  addTwoFeaturedProductsToCart,
  cancelFirstItem,
  expectItemCancelledByShop,
} from './support/lineSteps';

/** One item of a pending order cancelled by the shop on the memory build, and its shopper told on the order page. */
test('the shop cancels one item of a pending order, and its shopper sees it', async ({ page }) => {
  test.setTimeout(90_000);
  // Two featured pieces pass the cash limit, so the order is prepaid: without the prepaid offer it keeps no discount,
  // and an order placed with offers keeps its items.
  await signIn(page, ADMIN);
  await pausePrepaidOffer(page);
  await page.goto('/');
  await switchAccount(page, SHOPPER);
  await addTwoFeaturedProductsToCart(page);
  await page.goto('/checkout');
  const orderId = await placeOrder(page);
  await switchAccount(page, ADMIN);
  const item = await cancelFirstItem(page, orderId);
  // The admin has no shop header: back to the shop to sign out.
  await page.goto('/');
  await switchAccount(page, SHOPPER);
  await expectItemCancelledByShop(page, orderId, item);
});

import { test } from '@playwright/test';
import { ADMIN, placeOrder, signIn } from '../e2e/support/shopSteps';
import {
  addTwoFeaturedProductsToCart,
  cancelFirstItem,
  expectItemCancelledByShop,
} from '../e2e/support/lineSteps';
import { signUpVerified } from './support/emulatorAccounts';
import { pausePrepaidOffer } from '../e2e/support/offerSteps';

/**
 * One item of a pending order cancelled by the shop on Firestore, through the rules: its units back and the totals
 * lower in one write, and its shopper sees it on the order page.
 */
test('the shop cancels one item of a pending order on Firestore', async ({ browser }) => {
  test.setTimeout(120_000);
  // Two featured pieces pass the cash limit, so the order is prepaid: without the prepaid offer it keeps no discount,
  // and an order placed with offers keeps its items.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await pausePrepaidOffer(admin);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signUpVerified(shopper, 'Meena Rathore', `meena.lines.${Date.now()}@example.in`);
  await addTwoFeaturedProductsToCart(shopper);
  await shopper.goto('/checkout');
  const orderId = await placeOrder(shopper);
  const item = await cancelFirstItem(admin, orderId);
  await expectItemCancelledByShop(shopper, orderId, item);
  await adminContext.close();
  await shopperContext.close();
});

import { test } from '@playwright/test';
import { ADMIN, placeOrder, signIn } from '../e2e/support/shopSteps';
import { addTwoChairsToCart, cancelFirstItem, expectItemCancelledByShop } from '../e2e/support/lineSteps';
import { signUpVerified } from './support/emulatorAccounts';

/**
 * One item of a pending order cancelled by the shop on Firestore, through the rules: its units back and the totals
 * lower in one write, and its shopper sees it on the order page.
 */
test('the shop cancels one item of a pending order on Firestore', async ({ browser }) => {
  test.setTimeout(120_000);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signUpVerified(shopper, 'Meena Rathore', `meena.lines.${Date.now()}@example.in`);
  // Paid in cash: paid in advance, the demo's prepaid offer would discount it, and an order placed with offers keeps
  // its items (the offers are the whole suite's: this case leaves them as they are).
  await addTwoChairsToCart(shopper);
  await shopper.goto('/checkout');
  const orderId = await placeOrder(shopper);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  const item = await cancelFirstItem(admin, orderId);
  await expectItemCancelledByShop(shopper, orderId, item);
  await adminContext.close();
  await shopperContext.close();
});

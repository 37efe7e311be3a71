import { test } from '@playwright/test';
import { ADMIN, placeOrder, signIn } from '../e2e/support/shopSteps';
import {
  addChestOfDrawersToCart,
  bookAssembly,
  confirmAndSeeAssemblyInvoiced,
} from '../e2e/support/assemblySteps';
import { signUpVerified } from './support/emulatorAccounts';

/**
 * Assembly on Firestore, through the rules: the shopper's booking puts the product's charge on the line and raises
 * the totals in one write, and the invoice issued at confirmation shows it as its own line.
 */
test('a shopper books assembly on Firestore, and the invoice shows it as its own line', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signUpVerified(shopper, 'Kiran Bishnoi', `kiran.assembly.${Date.now()}@example.in`);
  await addChestOfDrawersToCart(shopper);
  await shopper.goto('/checkout');
  const orderId = await placeOrder(shopper);
  await bookAssembly(shopper);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await confirmAndSeeAssemblyInvoiced(admin, orderId);
  await adminContext.close();
  await shopperContext.close();
});

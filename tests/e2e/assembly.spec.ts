import { test } from '@playwright/test';
import { ADMIN, placeOrder, signIn, switchAccount } from './support/shopSteps';
import {
  addChestOfDrawersToCart,
  bookAssembly,
  confirmAndSeeAssemblyInvoiced,
} from './support/assemblySteps';

/**
 * Assembly on the memory build: a product page says what its assembly costs, the shopper books it on the pending
 * order, the total grows by it, and the invoice issued at confirmation shows it as its own line.
 */
test('a shopper books assembly on their order, and the invoice shows it as its own line', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await addChestOfDrawersToCart(page);
  await page.goto('/checkout');
  const orderId = await placeOrder(page);
  await bookAssembly(page);
  await switchAccount(page, ADMIN);
  await confirmAndSeeAssemblyInvoiced(page, orderId);
});

import { test } from '@playwright/test';
import { addFeaturedProductToCart, placeOrder, SHOPPER, signIn } from './support/shopSteps';
import { changeAddressAfterRefusal } from './support/addressSteps';

/**
 * A change of address before dispatch on the memory build: a cash order cannot move where the shop takes no cash
 * (the old address stays, and what was typed), and moves within Rajasthan with a new phone.
 */
test('a shopper changes where their order goes before it ships', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, SHOPPER);
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  await placeOrder(page, '302001', 'Rajasthan');
  await changeAddressAfterRefusal(page);
});

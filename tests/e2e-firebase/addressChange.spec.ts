import { expect, test } from '@playwright/test';
import { addFeaturedProductToCart, placeOrder } from '../e2e/support/shopSteps';
import { addressCard, changeAddressAfterRefusal } from '../e2e/support/addressSteps';
import { signUpVerified } from './support/emulatorAccounts';

/**
 * A change of address before dispatch on Firestore, through the rules: refused where the zone takes no cash, taken
 * within Rajasthan with a new phone, and kept by the server.
 */
test('a shopper changes where their order goes on Firestore', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpVerified(page, 'Kavya Joshi', `kavya.address.${Date.now()}@example.in`);
  await addFeaturedProductToCart(page);
  await page.goto('/checkout');
  await placeOrder(page, '302001', 'Rajasthan');
  await changeAddressAfterRefusal(page);
  await page.reload();
  await expect(addressCard(page).locator('address')).toContainText('313001');
  await expect(addressCard(page).getByText(/2 changes left/)).toBeVisible();
});

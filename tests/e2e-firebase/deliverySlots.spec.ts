import { expect, test } from '@playwright/test';
import { ADMIN, addFeaturedProductToCart, placeOrder, shortOrderId, signIn } from '../e2e/support/shopSteps';
import { bookSlot, openDaySheet, slotPanel } from '../e2e/support/slotSteps';
import { signUpVerified } from './support/emulatorAccounts';

/**
 * Delivery slots on Firestore, through the rules: a Jaipur shopper books a window of the demo's own-team zone and
 * moves it once; each booking moves the slot's count in the same write, and the staff's day sheet lists the order.
 */
test('a slot is booked and moved on Firestore, and the day sheet lists the order', async ({ browser }) => {
  test.setTimeout(120_000);
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  // A new account: a retry of this test is not refused as the same shopper ordering again within the minute.
  await signUpVerified(shopper, 'Kavya Joshi', `kavya.${Date.now()}@example.in`);
  await addFeaturedProductToCart(shopper);
  await shopper.goto('/checkout');
  const orderId = await placeOrder(shopper, '302001', 'Rajasthan');
  await bookSlot(shopper, 0, '9 am – 1 pm');
  await expect(slotPanel(shopper).getByText(/2 more times/)).toBeVisible();
  await slotPanel(shopper).getByRole('button', { name: 'Change slot' }).click();
  const day = await bookSlot(shopper, 1, '1 pm – 5 pm');
  // What the page shows is what Firestore kept: read again from the server.
  await shopper.reload();
  await expect(slotPanel(shopper).getByTestId('delivery-slot')).toHaveText(
    `Delivery on ${day.label}, 1 pm – 5 pm`,
  );
  await expect(slotPanel(shopper).getByText(/once more/)).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  const sheet = await openDaySheet(admin, day);
  const row = sheet.getByRole('row', { name: new RegExp(shortOrderId(orderId)) });
  await expect(row).toContainText('Asha Verma');
  await expect(row).toContainText('302001');
  await adminContext.close();
  await shopperContext.close();
});

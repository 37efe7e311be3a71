import { expect, test } from '@playwright/test';
import { agreeToTerms, fillAddress } from '../e2e/support/shopSteps';
import { SMALL_SOFA } from '../e2e/support/payOnline';
import { applyCoupon, figure, prepaidOff, rupees } from '../e2e/support/offerSteps';
import { signUpVerified } from './support/emulatorAccounts';

/**
 * A new shopper's first order with the first-order code and the prepaid offer together on Firestore: held and
 * placed through the rules, the discount recorded as the checkout showed it.
 */
test('a first order with WELCOME500 and the prepaid offer, on Firestore', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpVerified(page, 'Ishaan Rao', `ishaan.offers.${Date.now()}@example.in`);
  await page.goto(SMALL_SOFA);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await page.goto('/cart');
  await applyCoupon(page, 'welcome500');
  await expect(page.getByTestId('coupon-status')).toHaveText('Applied: you save ₹500');

  await page.goto('/checkout');
  await fillAddress(page);
  await page.getByText('UPI', { exact: true }).click();
  const subtotal = await figure(page, 'subtotal');
  const discount = 500 + prepaidOff(subtotal);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('discount')).toHaveText(`−${rupees(discount)}`);
  await expect(summary.getByText('Discount (5% off, up to ₹2,500 + WELCOME500)')).toBeVisible();
  const total = rupees(subtotal + (await figure(page, 'shipping')) - discount);
  await expect(summary.getByTestId('total')).toHaveText(total);
  await agreeToTerms(page);
  await summary.getByRole('button', { name: `Place order and pay ${total} by UPI` }).click();
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('discount')).toHaveText(`−${rupees(discount)}`);
  await expect(page.getByText('Discount (offer + WELCOME500)')).toBeVisible();
  await expect(page.getByTestId('total').first()).toHaveText(total);
});

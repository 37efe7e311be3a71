import { expect, type Page } from '@playwright/test';
import { agreeToTerms, fillAddress, signIn } from './shopSteps';

/** A ₹24,999 sofa, above the demo's EMI minimum (docs/behaviour.md#paying-online). */
export const SMALL_SOFA = '/sofas/pushkar-two-seater-sofa';

export const PAY_ONLINE = 'Pay online (cards, UPI, netbanking, EMI)';

/** A shopper (the demo's unless `enter` signs in another) at 360 px, on the small sofa's page. */
export const openSmallSofa = async (
  page: Page,
  enter: (page: Page) => Promise<void> = signIn,
): Promise<void> => {
  await page.setViewportSize({ width: 360, height: 780 });
  await enter(page);
  await page.goto(SMALL_SOFA);
};

/**
 * The small sofa put in the cart and checked out paying online, in full or in the no-cost EMI plan whose choice
 * matches `plan`; `beforePlacing` looks at the filled checkout. Returns the amount the place button said ("₹24,999").
 */
export const placeOrderPayingOnline = async (
  page: Page,
  { plan, beforePlacing }: { plan?: RegExp; beforePlacing?: () => Promise<void> } = {},
): Promise<string> => {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await page.goto('/checkout');
  await fillAddress(page, '560025', 'Karnataka');
  await page.getByText(PAY_ONLINE, { exact: true }).click();
  await expect(page.getByRole('radio', { name: PAY_ONLINE })).toBeChecked();
  if (plan) {
    await page.getByText(plan).click();
    await expect(page.getByTestId('emi-discount')).toHaveText(/^−₹[\d,]+$/);
  }
  await beforePlacing?.();
  await agreeToTerms(page);
  const place = page.getByRole('button', { name: /^Place order and pay ₹[\d,]+ online$/ });
  const amount = /₹[\d,]+/.exec((await place.textContent()) ?? '')?.[0] ?? '';
  await place.click();
  return amount;
};

/** The order page once the gateway said paid, and again after a reload. */
export const expectPaid = async (page: Page): Promise<void> => {
  await expect(page.getByText('Payment received. Thank you! We start on your order now.')).toBeVisible();
  await expect(page.getByTestId('payment-status').first()).toHaveText('Paid');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.reload();
  await expect(page.getByTestId('payment-status').first()).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
};

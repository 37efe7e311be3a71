import { expect, test } from '@playwright/test';
import { agreeToTerms, expectNoSeriousViolations, fillAddress, signIn } from './support/shopSteps';

/** A ₹24,999 sofa, paid online through the demo gateway (docs/behaviour.md#paying-online). */
const SMALL_SOFA = '/sofas/pushkar-two-seater-sofa';

test('an order paid online: a declined payment keeps it, the next one pays it, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  await page.goto(SMALL_SOFA);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await page.goto('/checkout');
  await fillAddress(page, '560025', 'Karnataka');
  await page.getByText('Pay online (cards, UPI, netbanking, EMI)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Pay online (cards, UPI, netbanking, EMI)' })).toBeChecked();
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Place order and pay ₹[\d,]+ online$/ }).click();

  const gateway = page.getByRole('dialog', { name: 'Demo payment — no money moves' });
  await expect(gateway).toBeVisible();
  await expectNoSeriousViolations(page);
  await gateway.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(
    page.getByText('The payment did not go through: Payment declined by the demo bank. No money moved.'),
  ).toBeVisible();
  await expect(page.getByTestId('payment-status').first()).toHaveText('Payment pending');

  await page.getByRole('button', { name: 'Try paying again' }).click();
  await gateway.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByText('Payment received. Thank you! We start on your order now.')).toBeVisible();
  await expect(page.getByTestId('payment-status').first()).toHaveText('Paid');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(page.getByTestId('payment-status').first()).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('a no-cost EMI plan: quoted on the product page, its discount in the breakup, paid by EMI', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  await page.goto(SMALL_SOFA);
  const offer = page.getByTestId('emi-offer');
  await expect(offer.getByText(/^EMI from ₹[\d,]+\/month$/)).toBeVisible();
  await offer.getByText(/^EMI from/).click();
  await expect(
    offer.getByText(/No-cost EMI: ₹[\d,]+ interest given as an upfront discount by Sheesham Home/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/emi-product-360.png', fullPage: false });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  await page.goto('/checkout');
  await fillAddress(page, '560025', 'Karnataka');
  await page.getByText('Pay online (cards, UPI, netbanking, EMI)', { exact: true }).click();
  await page.getByText(/^No-cost EMI: 6 months/).click();
  await expect(page.getByTestId('emi-discount')).toHaveText(/^−₹[\d,]+$/);
  const amount = (await page.getByTestId('emi-amount').textContent()) ?? '';
  await expectNoSeriousViolations(page);
  await page.getByTestId('no-cost-emi').screenshot({ path: 'test-results/emi-breakup-360.png' });
  await agreeToTerms(page);
  await page.getByRole('button', { name: `Place order and pay ${amount} online`, exact: true }).click();

  const gateway = page.getByRole('dialog', { name: 'Demo payment — no money moves' });
  await expect(gateway.getByText(/No-cost EMI, 6 months/)).toBeVisible();
  await gateway.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByText('Payment received. Thank you! We start on your order now.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/shopSteps';
import { expectPaid, openSmallSofa, placeOrderPayingOnline } from './support/payOnline';

/** The demo gateway's page (docs/behaviour.md#paying-online). */
const DEMO_GATEWAY = 'Demo payment — no money moves';

test('an order paid online: a declined payment keeps it, the next one pays it, at 360 px', async ({
  page,
}) => {
  await openSmallSofa(page);
  await placeOrderPayingOnline(page);
  const gateway = page.getByRole('dialog', { name: DEMO_GATEWAY });
  await expect(gateway).toBeVisible();
  await expectNoSeriousViolations(page);
  await gateway.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(
    page.getByText('The payment did not go through: Payment declined by the demo bank. No money moved.'),
  ).toBeVisible();
  await expect(page.getByTestId('payment-status').first()).toHaveText('Payment pending');

  await page.getByRole('button', { name: 'Try paying again' }).click();
  await gateway.getByRole('button', { name: 'Pay successfully' }).click();
  await expectPaid(page);
});

test('a no-cost EMI plan: quoted on the product page, its discount in the breakup, paid by EMI', async ({
  page,
}) => {
  await openSmallSofa(page);
  const offer = page.getByTestId('emi-offer');
  await expect(offer.getByText(/^EMI from ₹[\d,]+\/month$/)).toBeVisible();
  await offer.getByText(/^EMI from/).click();
  await expect(
    offer.getByText(/No-cost EMI: ₹[\d,]+ interest given as an upfront discount by Sheesham Home/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/emi-product-360.png', fullPage: false });
  let amount = '';
  const placed = await placeOrderPayingOnline(page, {
    plan: /^No-cost EMI: 6 months/,
    beforePlacing: async () => {
      amount = (await page.getByTestId('emi-amount').textContent()) ?? '';
      await expectNoSeriousViolations(page);
      await page.getByTestId('no-cost-emi').screenshot({ path: 'test-results/emi-breakup-360.png' });
    },
  });
  expect(placed).toBe(amount);

  const gateway = page.getByRole('dialog', { name: DEMO_GATEWAY });
  await expect(gateway.getByText(/No-cost EMI, 6 months/)).toBeVisible();
  await gateway.getByRole('button', { name: 'Pay successfully' }).click();
  await expectPaid(page);
});

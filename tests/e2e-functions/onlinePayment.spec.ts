import { expect, test } from '@playwright/test';
import { RazorpayStandIn } from '../support/razorpayStandIn';
import { expectPaid, openSmallSofa, placeOrderPayingOnline } from '../e2e/support/payOnline';
import { expectNoSeriousViolations } from '../e2e/support/shopSteps';
import { signUpVerified } from '../e2e-firebase/support/emulatorAccounts';

/**
 * The firebase build against the Functions, Firestore and Auth emulators, seeded with the demo shop (whose Razorpay
 * key id this stand-in takes), paying through the stand-in of Razorpay's API and its checkout.js (run by
 * `npm run test:emulators`, which passes their ports and the server's secrets).
 */
const CHECKOUT = 'Razorpay checkout (stand-in, no money moves)';
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through \`npm run test:emulators\`.`);
  return value;
};
let razorpay: RazorpayStandIn;

test.beforeAll(async () => {
  razorpay = new RazorpayStandIn(
    Number(required('SHEESHAM_RAZORPAY_PORT')),
    'rzp_test_DemoFictitious',
    required('RAZORPAY_KEY_SECRET'),
    required('RAZORPAY_WEBHOOK_SECRET'),
  );
  await razorpay.start();
});
test.afterAll(() => razorpay.stop());

/** The gateway order the server made last, its amount in rupees as the shop writes them ("₹24,999"). */
const lastGatewayOrder = () => {
  const order = [...razorpay.orders.values()].at(-1);
  return { ...order, rupees: `₹${((order?.amount ?? 0) / 100).toLocaleString('en-IN')}` };
};

test('paid by card through the server: a declined attempt keeps the order, the next pays it', async ({
  page,
}) => {
  const earlierOrders = razorpay.orders.size;
  await openSmallSofa(page);
  const amount = await placeOrderPayingOnline(page);
  const checkout = page.getByRole('dialog', { name: CHECKOUT });
  await expect(checkout.getByText(`Sheesham Home: ${amount}`)).toBeVisible();
  expect(lastGatewayOrder().rupees).toBe(amount);
  await expectNoSeriousViolations(page);

  await checkout.getByRole('button', { name: 'Decline the payment' }).click();
  await expect(checkout.getByRole('status')).toHaveText('Your payment was declined by the bank.');
  await checkout.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByText('The payment did not go through: Your payment was declined by the bank.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-status').first()).toHaveText('Payment pending');

  await page.getByRole('button', { name: 'Try paying again' }).click();
  await checkout.getByRole('button', { name: 'Pay by card' }).click();
  await expectPaid(page);
  const ours = new Set([...razorpay.orders.keys()].slice(earlierOrders));
  const payments = [...razorpay.payments.values()].filter((payment) => ours.has(payment.order_id));
  expect(payments.map(({ status, method }) => [status, method])).toEqual([
    ['failed', 'card'],
    ['captured', 'card'],
  ]);
});

test('a no-cost EMI plan: the server makes the gateway order for the discounted amount, payable by EMI alone', async ({
  page,
}) => {
  // The rules keep an account to one order a minute: another shopper places this one.
  await openSmallSofa(page, (page) => signUpVerified(page, 'Kavya Rao', `kavya.${Date.now()}@example.in`));
  let lenderPays = '';
  const amount = await placeOrderPayingOnline(page, {
    plan: /^No-cost EMI: 6 months/,
    beforePlacing: async () => {
      lenderPays = (await page.getByTestId('emi-amount').textContent()) ?? '';
    },
  });
  expect(amount).toBe(lenderPays);
  const checkout = page.getByRole('dialog', { name: CHECKOUT });
  await expect(checkout.getByText('No-cost EMI, 6 months')).toBeVisible();
  await expect(checkout.getByText(`Sheesham Home: ${amount}`)).toBeVisible();
  expect(lastGatewayOrder().rupees).toBe(amount);
  await expect(checkout.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
  await checkout.getByRole('button', { name: 'Pay by EMI' }).click();
  await expectPaid(page);
});

import { formatPaise } from '../../../src/domain/text/formatPaise';
import { splitGst } from '../../../src/domain/tax/GstSplit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noCostDiscountPaise } from '../../../src/domain/payments/EmiPlan';
import { formatRupees } from '../../../src/domain/text/Money';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';
import {
  VALID_ADDRESS,
  addToCart,
  agreeToTerms,
  fillAddress,
  placeOrderOf,
  signInShopper,
  storeProduct,
  withoutPrepaidOffer,
} from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

let app: TestApp;

freshAppEachTest(
  async () => {
    app = await makeTestApp();
    withoutPrepaidOffer(app);
  },
  () =>
    Promise.all([
      import('../../../src/ui/shop/checkout/CheckoutPage'),
      import('../../../src/ui/shop/orders/OrderDetailPage'),
      import('../../../src/ui/shop/product/ProductDetailPage'),
    ]),
);

/** A successful payment of `orderId` on the demo gateway's page, and the gateway's proof of it. */
const paidOnDemoPage = async (orderId: string) => {
  const started = await app.ports.onlinePayments.start(orderId);
  if (!started.ok) throw new Error(started.error.code);
  const paying = app.ports.onlinePayments.openCheckout(started.value);
  act(() => app.ports.demoGateway?.choose('succeed'));
  const end = await paying;
  if (end.kind !== 'paid') throw new Error(end.kind);
  return end.proof;
};
const demoPage = () => screen.findByRole('dialog', { name: 'Demo payment — no money moves' });

describe('paying online through the demo gateway', () => {
  it('opens the payment page on placing, survives a failed payment and is paid by the next one', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    addToCart(app, await storeProduct(app, { name: 'Udaipur Sofa', price: 24000, stock: 3 }));
    renderApp(app, '/checkout');
    await screen.findByRole('heading', { name: 'Checkout', level: 1 });
    await fillAddress(user, VALID_ADDRESS);
    await user.click(
      await screen.findByRole('radio', { name: /Pay online \(cards, UPI, netbanking, EMI\)/ }),
    );
    await agreeToTerms(user);
    await user.click(screen.getByRole('button', { name: 'Place order and pay ₹24,000 online' }));

    const failing = await demoPage();
    expect(within(failing).getByText(/₹24,000\.00/)).toBeVisible();
    await user.click(within(failing).getByRole('button', { name: 'Fail the payment' }));
    expect(
      await screen.findByText(
        'The payment did not go through: Payment declined by the demo bank. No money moved.',
      ),
    ).toBeVisible();
    const shopper = app.stores.session.user?.uid ?? '';
    const [order] = await app.ports.orders.listByUser(shopper, 1);
    expect(order).toMatchObject({ paymentMethod: 'online', paymentStatus: 'pending', status: 'pending' });
    expect(order?.onlinePayment?.failure?.reason).toMatch(/declined/);

    await user.click(screen.getByRole('button', { name: 'Try paying again' }));
    await user.click(within(await demoPage()).getByRole('button', { name: 'Pay successfully' }));
    expect(await screen.findByText('Payment received. Thank you! We start on your order now.')).toBeVisible();
    const paid = await app.ports.orders.get(order?.id ?? '');
    expect(paid).toMatchObject({ paymentStatus: 'paid', onlinePayment: { gateway: 'demo' } });
    expect(paid?.onlinePayment?.paymentId).toMatch(/^pay_demo/);
    expect(paid?.onlinePayment?.failure).toBeUndefined();
    expect(paid?.history.at(-1)).toMatchObject({ paymentStatus: 'paid', by: 'care@sheeshamhome.example' });
  });

  it('pays a no-cost EMI plan chosen at checkout: the shop’s discount off, by EMI, as the product page quoted', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    const sofa = await storeProduct(app, { name: 'Udaipur Sofa', price: 24000, stock: 3 });
    const plan = (await app.ports.settings.get()).emiPlans.find((entry) => entry.noCost)!;
    const discount = noCostDiscountPaise(24000_00, plan) / 100;
    const productPage = renderApp(app, `/products/${sofa.id}`);
    const offer = await screen.findByTestId('emi-offer');
    expect(within(offer).getByText(/^EMI from ₹[\d,]+\/month$/)).toBeVisible();
    await user.click(within(offer).getByText(/^EMI from/));
    expect(
      within(offer).getByText(/No-cost EMI: ₹[\d,]+ interest given as an upfront discount by Sheesham Home/),
    ).toBeVisible();
    expect(offer).not.toHaveTextContent(/0% interest/);
    productPage.unmount();

    addToCart(app, sofa);
    renderApp(app, '/checkout');
    await screen.findByRole('heading', { name: 'Checkout', level: 1 });
    await fillAddress(user, VALID_ADDRESS);
    await user.click(
      await screen.findByRole('radio', { name: /Pay online \(cards, UPI, netbanking, EMI\)/ }),
    );
    await user.click(
      screen.getByRole('radio', { name: `No-cost EMI: 6 months, ${plan.lender}, ₹4,000/month` }),
    );
    expect(screen.getByTestId('emi-discount')).toHaveTextContent(`−${formatRupees(discount)}`);
    expect(screen.getByTestId('emi-amount')).toHaveTextContent(formatRupees(24000 - discount));
    // The GST stated is the invoice's: on the sofa's value less the discount.
    expect(screen.getByTestId('gst-included')).toHaveTextContent(
      `Prices include GST: ${formatPaise(splitGst((24000 - discount) * 100, 18, false).igstPaise)} (18%)`,
    );
    expect(screen.getByTestId('no-cost-emi')).toHaveTextContent(
      `${formatRupees(discount)} interest given as an upfront discount by Sheesham Home`,
    );
    await agreeToTerms(user);
    await user.click(
      screen.getByRole('button', { name: `Place order and pay ${formatRupees(24000 - discount)} online` }),
    );

    const page = await demoPage();
    expect(within(page).getByText(/No-cost EMI, 6 months/)).toBeVisible();
    await user.click(within(page).getByRole('button', { name: 'Pay successfully' }));
    expect(await screen.findByText('Payment received. Thank you! We start on your order now.')).toBeVisible();
    const [order] = await app.ports.orders.listByUser(app.stores.session.user?.uid ?? '', 1);
    expect(order).toMatchObject({
      total: 24000,
      paymentStatus: 'paid',
      onlinePayment: { emi: { months: 6, lender: plan.lender, discountPaise: discount * 100 } },
    });
  });

  it('gives the money back through the demo gateway once its shopper cancels a paid order', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    const order = await placeOrderOf(
      app,
      'online-refund',
      { name: 'Nagaur Bench', price: 12000, stock: 2 },
      {
        paymentMethod: 'online',
      },
    );
    await app.ports.onlinePayments.confirm(order.id, await paidOnDemoPage(order.id));

    const view = renderApp(app, `/orders/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    expect(await screen.findByText('Your order has been cancelled.')).toBeVisible();
    await waitFor(async () =>
      expect(await app.ports.orders.get(order.id)).toMatchObject({ paymentStatus: 'refunded' }),
    );
    // Opened again later, the order says where its money went.
    view.unmount();
    renderApp(app, `/orders/${order.id}`);
    expect(await screen.findByTestId('online-refund')).toHaveTextContent(
      /^Refund of ₹12,000\.00 issued on .+ to the card, UPI or bank account it was paid from\./,
    );
    expect(await app.ports.orders.get(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      paymentRefund: 12000,
      onlinePayment: { refund: { state: 'issued', amountPaise: 1_200_000 } },
    });
  });

  it('keeps the order when the shopper leaves the payment page, and pays it from the order page later', async () => {
    const user = userEvent.setup({ delay: null });
    await signInShopper(app);
    const order = await placeOrderOf(
      app,
      'online-later',
      { name: 'Ajmer Bed', price: 30000, stock: 2 },
      {
        paymentMethod: 'online',
      },
    );
    renderApp(app, `/orders/${order.id}`);
    const panel = await screen.findByRole('region', { name: 'Pay ₹30,000 now' });
    expect(within(panel).getByTestId('online-deadline')).toHaveTextContent(
      /^Pay by .+, or the order is cancelled/,
    );
    await user.click(within(panel).getByRole('button', { name: 'Pay now' }));
    await user.click(within(await demoPage()).getByRole('button', { name: 'Leave the payment page' }));
    expect(await within(panel).findByText(/You closed the payment page without paying/)).toBeVisible();
    expect(await app.ports.orders.get(order.id)).toMatchObject({
      paymentStatus: 'pending',
      status: 'pending',
    });
  });

  it('marks nothing paid on a forged proof or a payment of another order; a paid order pays no more', async () => {
    let now = Date.now();
    app = await makeTestApp(undefined, { clock: { now: () => new Date(now).toISOString() } });
    await signInShopper(app);
    const order = await placeOrderOf(
      app,
      'online-forged',
      { name: 'Churu Chair', price: 5000 },
      {
        paymentMethod: 'online',
      },
    );
    const started = await app.ports.onlinePayments.start(order.id);
    if (!started.ok) throw new Error(started.error.code);
    expect(started.value).toMatchObject({
      amountPaise: order.total * 100,
      orderId: order.id,
      gateway: 'demo',
    });
    const forged = {
      paymentId: 'pay_demoForged',
      gatewayOrderId: started.value.gatewayOrderId,
      signature: 'ab'.repeat(32),
    };
    expect(await app.ports.onlinePayments.confirm(order.id, forged)).toEqual({
      ok: false,
      error: { code: 'PAYMENT.NOT_VERIFIED' },
    });

    now += 61_000;
    const other = await placeOrderOf(
      app,
      'online-other',
      { name: 'Churu Stool', price: 900 },
      {
        paymentMethod: 'online',
      },
    );
    const proof = await paidOnDemoPage(other.id);
    // A genuine ₹900 payment, handed in for the ₹5,000 order.
    expect(await app.ports.onlinePayments.confirm(order.id, proof)).toEqual({
      ok: false,
      error: { code: 'PAYMENT.NOT_VERIFIED' },
    });
    expect(await app.ports.orders.get(order.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await app.ports.onlinePayments.confirm(other.id, proof)).toEqual({
      ok: true,
      value: undefined,
    });
    await waitFor(async () =>
      expect(await app.ports.orders.get(other.id)).toMatchObject({ paymentStatus: 'paid' }),
    );
    expect(await app.ports.onlinePayments.start(other.id)).toEqual({
      ok: false,
      error: { code: 'PAYMENT.ALREADY_PAID' },
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';
import {
  TERMS_CONSENT,
  addToCart,
  agreeToTerms,
  fillAddress,
  signInShopper,
  storeProduct,
} from './checkoutHelpers';

// Whole-app renders with typing are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const REFUSAL =
  'Please tick the box to agree to the Terms of Sale and the Return Policy before placing your order.';

let app: TestApp;
let ordersBefore = new Set<string>();
/** The orders placed during the test (the demo shopper already has a few). */
const newOrders = async () =>
  (await app.ports.orders.listByUser(app.stores.session.user?.uid ?? '', 50)).filter(
    (order) => !ordersBefore.has(order.id),
  );

freshAppEachTest(
  async () => {
    app = await makeTestApp();
    await signInShopper(app);
    ordersBefore = new Set();
    ordersBefore = new Set((await newOrders()).map((order) => order.id));
  },
  () =>
    Promise.all([
      import('../../../src/ui/shop/checkout/CheckoutPage'),
      import('../../../src/ui/shop/orders/OrderDetailPage'),
    ]),
);

/** Two chairs at ₹3,000 and a stool at ₹1,500 in its walnut finish: ₹7,500, below free shipping (₹499). */
const fillCart = async () => {
  addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000, stock: 5 }), 2);
  const stool = await storeProduct(app, {
    name: 'Bikaner Stool',
    price: 1500,
    stock: 3,
    variants: [
      {
        id: 'walnut',
        size: 'Small',
        color: 'Walnut',
        priceModifier: 0,
        sku: 'STOOL-W',
        images: [],
        stock: 3,
      },
    ],
  });
  addToCart(app, stool, 1, stool.variants[0] ?? null);
};

const openCheckout = async () => {
  const view = renderApp(app, '/checkout');
  await screen.findByRole('heading', { name: 'Checkout', level: 1 });
  return view;
};

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const consentBox = () => screen.getByRole('checkbox', { name: TERMS_CONSENT });

describe('the price breakup before the order is placed', () => {
  it('shows each line, the shipping, the GST included and the total, and the button pays exactly that total', async () => {
    await fillCart();
    await openCheckout();
    const items = within(summary().getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Jaipur Chair');
    expect(items[0]).toHaveTextContent('Qty 2 × ₹3,000');
    expect(items[0]).toHaveTextContent('₹6,000');
    expect(items[1]).toHaveTextContent('Bikaner Stool');
    expect(items[1]).toHaveTextContent('Size: Small · Colour: Walnut');
    expect(items[1]).toHaveTextContent('Qty 1 × ₹1,500');
    expect(summary().getByTestId('subtotal')).toHaveTextContent('₹7,500');
    expect(summary().getByTestId('shipping')).toHaveTextContent('₹499');
    expect(summary().getByTestId('total')).toHaveTextContent('₹7,999');
    // Each line and the shipping taxed at 18% on its own, rounded to the paisa: ₹915.25 + ₹228.81 + ₹76.12.
    expect(summary().getByTestId('gst-included')).toHaveTextContent('Prices include GST: ₹1,220.18 (18%).');
    expect(summary().getByRole('button', { name: 'Place order and pay ₹7,999 on delivery' })).toBeEnabled();
  });
});

describe('consent to the Terms of Sale and the Return Policy', () => {
  it('is never ticked in advance, links both documents in a new tab, and is required', async () => {
    await fillCart();
    await openCheckout();
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).toBeRequired();
    const terms = summary().getByRole('link', { name: 'Terms of Sale' });
    const returns = summary().getByRole('link', { name: 'Return Policy' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(returns).toHaveAttribute('href', '/returns');
    for (const link of [terms, returns]) expect(link).toHaveAttribute('target', '_blank');
    expect(consentBox()).toHaveAccessibleDescription(
      'Both open in a new tab, so nothing you entered here is lost.',
    );
  });

  it('refuses to place the order without it: the message at the box, the focus on it, no order and the cart kept', async () => {
    const user = userEvent.setup({ delay: null });
    await fillCart();
    await openCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: /^Place order and pay/ }));
    expect(await screen.findByTestId('terms-consent-error')).toHaveTextContent(REFUSAL);
    await waitFor(() => expect(consentBox()).toHaveFocus());
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleDescription(new RegExp(`^${REFUSAL}`));
    expect(await newOrders()).toHaveLength(0);
    expect(app.stores.cart.totalItems).toBe(3);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('12 MG Road');

    await agreeToTerms(user);
    expect(screen.queryByTestId('terms-consent-error')).toBeNull();
    expect(consentBox()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Place order and pay ₹7,999 on delivery' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?placed=1'));
    const [order] = await newOrders();
    expect(order).toMatchObject({ total: 7999, subtotal: 7500, shipping: 499, paymentMethod: 'cod' });
    expect(order?.termsAcceptedAt).toBe(order?.createdAt);
  });

  it('says everything left to do at once: the address first, with the consent message waiting at the box', async () => {
    const user = userEvent.setup({ delay: null });
    await fillCart();
    await openCheckout();
    await user.clear(screen.getByRole('textbox', { name: /^Full name/ }));
    await user.click(screen.getByRole('button', { name: /^Place order and pay/ }));
    expect(await screen.findByText("Please enter the recipient's full name.")).toBeInTheDocument();
    expect(screen.getByTestId('terms-consent-error')).toHaveTextContent(REFUSAL);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveFocus());
  });

  it('asks again on every visit: neither a later visit nor a reload finds it ticked', async () => {
    const user = userEvent.setup({ delay: null });
    await fillCart();
    const first = await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    expect(consentBox()).toBeChecked();
    first.unmount();

    const again = await openCheckout();
    expect(consentBox()).not.toBeChecked();
    // What was typed is kept; only the consent is asked for afresh.
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('12 MG Road');
    await agreeToTerms(user);
    again.unmount();

    app = await makeTestApp(app.storage);
    await signInShopper(app);
    await fillCart();
    await openCheckout();
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('12 MG Road');
    expect(consentBox()).not.toBeChecked();
  });
});

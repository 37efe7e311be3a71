import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShopSettings } from '../../../src/domain/settings/ShopSettings';
import { ROOT_KEY } from '../../../src/ui/app/stores/RootPersistence';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';
import {
  VALID_ADDRESS,
  addToCart,
  agreeToTerms,
  fillAddress,
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
      import('../../../src/ui/shop/cart/CartPage'),
      import('../../../src/ui/shop/checkout/CheckoutPage'),
      import('../../../src/ui/shop/orders/OrderDetailPage'),
    ]),
);

const deliveryBox = () => screen.getByRole('form', { name: 'Check delivery' });
const check = async (user: ReturnType<typeof userEvent.setup>, pincode: string) => {
  const box = within(deliveryBox());
  await user.clear(box.getByRole('textbox', { name: 'Pincode' }));
  await user.type(box.getByRole('textbox', { name: 'Pincode' }), pincode);
  await user.click(box.getByRole('button', { name: 'Check' }));
  return box.getByTestId('delivery-answer');
};

describe("the cart's 'Check delivery'", () => {
  it('answers each kind of pincode and remembers the last good one with the cart, across a reload', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000 }));
    const view = renderApp(app, '/cart');
    await screen.findByRole('heading', { name: 'Order summary' });

    const served = await check(user, '342001');
    await waitFor(() => expect(served).toHaveTextContent(/^Delivery by \w{3}, \d{1,2} \w{3}/));
    expect(served).toHaveTextContent('Cash on delivery available for orders up to ₹1,00,000');
    expect(await check(user, '781001')).toHaveTextContent('Cash on delivery not available for this pincode');
    expect(await check(user, '744101')).toHaveTextContent('Sorry, we do not deliver to 744101 yet.');
    expect(await check(user, '91234')).toHaveTextContent('Please enter a valid 6-digit pincode.');
    expect(app.stores.cart.pincode).toBe('744101');
    await waitFor(() => expect(app.storage.getItem(ROOT_KEY)).toContain('"pincode":"744101"'));
    view.unmount();

    app = await makeTestApp(app.storage);
    renderApp(app, '/cart');
    await screen.findByRole('heading', { name: 'Order summary' });
    expect(within(deliveryBox()).getByRole('textbox', { name: 'Pincode' })).toHaveValue('744101');
    expect(await within(deliveryBox()).findByText('Sorry, we do not deliver to 744101 yet.')).toBeVisible();
  });
});

/** The shopper at /checkout with a ₹60,000 sofa: above the demo zones' ₹50,000 cash-on-delivery limit. */
const checkoutWithSofa = async () => {
  const user = userEvent.setup({ delay: null });
  await signInShopper(app);
  addToCart(app, await storeProduct(app, { name: 'Udaipur Sofa', price: 60000, stock: 3 }));
  renderApp(app, '/checkout');
  await screen.findByRole('heading', { name: 'Checkout', level: 1 });
  return user;
};

describe('checkout by zone, and UPI', () => {
  it('blocks an unserved pincode, keeps what was typed, refuses cash above the limit and takes UPI by UTR', async () => {
    const user = await checkoutWithSofa();
    await fillAddress(user, { ...VALID_ADDRESS, pincode: '744101' });
    expect(await screen.findByText('Sorry, we do not deliver to 744101 yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^PIN code/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('12 MG Road');
    const shopper = app.stores.session.user?.uid ?? '';
    const before = (await app.ports.orders.listByUser(shopper, 50)).length;

    await fillAddress(user, { pincode: '900001' });
    expect(await screen.findByText('Sorry, we do not deliver to 900001 yet.')).toBeVisible();
    await fillAddress(user, { pincode: '560001' });
    expect(await screen.findByText(/^Delivery by /)).toBeVisible();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(
      screen.getByText('Cash on delivery is available for orders up to ₹50,000 to this pincode.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    await agreeToTerms(user);
    await user.click(screen.getByRole('button', { name: 'Place order and pay ₹60,000 by UPI' }));

    const panel = await screen.findByRole('region', { name: 'Pay ₹60,000 with UPI' });
    const link = within(panel).getByRole('link', { name: 'Pay with a UPI app' });
    expect(link.getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=sheeshamhome\.demo%40fictitious&pn=.+&am=60000\.00&cu=INR&tn=/,
    );
    expect(within(panel).getByRole('img', { name: /UPI QR code/ })).toBeVisible();
    const orders = await app.ports.orders.listByUser(shopper, 50);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'pending', total: 60000 });

    await user.type(within(panel).getByRole('textbox', { name: 'UPI transaction ID (UTR)' }), '4123');
    await user.click(within(panel).getByRole('button', { name: 'I have paid' }));
    expect(
      await within(panel).findByText('Please enter the 12-digit UTR shown in your UPI app.'),
    ).toBeVisible();
    await user.type(within(panel).getByRole('textbox', { name: 'UPI transaction ID (UTR)' }), '56789012');
    await user.click(within(panel).getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Thank you! We will confirm your payment shortly.')).toBeVisible();
    expect(screen.getAllByTestId('payment-status')[0]).toHaveTextContent('Verifying payment');
    expect(await app.ports.orders.get(orders[0]?.id ?? '')).toMatchObject({
      utr: '412356789012',
    });
  });

  it('offers to place only once the shop’s settings are here: an order above the cash limit then goes by UPI', async () => {
    // The settings reach the page only when the test lets them, as on a slow connection.
    let deliver: () => void = () => undefined;
    app = await makeTestApp(undefined, {
      wrap: ({ settings }) => ({
        settings: {
          get: () => settings.get(),
          save: (next: ShopSettings) => settings.save(next),
          subscribe: (listener: (next: ShopSettings) => void, onError: (error: unknown) => void) => {
            let stop: () => void = () => undefined;
            deliver = () => (stop = settings.subscribe(listener, onError));
            return () => stop();
          },
        },
      }),
    });
    withoutPrepaidOffer(app);
    const user = await checkoutWithSofa();
    await fillAddress(user, { ...VALID_ADDRESS, pincode: '560001' });
    await agreeToTerms(user);
    const place = screen.getByRole('button', { name: /^Loading/ });
    expect(place).toBeDisabled();
    await user.click(place);
    expect(screen.queryByTestId('checkout-error')).toBeNull();

    act(() => deliver());
    await user.click(await screen.findByRole('button', { name: 'Place order and pay ₹60,000 by UPI' }));
    expect(await screen.findByRole('region', { name: 'Pay ₹60,000 with UPI' })).toBeVisible();
    const orders = await app.ports.orders.listByUser(app.stores.session.user?.uid ?? '', 50);
    expect(orders[0]).toMatchObject({ paymentMethod: 'upi', total: 60000 });
  });
});

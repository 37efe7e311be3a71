import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newOffer } from '../../../src/domain/offers/Offer';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';
import {
  addToCart,
  agreeToTerms,
  fillAddress,
  signInShopper,
  storeProduct,
  switchToAdmin,
} from './checkoutHelpers';

// Whole-app renders with typing are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

let app: TestApp;

freshAppEachTest(
  async () => {
    app = await makeTestApp();
    await signInShopper(app);
  },
  () =>
    Promise.all([
      import('../../../src/ui/shop/cart/CartPage'),
      import('../../../src/ui/shop/checkout/CheckoutPage'),
      import('../../../src/ui/shop/orders/OrderDetailPage'),
    ]),
);

/** Two chairs at ₹3,000 and a stool at ₹1,500: ₹7,500. */
const fillCart = async () => {
  addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000, stock: 5 }), 2);
  addToCart(app, await storeProduct(app, { name: 'Bikaner Stool', price: 1500, stock: 3 }), 1);
};

/** A coupon the demo's owner adds, as from admin → Offers. */
const addCoupon = async (fields: Parameters<typeof newOffer>[0]) => {
  await switchToAdmin(app);
  await act(async () => {
    const saved = await app.ports.offers.save(newOffer(fields, '2024-01-01T00:00:00.000Z'), true);
    if (!saved.ok) throw new Error(saved.error.code);
  });
  await act(async () => {
    await app.stores.session.signOut();
  });
  await signInShopper(app);
};

const couponBox = () => screen.getByRole('textbox', { name: 'Coupon code' });
const summaryOf = (name: string) => within(screen.getByRole('region', { name }));

describe('coupons in the cart', () => {
  it("answers each code the cart cannot use in the shop's words, and keeps what was typed when no offer has it", async () => {
    const user = userEvent.setup({ delay: null });
    await fillCart();
    renderApp(app, '/cart');
    await screen.findByRole('heading', { name: 'Shopping Cart', level: 1 });
    await user.type(couponBox(), 'nosuch{Enter}');
    expect(await screen.findByText('There is no offer with the code nosuch')).toBeVisible();
    expect(couponBox()).toHaveValue('nosuch');
    expect(couponBox()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(couponBox());
    await user.type(couponBox(), 'diwali25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('coupon-status')).toHaveTextContent('This code has expired');
    // Applied, it stays so across a reload.
    const reloaded = await makeTestApp(app.storage);
    const { unmount } = renderApp(reloaded, '/cart');
    await waitFor(() => expect(screen.getAllByTestId('coupon-status')).toHaveLength(2));
    expect(screen.getAllByTestId('coupon-status')[1]).toHaveTextContent('This code has expired');
    unmount();
    await user.click(screen.getByRole('button', { name: 'Remove coupon DIWALI25' }));

    // The demo shopper has ordered before.
    await user.type(couponBox(), 'WELCOME500{Enter}');
    expect(await screen.findByTestId('coupon-status')).toHaveTextContent('This code is for your first order');
    expect(summaryOf('Order summary').queryByTestId('discount')).toBeNull();
    expect(summaryOf('Order summary').getByTestId('total')).toHaveTextContent('₹7,999');
  });

  it('says how much more a coupon needs, lists it under "Offers for you", and takes it off once the cart qualifies', async () => {
    await addCoupon({
      id: 'TENOFF',
      code: 'TENOFF',
      kind: 'percent',
      value: 10,
      maxDiscount: 1000,
      minOrderValue: 8000,
    });
    const user = userEvent.setup({ delay: null });
    await fillCart();
    renderApp(app, '/cart');
    const offers = within(await screen.findByRole('region', { name: 'Offers for you' }));
    const listed = offers.getAllByRole('listitem');
    // Best first: 10% of ₹7,500 before 5% of it.
    expect(listed[0]).toHaveTextContent('TENOFF: 10% off, up to ₹1,000');
    expect(listed[0]).toHaveTextContent('Add ₹500 more to use TENOFF');
    expect(listed[1]).toHaveTextContent('5% off, up to ₹2,500');
    expect(listed[1]).toHaveTextContent('For orders paid by UPI or online');

    await user.type(couponBox(), 'tenoff{Enter}');
    expect(await screen.findByTestId('coupon-status')).toHaveTextContent('Add ₹500 more to use TENOFF');
    act(() => app.stores.cart.setQuantity(app.stores.cart.items[1]!.key, 2));
    await waitFor(() =>
      expect(screen.getByTestId('coupon-status')).toHaveTextContent('Applied: you save ₹900'),
    );
    const summary = summaryOf('Order summary');
    expect(summary.getByTestId('subtotal')).toHaveTextContent('₹9,000');
    expect(summary.getByTestId('discount')).toHaveTextContent('−₹900');
    expect(summary.getByText('Discount (TENOFF)')).toBeVisible();
    expect(summary.getByTestId('total')).toHaveTextContent('₹8,599');
  });
});

describe('offers at checkout and on the order', () => {
  it('takes the prepaid offer off when the shopper pays by UPI; the order records exactly the breakup shown', async () => {
    const user = userEvent.setup({ delay: null });
    await fillCart();
    renderApp(app, '/checkout');
    await screen.findByRole('heading', { name: 'Checkout', level: 1 });
    const summary = summaryOf('Order summary');
    expect(summary.queryByTestId('discount')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^UPI/ }));
    await waitFor(() => expect(summary.getByTestId('discount')).toHaveTextContent('−₹375'));
    expect(summary.getByText('Discount (5% off, up to ₹2,500)')).toBeVisible();
    expect(summary.getByTestId('total')).toHaveTextContent('₹7,624');
    await fillAddress(user);
    await agreeToTerms(user);
    await user.click(screen.getByRole('button', { name: 'Place order and pay ₹7,624 by UPI' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?placed=1'));
    const id = decodeURIComponent(
      /\/orders\/([^?]+)/.exec(screen.getByTestId('location').textContent ?? '')?.[1] ?? '',
    );
    const order = await app.ports.orders.get(id);
    expect(order).toMatchObject({
      subtotal: 7500,
      shipping: 499,
      discount: 375,
      total: 7624,
      offerIds: ['auto-prepaid'],
      lineDiscounts: [300, 75],
    });
    const breakup = await screen.findByTestId('discount');
    expect(breakup).toHaveTextContent('−₹375');
    expect(screen.getByText('Discount (offer)')).toBeVisible();
    expect((await app.ports.offers.listAll()).find((offer) => offer.id === 'auto-prepaid')).toMatchObject({
      redeemed: 1,
      discountGiven: 375,
    });

    // The owner follows the offer's count to its orders.
    await switchToAdmin(app);
    renderApp(app, '/admin/offers');
    await user.click(await screen.findByRole('link', { name: '1 orders with 5% off, up to ₹2,500' }));
    expect(await screen.findByText(/Orders placed with/)).toHaveTextContent(
      'Orders placed with the automatic offer',
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('₹7,624');
  });
});

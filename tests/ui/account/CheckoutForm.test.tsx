import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';
import {
  VALID_ADDRESS,
  addToCart,
  agreeToTerms,
  fillAddress,
  openCheckoutStore,
  signInShopper,
  storeProduct,
} from './checkoutHelpers';
import { checkoutStoreOf } from '../../../src/ui/shop/checkout/checkoutStores';

// Whole-app renders with typing are slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

let app: TestApp;

freshAppEachTest(
  async () => {
    app = await makeTestApp();
    await signInShopper(app);
    ordersBefore = new Set();
    ordersBefore = new Set((await shopperOrders()).map((order) => order.id));
  },
  () =>
    Promise.all([
      import('../../../src/ui/shop/checkout/CheckoutPage'),
      import('../../../src/ui/shop/orders/OrderDetailPage'),
    ]),
);

// While placing, the button reads 'Placing order…'.
const placeOrderButton = () => screen.getByRole('button', { name: /^Plac(e|ing) order/ });
/** The orders placed during the test (the demo shopper already has a few). */
let ordersBefore = new Set<string>();
const shopperOrders = async () =>
  (await app.ports.orders.listByUser(app.stores.session.user?.uid ?? '', 50)).filter(
    (order) => !ordersBefore.has(order.id),
  );

const openCheckout = async () => {
  renderApp(app, '/checkout');
  return screen.findByRole('heading', { name: 'Checkout', level: 1 });
};

describe('the checkout draft', () => {
  it('keeps what was typed across a reload, for the same account only', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000 }));
    const view = renderApp(app, '/checkout');
    await screen.findByRole('heading', { name: 'Checkout', level: 1 });
    await fillAddress(user, { ...VALID_ADDRESS, line1: 'Flat 4, Lake View', city: 'Udaipur' });
    view.unmount();

    app = await makeTestApp(app.storage);
    await signInShopper(app);
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000 }));
    const again = renderApp(app, '/checkout');
    await screen.findByRole('heading', { name: 'Checkout', level: 1 });
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('Flat 4, Lake View');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Udaipur');
    again.unmount();

    app = await makeTestApp(app.storage);
    await act(async () => {
      const result = await app.stores.session.signIn('newbie@demo.shop', 'newbie123');
      if (!result.ok) throw new Error(result.message);
    });
    checkoutStoreOf(app.stores).prepare(app.stores.session.user?.uid ?? '', '');
    expect(checkoutStoreOf(app.stores).form.line1).toBe('');
    expect(checkoutStoreOf(app.stores).form.city).toBe('');
  });

  it('reuses the order id of an attempt made before a reload, and forgets the draft once the order is placed', async () => {
    const product = await storeProduct(app, { name: 'Jaipur Chair', price: 3000, stock: 5 });
    const repository = app.ports.orders;
    const ids: string[] = [];
    vi.spyOn(repository, 'placeOrder').mockImplementation(async (request) => {
      ids.push(request.orderId);
      throw new Error('network down');
    });
    addToCart(app, product);
    const checkout = await openCheckoutStore(app);
    for (const [field, value] of Object.entries({ ...VALID_ADDRESS, phone: '9876543210' }))
      checkout.setField(field as keyof typeof VALID_ADDRESS, value);
    checkout.setTermsAccepted(true);
    expect((await checkout.placeOrder()).ok).toBe(false);
    expect(ids).toHaveLength(1);
    vi.restoreAllMocks();

    const storage = app.storage;
    app = await makeTestApp(storage);
    await signInShopper(app);
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000, stock: 5 }));
    const reopened = await openCheckoutStore(app);
    expect(reopened.termsAccepted).toBe(false);
    reopened.setTermsAccepted(true);
    const placed = await reopened.placeOrder();
    expect(placed).toMatchObject({ ok: true, order: { id: ids[0] } });
    expect(storage.getItem('checkoutDraft')).toBeNull();
  });

  it('starts from an empty form when the stored draft cannot be read', async () => {
    app.storage.setItem('checkoutDraft', '{not json');
    app = await makeTestApp(app.storage);
    await signInShopper(app);
    checkoutStoreOf(app.stores).prepare(app.stores.session.user?.uid ?? '', 'Priya Sharma');
    expect(checkoutStoreOf(app.stores).form).toMatchObject({ name: 'Priya Sharma', line1: '', city: '' });
  });
});

describe('checkout address form', () => {
  it('shows every missing-field message at once and keeps the order unplaced', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000 }));
    await openCheckout();
    await user.clear(screen.getByRole('textbox', { name: /^Full name/ }));
    await user.click(placeOrderButton());
    for (const message of [
      "Please enter the recipient's full name.",
      'Please enter a mobile number.',
      'Please enter the house number and street.',
      'Please enter the city.',
      'Please choose a state or union territory.',
      'Please enter the PIN code.',
    ]) {
      const shown = await screen.findByText(message);
      // Each message describes its field, so a screen reader reads it out wherever the field takes the focus.
      const field = document.querySelector(`[aria-describedby~="${shown.id}"]`);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveFocus());
    expect(await shopperOrders()).toHaveLength(0);
    expect(app.stores.cart.totalItems).toBe(1);
  });

  it('explains malformed values and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000 }));
    await openCheckout();
    const long = 'x'.repeat(121);
    await fillAddress(user, {
      ...VALID_ADDRESS,
      name: 'A',
      phone: '12345',
      pincode: '01234',
      city: 'c'.repeat(61),
    });
    await user.click(screen.getByRole('textbox', { name: /^Address line 2/ }));
    await user.paste(long);
    await user.click(placeOrderButton());
    expect(await screen.findByText('Name must be between 2 and 60 characters.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid 10-digit Indian mobile number (starting with 6, 7, 8 or 9).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 6-digit PIN code.')).toBeInTheDocument();
    expect(screen.getByText('City must be at most 60 characters.')).toBeInTheDocument();
    expect(screen.getByText('Address line 2 must be at most 120 characters.')).toBeInTheDocument();
    // What was typed stays, errors and all.
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue('12345');
    expect(screen.getByRole('textbox', { name: /^PIN code/ })).toHaveValue('01234');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('A');
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('12 MG Road');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka');
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await shopperOrders()).toHaveLength(0);
  });

  it('refuses an over-long first address line', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { price: 3000 }));
    await openCheckout();
    await fillAddress(user, { ...VALID_ADDRESS, line1: 'y'.repeat(121) });
    await user.click(placeOrderButton());
    expect(await screen.findByText('Address line 1 must be at most 120 characters.')).toBeInTheDocument();
  });

  it('checks a field when it is left, and clears its message once corrected', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { price: 3000 }));
    await openCheckout();
    const phone = screen.getByRole('textbox', { name: /^Mobile number/ });
    await user.type(phone, '55555');
    await user.tab();
    const message = 'Please enter a valid 10-digit Indian mobile number (starting with 6, 7, 8 or 9).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+91 98765-43210');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });
});

describe('the state and the PIN code', () => {
  it('fills in the state from the PIN code, and refuses a state the PIN code is not in until it is put right', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { price: 3000 }));
    await openCheckout();
    const state = screen.getByRole('combobox', { name: /^State/ });
    await fillAddress(user, { ...VALID_ADDRESS, state: undefined, pincode: '110 001' });
    expect(state).toHaveValue('Delhi');

    await user.selectOptions(state, 'Karnataka');
    await user.tab();
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    const message = 'This PIN code is in Delhi, not Karnataka. Please check the PIN code or the state.';
    const pincode = screen.getByRole('textbox', { name: /^PIN code/ });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(pincode).toHaveAccessibleErrorMessage(message);
    expect(pincode).toHaveValue('110 001');

    await user.selectOptions(state, 'Delhi');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });
});

describe('a shared computer', () => {
  it('does not show one shopper’s typed address to the next', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { price: 3000 }));
    const view = renderApp(app, '/checkout');
    await screen.findByRole('heading', { name: 'Checkout', level: 1 });
    await fillAddress(user);
    view.unmount();
    await act(async () => {
      await app.stores.session.signOut();
      await app.stores.session.signIn('admin@demo.shop', 'admin123');
    });
    await openCheckout();
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Demo Admin');
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue('');
  });
});

describe('placing the order', () => {
  it('places exactly one order on a double click, empties the cart after success and shows the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await storeProduct(app, { name: 'Jaipur Chair', price: 3000, stock: 5 });
    addToCart(app, product, 2);
    await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    await user.dblClick(placeOrderButton());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/\w+\?placed=1$/),
    );
    const orders = await shopperOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.lines).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 2, unitPrice: 3000 }),
    ]);
    expect(orders[0]?.shippingAddress).toMatchObject({
      phone: '9876543210',
      state: 'Karnataka',
      pincode: '560001',
    });
    expect((await app.ports.products.getById(product.id))?.stock).toBe(3);
    expect(app.stores.cart.isEmpty).toBe(true);
    expect(await screen.findByText('Thank you! Your order has been placed.')).toBeInTheDocument();
    expect(screen.getByTestId('placed-order-id')).toHaveTextContent(`#${shortOrderId(orders[0]?.id ?? '-')}`);
    // The button pressed is gone with the checkout: the focus is on the confirmation, not the page body.
    const confirmation = screen
      .getByText('Thank you! Your order has been placed.')
      .closest<HTMLElement>('[tabindex="-1"]');
    expect(confirmation).toHaveTextContent(`#${shortOrderId(orders[0]?.id ?? '-')}`);
    await waitFor(() => expect(confirmation).toHaveFocus());
  });

  it('disables the button while the order is being placed', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { price: 3000 }));
    const repository = app.ports.orders;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = repository.placeOrder.bind(repository);
    const spy = vi.spyOn(repository, 'placeOrder').mockImplementation(async (request) => {
      await gate;
      return original(request);
    });
    await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    await user.click(placeOrderButton());
    await waitFor(() => expect(placeOrderButton()).toBeDisabled());
    await user.click(placeOrderButton());
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?placed=1'));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('reuses the same order id when the shopper retries after a network failure', async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { price: 3000 }));
    const repository = app.ports.orders;
    const original = repository.placeOrder.bind(repository);
    const spy = vi
      .spyOn(repository, 'placeOrder')
      .mockImplementationOnce(async (request) => {
        // The order is stored, but the answer never reaches the shopper.
        await original(request);
        throw new Error('network down');
      })
      .mockImplementation(original);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    await user.click(placeOrderButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(/could not place your order/);
    expect(app.stores.cart.totalItems).toBe(1);
    await user.click(placeOrderButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?placed=1'));
    expect(spy.mock.calls[0]?.[0].orderId).toBe(spy.mock.calls[1]?.[0].orderId);
    expect(await shopperOrders()).toHaveLength(1);
  });

  it('names the product that ran out of stock and keeps the cart', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await storeProduct(app, { name: 'Udaipur Bed', price: 20000, stock: 3 });
    addToCart(app, product, 2);
    await app.ports.products.update(product.id, { stock: 1 });
    await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    await user.click(placeOrderButton());
    const alert = await screen.findByTestId('checkout-error');
    expect(alert).toHaveTextContent('Only 1 of Udaipur Bed is left in stock. Please reduce the quantity.');
    expect(within(alert).getByRole('link', { name: 'Review your cart' })).toHaveAttribute('href', '/cart');
    expect(app.stores.cart.items).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('12 MG Road');
    expect(await shopperOrders()).toHaveLength(0);
  });

  it('says a sold-out product is out of stock', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await storeProduct(app, { name: 'Agra Table', price: 9000, stock: 3 });
    addToCart(app, product);
    await app.ports.products.update(product.id, { stock: 0 });
    await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    await user.click(placeOrderButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Agra Table is out of stock. Please remove it from your cart.',
    );
    expect(app.stores.cart.totalItems).toBe(1);
  });

  it('reports a changed price, shows the new price in the cart, and places the order on the next try', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await storeProduct(app, { name: 'Jaipur Chair', price: 3000, stock: 5 });
    addToCart(app, product);
    await app.ports.products.update(product.id, { price: 3500 });
    await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    await user.click(placeOrderButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'The price of Jaipur Chair has changed from ₹3,000 to ₹3,500. Please review your cart.',
    );
    expect(app.stores.cart.items[0]?.price).toBe(3500);
    expect(screen.getByTestId('total')).toHaveTextContent('₹3,999');
    await user.click(placeOrderButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?placed=1'));
    expect((await shopperOrders())[0]?.total).toBe(3999);
  });

  it("says when the shopper's account must wait before another order, and keeps the cart", async () => {
    const user = userEvent.setup({ delay: null });
    const product = await storeProduct(app, { name: 'Jaipur Chair', price: 3000, stock: 5 });
    const placed = await app.ports.orders.placeOrder({
      orderId: 'justbefore',
      userId: app.stores.session.user?.uid ?? '',
      customerEmail: 'shopper@demo.shop',
      lines: [{ productId: product.id, variantId: null, quantity: 1, expectedUnitPrice: 3000 }],
      shippingAddress: { ...VALID_ADDRESS, phone: '9876543210', line2: '' },
      paymentMethod: 'cod',
      termsAccepted: true,
    });
    expect(placed.ok).toBe(true);
    addToCart(app, product, 2);
    await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    await user.click(placeOrderButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      /You have just placed an order\. Please wait \d+ seconds? before placing another\./,
    );
    expect(app.stores.cart.totalItems).toBe(2);
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue(VALID_ADDRESS.name);
    expect((await shopperOrders()).map((order) => order.id)).toEqual(['justbefore']);
  });

  it('names a product that is no longer sold', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await storeProduct(app, { name: 'Old Stool', price: 1500 });
    addToCart(app, product);
    await app.ports.products.update(product.id, { isActive: false });
    await openCheckout();
    await fillAddress(user);
    await agreeToTerms(user);
    await user.click(placeOrderButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Old Stool is no longer available. Please remove it from your cart.',
    );
  });

  it('offers the way back to the shop when the cart is empty', async () => {
    await act(async () => undefined);
    renderApp(app, '/checkout');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toBeInTheDocument();
  });
});

import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/Product';
import type { CheckoutStore, PlaceOrderOutcome } from '../../../src/ui/shop/checkout/CheckoutStore';
import type { StallingOrderRepository } from '../../support/StallingOrderRepository';
import { makeStalledCheckoutApp } from '../helpers/stalledCheckoutApp';
import type { TestApp } from '../helpers/testApp';
import { addToCart, openCheckoutStore, signInShopper, storeProduct, VALID_ADDRESS } from './checkoutHelpers';

/**
 * The checkout on a dropping connection, on the real stores with a repository that holds each placeOrder until the
 * test answers it, and the device's network switched by hand; the clock is Vitest's.
 */
let app: TestApp & { orders: StallingOrderRepository };
let checkout: CheckoutStore;
let product: Product;
let uid: string;
const TYPED = { ...VALID_ADDRESS, phone: '9876543210', line2: 'Near the lake' };

const openCheckout = async (storage?: TestApp['storage']): Promise<void> => {
  app = await makeStalledCheckoutApp(storage);
  await signInShopper(app);
  uid = app.stores.session.user?.uid ?? '';
  checkout = await openCheckoutStore(app);
};

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await openCheckout();
  product = await storeProduct(app, { name: 'Jaisalmer Bench', price: 9000, stock: 4 });
  addToCart(app, product);
  for (const [field, value] of Object.entries(TYPED)) checkout.setField(field as keyof typeof TYPED, value);
  checkout.setTermsAccepted(true);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets held promises and the network's events run, and the clock move on by `ms`. */
const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const setOnline = async (online: boolean) => {
  app.connectivity.setOnline(online);
  await wait();
};
const call = (index: number) => {
  const held = app.orders.calls[index];
  if (!held) throw new Error(`No placeOrder call ${index}`);
  return held;
};
const benchOrders = async () =>
  (await app.orders.listByUser(uid, 50)).filter((order) => order.lines[0]?.productId === product.id);
const benchStock = async () => (await app.ports.products.getById(product.id))?.stock;

/** Starts placing; the outcome, once there is one, lands in `outcome`. */
let outcome: PlaceOrderOutcome | undefined;
const placeOrder = async () => {
  outcome = undefined;
  void checkout.placeOrder().then((end) => (outcome = end));
  await wait();
};

describe('placing an order that gets no answer', () => {
  it('says the shopper seems to be offline within 8 s of Place order (at 7 s), not before, and keeps placing', async () => {
    await placeOrder();
    await wait(6_999);
    expect(checkout.waitingForNetwork).toBe(false);
    await wait(1);
    expect(checkout.waitingForNetwork).toBe(true);
    expect(checkout.placing).toBe(true);
    expect(outcome).toBeUndefined();

    await call(0).answer();
    await wait();
    expect(outcome).toMatchObject({ ok: true });
    expect(checkout.waitingForNetwork).toBe(false);
    expect(await benchOrders()).toHaveLength(1);
  });

  it('places the order once, with the same order id, when the connection returns after a failure', async () => {
    await placeOrder();
    await setOnline(false);
    call(0).fail();
    await wait();
    expect(checkout.waitingForNetwork).toBe(true);
    await wait(5 * 60_000);
    expect(app.orders.calls).toHaveLength(1);
    expect(outcome).toBeUndefined();

    await setOnline(true);
    expect(app.orders.calls).toHaveLength(2);
    expect(call(1).request.orderId).toBe(call(0).request.orderId);
    await call(1).answer();
    await wait();
    expect(outcome).toMatchObject({ ok: true, order: { id: call(0).request.orderId } });
    expect(await benchOrders()).toHaveLength(1);
    expect(await benchStock()).toBe(3);
    expect(app.stores.cart.isEmpty).toBe(true);
    expect(app.storage.getItem('checkoutDraft')).toBeNull();
  });

  it('counts the order once when the first attempt committed but its answer was lost', async () => {
    await placeOrder();
    await setOnline(false);
    await call(0).loseAnswer();
    await setOnline(true);
    await call(1).answer();
    await wait();
    expect(outcome).toMatchObject({ ok: true, order: { id: call(0).request.orderId } });
    expect(await benchOrders()).toHaveLength(1);
    expect(await benchStock()).toBe(3);
  });

  it('replaces an attempt left hanging by the drop, and counts a late answer of either attempt once', async () => {
    await placeOrder();
    await setOnline(false);
    await setOnline(true);
    expect(app.orders.calls).toHaveLength(2);
    expect(call(0).request.signal?.aborted).toBe(true);
    // The first attempt was already committing: its success comes late, after the retry has begun.
    await call(0).answer({ alreadyCommitting: true });
    await wait();
    expect(outcome).toMatchObject({ ok: true });
    // The retry's answer names the same order: it is not a second one, nor one placed behind the shopper's back.
    await call(1).answer();
    await wait();
    expect(await benchOrders()).toHaveLength(1);
    expect(checkout.placedLate).toBeNull();
  });

  it('retries after a pause when a network failure comes while the device says it is online', async () => {
    await placeOrder();
    call(0).fail();
    await wait();
    expect(checkout.waitingForNetwork).toBe(true);
    await wait(4999);
    expect(app.orders.calls).toHaveLength(1);
    await wait(1);
    expect(app.orders.calls).toHaveLength(2);
    await call(1).answer();
    await wait();
    expect(outcome).toMatchObject({ ok: true });
  });
});

describe('cancelling while waiting for the network', () => {
  const placeAndCancel = async () => {
    await placeOrder();
    await setOnline(false);
    await wait(8_000);
    expect(checkout.waitingForNetwork).toBe(true);
    await act(() => checkout.cancelPlacing());
    await wait();
  };

  it('stops trying, places nothing even back online, and keeps the form, the cart and the draft', async () => {
    await placeAndCancel();
    expect(outcome).toMatchObject({ ok: false, kind: 'cancelled' });
    expect(checkout).toMatchObject({ placing: false, waitingForNetwork: false, error: null });
    expect(call(0).request.signal?.aborted).toBe(true);

    await setOnline(true);
    await wait(10 * 60_000);
    expect(app.orders.calls).toHaveLength(1);
    // The held attempt reaches the shop only now: it sees the abort and writes nothing.
    await call(0).answer();
    await wait();
    expect(await benchOrders()).toHaveLength(0);
    expect(await benchStock()).toBe(4);
    expect(checkout.form).toMatchObject(TYPED);
    expect(app.stores.cart.totalItems).toBe(1);
    expect(JSON.parse(app.storage.getItem('checkoutDraft') ?? '{}')).toMatchObject({
      form: TYPED,
      orderId: call(0).request.orderId,
    });
  });

  it('places with the same order id when the shopper tries again, also after a reload', async () => {
    await placeAndCancel();
    const orderId = call(0).request.orderId;
    vi.useRealTimers();
    await openCheckout(app.storage);
    product = await storeProduct(app, { name: 'Jaisalmer Bench', price: 9000, stock: 4 });
    addToCart(app, product);
    expect(checkout.form).toMatchObject(TYPED);
    checkout.setTermsAccepted(true);
    const again = checkout.placeOrder();
    await vi.waitFor(() => expect(app.orders.calls).toHaveLength(1));
    expect(call(0).request.orderId).toBe(orderId);
    await call(0).answer();
    expect(await again).toMatchObject({ ok: true, order: { id: orderId } });
  });

  it('shows an order that was already committing when the shopper cancelled, rather than hiding it', async () => {
    await placeAndCancel();
    await call(0).answer({ alreadyCommitting: true });
    await wait();
    expect(checkout.placedLate?.id).toBe(call(0).request.orderId);
    expect(app.stores.cart.isEmpty).toBe(true);
    expect(await benchOrders()).toHaveLength(1);
  });
});

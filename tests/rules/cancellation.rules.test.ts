import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, increment, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { cancelMark } from '../../src/adapters/firestore/orderMark';
import { loggedUpdate } from './support/logged';
import { checkout, seedCheckoutShop, type LineSpec } from './support/checkout';
import {
  appOrderChange,
  cancellation,
  type CancelSpec,
  confirmation,
  EMAIL,
  orderChange,
} from './support/orderChange';
import { emailOf, seed, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Cancelling gives the stock back in the same write, exactly once: a shopper cancels only their own open order and
 * restocks exactly its quantities; an admin's cancellation restocks too; a cancelled order never moves again.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-cancel');

beforeEach(() => seedCheckoutShop(env));

const CHAIR_AND_SOFA: LineSpec[] = [
  { productId: 'chair', quantity: 2 },
  { productId: 'sofa', quantity: 1, variant: { id: 'v3', size: '3 seater', color: 'Walnut' } },
];

/** The batch a shopper's (or an admin's) cancellation writes (support/orderChange: cancellation). */
const cancel = (db: Firestore, orderId: string, spec: CancelSpec = {}): Promise<void> =>
  cancellation(env, db, orderId, spec);

const stockOf = async (productId: string) => {
  const product = (await stored(env, `products/${productId}`)) ?? {};
  return { stock: product['stock'], variantStock: product['variantStock'] };
};

const placeOrder1 = () => assertSucceeds(checkout(as.shopper, { orderId: 'order1', lines: CHAIR_AND_SOFA }));

describe("a shopper's cancellation", () => {
  it('denies giving back more units than the order holds, or fewer; allows exactly its quantities', async () => {
    await placeOrder1();
    await assertFails(cancel(as.shopper, 'order1', { extraUnits: { chair: 1 } }));
    await assertFails(cancel(as.shopper, 'order1', { extraUnits: { chair: -1 } }));
    await assertSucceeds(cancel(as.shopper, 'order1'));
    expect(await stockOf('chair')).toMatchObject({ stock: 5 });
    expect(await stockOf('sofa')).toMatchObject({ stock: 4, variantStock: { v2: 2, v3: 2, grey5: 0 } });
  });
  it("denies restocking another variant than the order's; allows the ordered one", async () => {
    await placeOrder1();
    await assertFails(cancel(as.shopper, 'order1', { variantStock: { sofa: { v2: 3, v3: 1 } } }));
    await assertSucceeds(cancel(as.shopper, 'order1'));
  });
  it('denies cancelling without giving the stock back; allows it with', async () => {
    await placeOrder1();
    await assertFails(cancel(as.shopper, 'order1', { extraUnits: { chair: null } }));
    await assertFails(cancel(as.shopper, 'order1', { extraUnits: { chair: null, sofa: null } }));
    await assertSucceeds(cancel(as.shopper, 'order1'));
  });
  it('denies cancelling without moving the counter or without naming the order; allows both', async () => {
    await placeOrder1();
    await assertFails(cancel(as.shopper, 'order1', { counter: null }));
    await assertFails(cancel(as.shopper, 'order1', { counter: { lastCancelledId: 'order0' } }));
    await assertFails(cancel(as.shopper, 'order1', { counter: { openOrders: 1 } }));
    await assertSucceeds(cancel(as.shopper, 'order1'));
  });
  it('denies restocking a cancelled order again; the first cancellation stands', async () => {
    await placeOrder1();
    await assertSucceeds(cancel(as.shopper, 'order1'));
    await assertFails(cancel(as.shopper, 'order1'));
    await assertFails(
      updateDoc(doc(as.shopper, 'products/chair'), {
        stock: increment(2),
        stockMark: await cancelMark('order1'),
      }),
    );
    expect(await stockOf('chair')).toMatchObject({ stock: 5 });
  });
  it("denies cancelling someone else's order; allows the owner", async () => {
    await placeOrder1();
    await assertFails(cancel(as.other, 'order1'));
    await assertSucceeds(cancel(as.shopper, 'order1'));
  });
  it('denies cancelling a shipped order; allows a confirmed one', async () => {
    await placeOrder1();
    await seed(env, { 'orders/shipped1': { ...(await stored(env, 'orders/order1')), status: 'shipped' } });
    await assertFails(cancel(as.shopper, 'shipped1'));
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    await assertSucceeds(cancel(as.shopper, 'order1'));
  });
  it('denies a history entry that is missing, signed with an address, or out of place; allows the right one', async () => {
    await placeOrder1();
    await assertFails(cancel(as.shopper, 'order1', { order: { 'history.0': null } }));
    // The shopper's own write, so no activity entry: refused for the address alone.
    await assertFails(cancel(as.shopper, 'order1', { by: EMAIL.shopper, logged: false }));
    await assertFails(cancel(as.shopper, 'order1', { position: 3 }));
    await assertSucceeds(cancel(as.shopper, 'order1'));
  });
  it('denies a reason over 300 characters or a change of anything else; allows a reason', async () => {
    await placeOrder1();
    await assertFails(cancel(as.shopper, 'order1', { order: { cancelReason: 'x'.repeat(301) } }));
    await assertFails(cancel(as.shopper, 'order1', { order: { total: 1 } }));
    await assertFails(cancel(as.shopper, 'order1', { order: { paymentStatus: 'refunded' } }));
    await assertSucceeds(cancel(as.shopper, 'order1', { order: { cancelReason: 'x'.repeat(300) } }));
  });
  it('gives back the units of a product taken off sale since', async () => {
    await placeOrder1();
    await seed(env, { 'products/chair': { ...(await stored(env, 'products/chair')), isActive: false } });
    await assertSucceeds(cancel(as.shopper, 'order1'));
    expect(await stockOf('chair')).toMatchObject({ stock: 5 });
  });
  it('cancels an order of 8 products within the rules’ read budget', async () => {
    const lines = Array.from({ length: 8 }, (_, index) => ({ productId: `stool${index}`, quantity: 1 }));
    await assertSucceeds(checkout(as.shopper, { orderId: 'order8', lines }));
    await assertSucceeds(cancel(as.shopper, 'order8'));
    expect(await stockOf('stool7')).toMatchObject({ stock: 3 });
  });
  it("fits the rules' budget for support cancelling an order of 8 products through the app's write", async () => {
    const lines = Array.from({ length: 8 }, (_, index) => ({ productId: `stool${index}`, quantity: 1 }));
    await assertSucceeds(checkout(as.shopper, { orderId: 'order8', lines }));
    const support = { uid: 'support', name: emailOf(as.support) };
    expect(await appOrderChange(as.support, 'order8', { status: 'cancelled' }, support)).toBe(true);
    expect(await stockOf('stool7')).toMatchObject({ stock: 3 });
  });
  it('lets an admin cancel an order of 8 products, with its activity entry, within the read budget', async () => {
    const lines = Array.from({ length: 8 }, (_, index) => ({ productId: `stool${index}`, quantity: 1 }));
    await assertSucceeds(checkout(as.shopper, { orderId: 'order8', lines }));
    await assertSucceeds(cancel(as.admin, 'order8', { by: EMAIL.admin }));
    expect(await stockOf('stool7')).toMatchObject({ stock: 3 });
  });
});

describe("an admin's cancellation", () => {
  it('denies cancelling without restocking; allows it with the units back', async () => {
    await placeOrder1();
    await assertFails(
      cancel(as.admin, 'order1', {
        by: EMAIL.admin,
        extraUnits: { sofa: null },
        counter: { lastCancelledId: 'x' },
      }),
    );
    await assertSucceeds(cancel(as.admin, 'order1', { by: EMAIL.admin }));
    expect(await stockOf('sofa')).toMatchObject({ stock: 4 });
  });
  it('denies recording another admin than the one signed in; allows their own address', async () => {
    await placeOrder1();
    await assertFails(cancel(as.admin, 'order1', { by: EMAIL.staff }));
    await assertSucceeds(cancel(as.staff, 'order1', { by: EMAIL.staff }));
  });
  it('denies moving a cancelled order on (reopening or shipping it) or refunding what was never paid', async () => {
    await placeOrder1();
    await assertSucceeds(cancel(as.admin, 'order1', { by: EMAIL.admin }));
    for (const status of ['pending', 'confirmed', 'shipped'] as const) {
      await assertFails(
        loggedUpdate(
          as.admin,
          'orders/order1',
          orderChange({ status, paymentStatus: 'pending' }, EMAIL.admin, 1),
          'order',
        ),
      );
    }
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/order1',
        orderChange({ status: 'cancelled', paymentStatus: 'refunded' }, EMAIL.admin, 1),
        'order',
      ),
    );
  });
  it('denies skipping a step of the order (pending to delivered); allows the next one', async () => {
    await placeOrder1();
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/order1',
        orderChange({ status: 'delivered', paymentStatus: 'pending' }, EMAIL.admin),
        'order',
      ),
    );
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
  });
});

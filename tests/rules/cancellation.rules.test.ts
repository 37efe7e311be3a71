import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, type DocumentData, type Firestore, increment, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cancelMark } from '../../src/adapters/firestore/orderMark';
import { checkout, seedCheckoutShop, type LineSpec } from './support/checkout';
import { confirmation, EMAIL, orderChange } from './support/orderChange';
import { closeRules, people, rulesEnvironment, seed, stored } from './support/rulesEnv';

/**
 * Cancelling gives the stock back in the same write, exactly once: a shopper cancels only their own open order and
 * restocks exactly its quantities; an admin's cancellation restocks too; a cancelled order never moves again.
 */
let env: RulesTestEnvironment;
let as: ReturnType<typeof people>;

beforeAll(async () => {
  env = await rulesEnvironment('demo-rules-cancel');
  as = people(env);
});
afterAll(() => closeRules(env));
beforeEach(() => seedCheckoutShop(env));

const CHAIR_AND_SOFA: LineSpec[] = [
  { productId: 'chair', quantity: 2 },
  { productId: 'sofa', quantity: 1, variant: { id: 'v3', size: '3 seater', color: 'Walnut' } },
];

interface CancelSpec {
  /** Units given back to each product beyond the right ones (an attack), or null to leave a product unwritten. */
  extraUnits?: Record<string, number | null>;
  /** Entries of variantStock to write instead of the right ones. */
  variantStock?: Record<string, Record<string, number>>;
  /** Fields of the order's update to replace after it is built correctly. */
  order?: DocumentData;
  /** Fields of the counter's update to replace; null writes no counter. */
  counter?: DocumentData | null;
  by?: string | null;
  status?: 'cancelled';
  /** The history position of this change (default: the number of entries the order holds). */
  position?: number;
}

/**
 * The batch a shopper's (or an admin's) cancellation writes, built from what is stored: each product's units back
 * with cancelMark, the counter moved down naming the order, and the order cancelled with its history entry.
 */
const cancel = async (db: Firestore, orderId: string, spec: CancelSpec = {}): Promise<void> => {
  const order = (await stored(env, `orders/${orderId}`)) ?? {};
  const lines = order['lines'] as Array<{
    productId: string;
    quantity: number;
    variant: { id: string } | null;
  }>;
  const mark = await cancelMark(orderId);
  const batch = writeBatch(db);
  for (const productId of new Set(lines.map((line) => line.productId))) {
    const extra = spec.extraUnits?.[productId];
    if (extra === null) continue;
    const product = (await stored(env, `products/${productId}`)) ?? {};
    const mine = lines.filter((line) => line.productId === productId);
    const units = mine.reduce((sum, line) => sum + line.quantity, 0) + (extra ?? 0);
    const variantStock = { ...(product['variantStock'] as Record<string, number>) };
    for (const line of mine) if (line.variant) variantStock[line.variant.id]! += line.quantity;
    const variants =
      Object.keys(variantStock).length > 0
        ? { variantStock: { ...variantStock, ...spec.variantStock?.[productId] } }
        : {};
    batch.update(doc(db, 'products', productId), {
      stock: (product['stock'] as number) + units,
      stockMark: mark,
      ...variants,
    });
  }
  const userId = order['userId'] as string;
  const counter = (await stored(env, `orderCounters/${userId}`)) ?? {};
  if (spec.counter !== null) {
    batch.update(doc(db, 'orderCounters', userId), {
      openOrders: (counter['openOrders'] as number) - 1,
      openCodValue: (counter['openCodValue'] as number) - (order['total'] as number),
      lastCancelledId: orderId,
      ...spec.counter,
    });
  }
  const position = spec.position ?? Object.keys(order['history'] ?? {}).length;
  batch.update(doc(db, 'orders', orderId), {
    ...orderChange(
      { status: spec.status ?? 'cancelled', paymentStatus: order['paymentStatus'] },
      spec.by === undefined ? null : spec.by,
      position,
    ),
    // Only the shopper gives a reason.
    ...(spec.by ? {} : { cancelReason: '' }),
    ...spec.order,
  });
  return batch.commit();
};

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
    await assertFails(cancel(as.shopper, 'order1', { by: EMAIL.shopper }));
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
        updateDoc(
          doc(as.admin, 'orders/order1'),
          orderChange({ status, paymentStatus: 'pending' }, EMAIL.admin, 1),
        ),
      );
    }
    await assertFails(
      updateDoc(
        doc(as.admin, 'orders/order1'),
        orderChange({ status: 'cancelled', paymentStatus: 'refunded' }, EMAIL.admin, 1),
      ),
    );
  });
  it('denies skipping a step of the order (pending to delivered); allows the next one', async () => {
    await placeOrder1();
    await assertFails(
      updateDoc(
        doc(as.admin, 'orders/order1'),
        orderChange({ status: 'delivered', paymentStatus: 'pending' }, EMAIL.admin),
      ),
    );
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { toProductDocument } from '../../src/adapters/firestore/productDocument';
import { MAX_ORDER_LINES, MAX_VARIANTS_PER_PRODUCT } from '../../src/domain/checkout/CheckoutPricing';
import type { OrderStatus } from '../../src/domain/orders/Order';
import { orderMark } from '../../src/adapters/firestore/orderMark';
import { CATALOGUE, checkout, seedCheckoutShop, type LineSpec } from './support/checkout';
import { loggedUpdate } from './support/logged';
import { confirmation, EMAIL, orderChange } from './support/orderChange';
import { seed, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-orders');

beforeEach(() => seedCheckoutShop(env));

const chair = (quantity = 1, extra: Partial<LineSpec> = {}): LineSpec => ({
  productId: 'chair',
  quantity,
  ...extra,
});
const place = (db: Firestore, lines: LineSpec[], extra: Partial<Parameters<typeof checkout>[1]> = {}) =>
  checkout(db, { orderId: 'order1', lines, ...extra });

describe('creating an order (checkout)', () => {
  it('allows a verified shopper their own order with the stock decremented in the same batch', async () => {
    await assertSucceeds(place(as.shopper, [chair(2)]));
  });
  it('allows a variant line priced at the product price plus the modifier', async () => {
    await assertSucceeds(
      place(as.shopper, [
        { productId: 'sofa', quantity: 1, variant: { id: 'v3', size: '3 seater', color: 'Walnut' } },
      ]),
    );
  });
  it('denies a shopper whose e-mail is not verified', async () => {
    await assertFails(place(as.unverified, [chair()], { userId: 'newbie' }));
  });
  it('denies an anonymous checkout', async () => {
    await assertFails(place(as.anonymous, [chair()], { userId: 'anybody' }));
  });
  it('denies an order for another user', async () => {
    await assertFails(place(as.shopper, [chair()], { userId: 'other' }));
  });
  it.each([0, -1, 1.5, 11])('denies quantity %s', async (quantity) => {
    await seed(env, { 'products/chair': toProductDocument({ ...CATALOGUE['chair']!, stock: 20 }) });
    await assertFails(
      place(as.shopper, [chair(quantity)], { stockAfter: { chair: 20 - Math.trunc(quantity) } }),
    );
  });
  it('allows the largest quantity, 10, when the stock has it', async () => {
    await seed(env, { 'products/chair': toProductDocument({ ...CATALOGUE['chair']!, stock: 10 }) });
    await assertSucceeds(place(as.shopper, [chair(10)], { stockAfter: { chair: 0 } }));
  });
  it('denies a line price below the product price', async () => {
    await assertFails(place(as.shopper, [chair(1, { unitPrice: 3999 })]));
  });
  it("denies a variant line that leaves out the variant's modifier", async () => {
    await assertFails(
      place(as.shopper, [
        {
          productId: 'sofa',
          quantity: 1,
          unitPrice: 30000,
          variant: { id: 'v3', size: '3 seater', color: 'Walnut' },
        },
      ]),
    );
  });
  it('denies a variant the product does not have', async () => {
    await assertFails(
      place(as.shopper, [{ productId: 'sofa', quantity: 1, unitPrice: 30000, variant: { id: 'v9' } }]),
    );
  });
  it('denies a line naming the product differently', async () => {
    await assertFails(place(as.shopper, [chair(1, { name: 'Free Chair' })]));
  });
  it('denies an inactive product', async () => {
    await assertFails(place(as.shopper, [{ productId: 'hidden', quantity: 1 }]));
  });
  it('denies a wrong total', async () => {
    await assertFails(place(as.shopper, [chair(1)], { order: { total: 4749 } }));
  });
  // The counter's rule checks the order's sums (orderSums): the counter must be written by the checkout itself.
  it("denies a staff member's own checkout with a wrong total, its counter written as staff may correct one", async () => {
    await assertFails(
      place(as.manager, [chair(1)], {
        userId: 'manager',
        order: { total: 4749, customerEmail: 'manager@example.com' },
      }),
    );
    await assertSucceeds(
      place(as.manager, [chair(1)], { userId: 'manager', order: { customerEmail: 'manager@example.com' } }),
    );
  });
  it('denies a checkout whose counter names the order from an earlier write', async () => {
    await seed(env, {
      'orderCounters/shopper': {
        openOrders: 0,
        openCodValue: 0,
        lastOrderId: 'order1',
        lastOrderAt: Timestamp.fromMillis(Date.now() - 120_000),
      },
    });
    await assertFails(place(as.shopper, [chair(1)], { counter: null }));
    await assertSucceeds(
      place(as.shopper, [chair(1)], { counterBefore: { openOrders: 0, openCodValue: 0 } }),
    );
  });
  it('denies a subtotal that is not the sum of the lines', async () => {
    await assertFails(place(as.shopper, [chair(2)], { order: { subtotal: 4000, total: 4750 } }));
  });
  it('denies free shipping below the threshold of the settings', async () => {
    await assertFails(place(as.shopper, [chair(1)], { order: { shipping: 0, total: 4000 } }));
  });
  it('denies status or payment status forged at create', async () => {
    await assertFails(place(as.shopper, [chair()], { order: { status: 'confirmed' } }));
    await assertFails(
      checkout(as.shopper, { orderId: 'order2', lines: [chair()], order: { paymentStatus: 'paid' } }),
    );
  });
  it('denies a createdAt that is not the server time', async () => {
    await assertFails(
      place(as.shopper, [chair()], { order: { createdAt: Timestamp.fromMillis(Date.now() - 60_000) } }),
    );
  });
  it('denies unknown keys and oversized strings in an order', async () => {
    await assertFails(place(as.shopper, [chair()], { order: { discount: 1000 } }));
    await assertFails(
      checkout(as.shopper, {
        orderId: 'order2',
        lines: [chair()],
        order: { customerEmail: `${'x'.repeat(300)}@example.com` },
      }),
    );
  });
});

describe('stock moves only with an order', () => {
  it('denies an order without the stock decrement', async () => {
    await assertFails(place(as.shopper, [chair(2)], { stockAfter: { chair: null } }));
  });
  it('denies a larger decrement than the order holds', async () => {
    await assertFails(place(as.shopper, [chair(1)], { stockAfter: { chair: 2 } }));
  });
  it('denies a smaller decrement than the order holds', async () => {
    await assertFails(place(as.shopper, [chair(3)], { stockAfter: { chair: 4 } }));
  });
  it('denies stock below zero', async () => {
    await assertFails(place(as.shopper, [chair(6)], { stockAfter: { chair: -1 } }));
  });
  it('sums the lines of one product: two sofa lines decrement by both', async () => {
    const lines: LineSpec[] = [
      { productId: 'sofa', quantity: 1, variant: { id: 'v2', size: '2 seater' } },
      { productId: 'sofa', quantity: 2, variant: { id: 'v3', size: '3 seater', color: 'Walnut' } },
    ];
    await assertFails(place(as.shopper, lines, { stockAfter: { sofa: 3 } }));
    await assertSucceeds(place(as.shopper, lines, { stockAfter: { sofa: 1 } }));
  });
  it('denies decrementing a product that is not in the order', async () => {
    await assertFails(
      place(as.shopper, [chair(1)], {
        extraProductWrites: { stool0: { stock: 0, stockMark: await orderMark('order1') } },
      }),
    );
  });
  it("denies a shopper writing stock or price directly; allows an admin's edit", async () => {
    await assertFails(updateDoc(doc(as.shopper, 'products/chair'), { stock: 100 }));
    await assertFails(
      updateDoc(doc(as.shopper, 'products/chair'), { stock: 4, stockMark: await orderMark('nosuchorder') }),
    );
    await assertFails(updateDoc(doc(as.shopper, 'products/chair'), { price: 1 }));
    await assertSucceeds(loggedUpdate(as.admin, 'products/chair', { price: 3500, stock: 100 }));
  });
  it('denies replaying an older order to decrement again', async () => {
    await assertSucceeds(place(as.shopper, [chair(1)]));
    await assertFails(
      updateDoc(doc(as.shopper, 'products/chair'), { stock: 3, stockMark: await orderMark('order1') }),
    );
  });
});

describe('the line limit', () => {
  const stools = (count: number): LineSpec[] =>
    Array.from({ length: count }, (_, index) => ({ productId: `stool${index % 8}`, quantity: 1 }));
  it(`allows ${MAX_ORDER_LINES} lines of ${MAX_ORDER_LINES} different products`, async () => {
    await assertSucceeds(place(as.shopper, stools(MAX_ORDER_LINES)));
  });
  // The most expensive checkout for the rules: every line a variant line of its own product, each taking 10.
  it(`allows ${MAX_ORDER_LINES} lines of ${MAX_ORDER_LINES} products with variants, 10 of each`, async () => {
    await assertSucceeds(
      place(
        as.shopper,
        Array.from({ length: MAX_ORDER_LINES }, (_, index) => ({
          productId: `couch${index}`,
          quantity: 10,
          variant: { id: 'teal', size: 'teal', color: 'Teal' },
        })),
      ),
    );
  });
  // The same, paid by UPI or online: a prepaid checkout reads the settings where cash on delivery reads the zone.
  for (const paymentMethod of ['upi', 'online'] as const)
    it(`allows that checkout paid by ${paymentMethod === 'upi' ? 'UPI' : 'a payment gateway'}`, async () => {
      const shop = (await stored(env, 'settings/shop')) ?? {};
      await seed(env, {
        'settings/shop': {
          ...shop,
          paymentGateway: 'razorpay',
          paymentGatewayKeyId: 'rzp_test_AbCdEf123456',
        },
      });
      const lines = Array.from({ length: MAX_ORDER_LINES }, (_, index) => ({
        productId: `couch${index}`,
        quantity: 10,
        variant: { id: 'teal', size: 'teal', color: 'Teal' },
      }));
      await assertSucceeds(place(as.shopper, lines, { order: { paymentMethod } }));
    });
  it(`allows ${MAX_VARIANTS_PER_PRODUCT} variants of one product in one order`, async () => {
    const lines = Array.from({ length: MAX_VARIANTS_PER_PRODUCT }, (_, index) => ({
      productId: 'bench',
      quantity: 2,
      variant: { id: `b${index}`, size: `b${index}` },
    }));
    await assertSucceeds(place(as.shopper, lines));
  });
  it(`denies ${MAX_ORDER_LINES + 1} lines`, async () => {
    await assertFails(place(as.shopper, stools(MAX_ORDER_LINES + 1)));
  });
});

describe('existing orders', () => {
  beforeEach(async () => {
    await assertSucceeds(place(as.shopper, [chair(1)]));
  });
  it('denies overwriting an existing order id, even by its owner', async () => {
    await assertFails(
      checkout(as.shopper, { orderId: 'order1', lines: [chair(1)], stockAfter: { chair: 3 } }),
    );
  });
  it('lets the owner and admins read it, nobody else', async () => {
    await assertSucceeds(getDoc(doc(as.shopper, 'orders/order1')));
    await assertSucceeds(getDoc(doc(as.admin, 'orders/order1')));
    await assertFails(getDoc(doc(as.other, 'orders/order1')));
    await assertFails(getDoc(doc(as.anonymous, 'orders/order1')));
  });
  it('denies the owner changing status or payment status; allows an admin', async () => {
    await assertFails(
      updateDoc(
        doc(as.shopper, 'orders/order1'),
        orderChange({ status: 'confirmed', paymentStatus: 'pending' }, null),
      ),
    );
    await assertFails(
      updateDoc(
        doc(as.shopper, 'orders/order1'),
        orderChange({ status: 'pending', paymentStatus: 'paid' }, null),
      ),
    );
    await assertSucceeds(confirmation(env, as.admin, 'order1', EMAIL.admin));
    // Cash on delivery is paid only once delivered (tests/rules/paymentStatus.rules.test.ts).
    await assertFails(
      loggedUpdate(
        as.staff,
        'orders/order1',
        orderChange({ status: 'confirmed', paymentStatus: 'paid' }, EMAIL.staff, 1),
        'order',
      ),
    );
  });
  it('denies an admin changing anything but status and payment status, or an unknown status', async () => {
    await assertFails(loggedUpdate(as.admin, 'orders/order1', { total: 1 }, 'order'));
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/order1',
        orderChange({ status: 'lost' as OrderStatus, paymentStatus: 'pending' }, EMAIL.admin),
        'order',
      ),
    );
  });
});

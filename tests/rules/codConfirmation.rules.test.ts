import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADDRESS } from '../contracts/orders/orderRequests';
import { checkout, seedCheckoutShop } from './support/checkout';
import { seed } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Cash on delivery above the shop's amount (settings' codConfirmAbove, ₹20,000 unless saved) waits for its shopper's
 * word: the mark is checked at checkout, and only the shopper confirms, once, within the shop's time.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-cod-confirmation');

beforeEach(() => seedCheckoutShop(env));

const sofa = [{ productId: 'sofa', quantity: 1, variant: { id: 'v2', size: '2 seater' } }];
const chair = [{ productId: 'chair', quantity: 1 }];
const HOUR = 3_600_000;

describe('the mark at checkout', () => {
  it('denies a large cash order without the mark, and allows it marked', async () => {
    await assertFails(
      checkout(as.shopper, { orderId: 'unmarked', lines: sofa, order: { codToConfirm: false } }),
    );
    await assertFails(checkout(as.shopper, { orderId: 'unmarked2', lines: sofa, omit: ['codToConfirm'] }));
    await assertSucceeds(checkout(as.shopper, { orderId: 'marked', lines: sofa }));
  });

  it('denies the mark on a small cash order or on a UPI one, and allows them unmarked', async () => {
    await assertFails(
      checkout(as.shopper, { orderId: 'small', lines: chair, order: { codToConfirm: true } }),
    );
    await assertFails(
      checkout(as.shopper, {
        orderId: 'upi',
        lines: sofa,
        order: { paymentMethod: 'upi', codToConfirm: true },
      }),
    );
    await assertSucceeds(checkout(as.shopper, { orderId: 'small2', lines: chair }));
    await assertSucceeds(
      checkout(as.other, { orderId: 'upi2', userId: 'other', lines: sofa, order: { paymentMethod: 'upi' } }),
    );
  });

  it("follows the shop's amount, and asks for none at 0", async () => {
    await seed(env, {
      'settings/shop': { codConfirmAbove: 0, freeShippingThreshold: 20000, shippingFee: 750 },
    });
    await assertFails(checkout(as.shopper, { orderId: 'asked', lines: sofa, order: { codToConfirm: true } }));
    await assertSucceeds(checkout(as.shopper, { orderId: 'unasked', lines: sofa, omit: ['codToConfirm'] }));
  });
});

describe("the shopper's confirmation", () => {
  const seedOrder = (id: string, extra: Record<string, unknown> = {}, placedHoursAgo = 1) =>
    seed(env, {
      [`orders/${id}`]: {
        userId: 'shopper',
        customerEmail: 'shopper@example.com',
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'cod',
        lines: [],
        subtotal: 30000,
        shipping: 0,
        total: 30000,
        codToConfirm: true,
        shippingAddress: { ...ADDRESS },
        createdAt: Timestamp.fromMillis(Date.now() - placedHoursAgo * HOUR),
        updatedAt: Timestamp.fromMillis(Date.now() - placedHoursAgo * HOUR),
        ...extra,
      },
    });
  const confirm = (db = as.shopper, id = 'cod1', fields: Record<string, unknown> = {}) =>
    updateDoc(doc(db, 'orders', id), { codConfirmedAt: serverTimestamp(), ...fields });

  it('is allowed to the shopper of a waiting order, with the server time and nothing else', async () => {
    await seedOrder('cod1');
    await assertFails(confirm(as.shopper, 'cod1', { codConfirmedAt: Timestamp.fromMillis(0) }));
    await assertFails(confirm(as.shopper, 'cod1', { status: 'confirmed' }));
    await assertFails(confirm(as.shopper, 'cod1', { total: 1 }));
    await assertSucceeds(confirm());
  });

  it('is denied to anyone else, twice, after the shop cancelled it, or on an order never marked', async () => {
    await seedOrder('cod1');
    await seedOrder('cod2', { status: 'cancelled' });
    await seedOrder('cod3', { codToConfirm: false });
    await seedOrder('cod4', { codConfirmedAt: Timestamp.now() });
    await assertFails(confirm(as.other, 'cod1'));
    await assertFails(confirm(as.admin, 'cod1'));
    await assertFails(confirm(as.shopper, 'cod2'));
    await assertFails(confirm(as.shopper, 'cod3'));
    await assertFails(confirm(as.shopper, 'cod4'));
    await assertSucceeds(confirm(as.shopper, 'cod1'));
  });

  it("is denied once the shop's time to confirm (48 hours unless saved) has passed", async () => {
    await seedOrder('late', {}, 49);
    await seedOrder('intime', {}, 47);
    await assertFails(confirm(as.shopper, 'late'));
    await assertSucceeds(confirm(as.shopper, 'intime'));
  });
});

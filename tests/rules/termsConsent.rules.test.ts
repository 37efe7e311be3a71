import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, type DocumentData, serverTimestamp, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { checkout, seedCheckoutShop, type CheckoutSpec } from './support/checkout';
import { loggedUpdate } from './support/logged';
import { cancellation, confirmation, EMAIL, orderChange } from './support/orderChange';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-terms');

beforeEach(() => seedCheckoutShop(env));

const place = (extra: Partial<CheckoutSpec> = {}) =>
  checkout(as.shopper, { orderId: 'order1', lines: [{ productId: 'chair', quantity: 1 }], ...extra });

describe('consent to the terms when the order is created', () => {
  it("allows an order whose consent is recorded at the server's time of its creation", async () => {
    await assertSucceeds(place());
  });
  it('denies an order without the consent', async () => {
    await assertFails(place({ omit: ['termsAcceptedAt'] }));
  });
  it('denies a consent dated before the order, or sent as the shopper’s own clock', async () => {
    await assertFails(place({ order: { termsAcceptedAt: Timestamp.fromMillis(Date.now() - 60_000) } }));
    await assertFails(place({ order: { termsAcceptedAt: new Date().toISOString() } }));
    await assertFails(place({ order: { termsAcceptedAt: true } }));
  });
});

describe('the recorded consent never changes afterwards', () => {
  beforeEach(async () => {
    await assertSucceeds(place());
  });
  it("denies the shopper's cancellation that rewrites it; allows the same cancellation without it", async () => {
    await assertFails(
      cancellation(env, as.shopper, 'order1', { order: { termsAcceptedAt: serverTimestamp() } }),
    );
    await assertFails(cancellation(env, as.shopper, 'order1', { order: { termsAcceptedAt: deleteField() } }));
    await assertSucceeds(cancellation(env, as.shopper, 'order1'));
  });
  it("denies an admin's confirmation that rewrites or removes it; allows the same confirmation without it", async () => {
    const confirm = (order?: DocumentData) =>
      confirmation(env, as.admin, 'order1', EMAIL.admin, order ? { order } : {});
    await assertFails(confirm({ termsAcceptedAt: serverTimestamp() }));
    await assertFails(confirm({ termsAcceptedAt: deleteField() }));
    await assertSucceeds(confirm());
  });
  it("denies an admin's payment update that rewrites it; allows the same update without it", async () => {
    await assertSucceeds(
      checkout(as.other, {
        orderId: 'upi1',
        userId: 'other',
        lines: [{ productId: 'stool0', quantity: 1 }],
        order: { paymentMethod: 'upi' },
      }),
    );
    const paid = orderChange({ status: 'pending', paymentStatus: 'paid' }, EMAIL.admin);
    await assertFails(
      loggedUpdate(as.admin, 'orders/upi1', { ...paid, termsAcceptedAt: Timestamp.fromMillis(0) }, 'order'),
    );
    await assertFails(loggedUpdate(as.admin, 'orders/upi1', { ...paid, termsAcceptedAt: null }, 'order'));
    await assertSucceeds(loggedUpdate(as.admin, 'orders/upi1', paid, 'order'));
  });
});

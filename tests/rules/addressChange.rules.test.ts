import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, type Firestore, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { toDeliveryZonesDocument } from '../../src/adapters/firestore/deliveryZonesDocument';
import type { ShippingAddress } from '../../src/domain/orders/Order';
import { ADDRESS, addressAt } from '../contracts/orders/orderRequests';
import { cashOrder } from './support/cashOrder';
import { seed } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Changes before dispatch: the shopper of an open order sends it to another address, checked against the zones as
 * checkout is, recorded at the server's time, at most three times; never after it ships, never to another state once
 * invoiced, never out of a booked slot's zone.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-address-change');

const HOUR = 3_600_000;
const zone = (id: string, prefixes: string[], codLimit: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  prefixes,
  minDays: 3,
  maxDays: 8,
  codAllowed: codLimit > 0,
  codLimit,
  ...extra,
});
const ZONES = [
  zone('jaipur', ['302'], 100000, { slots: { '09-13': 2, '13-17': 2, '17-21': 2 } }),
  zone('india', ['1', '2', '3', '4', '5', '6', '70', '71', '72', '73', '75', '76', '77', '8'], 100000),
  zone('north-east', ['78', '79'], 0),
  zone('mumbai', ['400'], 5000, { maxDays: 20 }),
];
const NEIGHBOUR: ShippingAddress = {
  ...ADDRESS,
  name: 'Ravi Verma',
  phone: '9123456780',
  line1: '14 MG Road',
};
const ELSEWHERE_IN_RAJASTHAN = addressAt('313001');

const seedOrder = (extra: Record<string, unknown> = {}, userId = 'shopper') =>
  seed(env, { 'orders/o1': cashOrder(userId, { deliveryDays: 8, ...extra }) });

const change = (
  db: Firestore,
  address: ShippingAddress,
  fields: Record<string, unknown> = {},
): Promise<void> =>
  updateDoc(doc(db, 'orders', 'o1'), {
    shippingAddress: { ...address },
    'addressChangedAt.0': serverTimestamp(),
    ...fields,
  });

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { 'settings/delivery': toDeliveryZonesDocument(ZONES) });
});

describe('changing the address of an order', () => {
  it('is allowed to its shopper while it is pending or confirmed, and denied once shipped or cancelled', async () => {
    await seedOrder();
    await assertFails(change(as.other, NEIGHBOUR));
    await assertSucceeds(change(as.shopper, NEIGHBOUR));
    for (const status of ['shipped', 'delivered', 'cancelled']) {
      await seedOrder({ status });
      await assertFails(change(as.shopper, NEIGHBOUR));
    }
    await seedOrder({ status: 'confirmed' });
    await assertSucceeds(change(as.shopper, NEIGHBOUR));
  });

  it('denies another shopper’s order, and staff writing it as a shopper would', async () => {
    await seedOrder({}, 'other');
    await assertFails(change(as.shopper, NEIGHBOUR));
    await assertFails(change(as.admin, NEIGHBOUR));
    await assertSucceeds(change(as.other, NEIGHBOUR));
  });

  it('denies a change not stamped with the server’s time, a fourth change, or other fields with it', async () => {
    await seedOrder();
    await assertFails(
      change(as.shopper, NEIGHBOUR, { 'addressChangedAt.0': Timestamp.fromMillis(Date.now()) }),
    );
    await assertFails(change(as.shopper, NEIGHBOUR, { 'addressChangedAt.1': serverTimestamp() }));
    await assertFails(change(as.shopper, NEIGHBOUR, { total: 1 }));
    await assertFails(change(as.shopper, NEIGHBOUR, { shipping: 0, lines: [{ productId: 'x' }] }));
    const earlier = Timestamp.fromMillis(Date.now() - HOUR);
    await seedOrder({ addressChangedAt: { '0': earlier, '1': earlier, '2': earlier } });
    await assertFails(
      change(as.shopper, NEIGHBOUR, {
        'addressChangedAt.0': deleteField(),
        'addressChangedAt.3': serverTimestamp(),
      }),
    );
    await seedOrder({ addressChangedAt: { '0': earlier, '1': earlier } });
    await assertFails(change(as.shopper, NEIGHBOUR));
    await assertSucceeds(
      change(as.shopper, NEIGHBOUR, {
        'addressChangedAt.0': earlier,
        'addressChangedAt.2': serverTimestamp(),
      }),
    );
  });

  it('denies an invalid address, or a state its pincode is not in', async () => {
    await seedOrder();
    await assertFails(change(as.shopper, { ...NEIGHBOUR, phone: '12345' }));
    await assertFails(change(as.shopper, { ...NEIGHBOUR, name: '' }));
    await assertFails(change(as.shopper, { ...NEIGHBOUR, state: 'Kerala' }));
    await assertSucceeds(change(as.shopper, ELSEWHERE_IN_RAJASTHAN));
  });

  it('denies a pincode no zone serves, or one where the cash order cannot be paid in cash', async () => {
    await seedOrder();
    await assertFails(change(as.shopper, addressAt('744101', 'Andaman and Nicobar Islands')));
    await assertFails(change(as.shopper, addressAt('781001', 'Assam')));
    await assertFails(change(as.shopper, addressAt('400001', 'Maharashtra'), { deliveryDays: 20 }));
    await assertSucceeds(change(as.shopper, addressAt('560001', 'Karnataka')));
  });

  it('allows a prepaid order where cash on delivery is not taken', async () => {
    await seedOrder({ paymentMethod: 'upi' });
    await assertSucceeds(change(as.shopper, addressAt('781001', 'Assam')));
  });

  it('keeps an invoiced order in its invoice’s state, and a booked slot’s order in its zone', async () => {
    await seedOrder({ status: 'confirmed', invoice: { number: 'SH/26-27/000001' } });
    await assertFails(change(as.shopper, addressAt('560001', 'Karnataka')));
    await assertSucceeds(change(as.shopper, ELSEWHERE_IN_RAJASTHAN));
    await seedOrder({ deliverySlot: { zoneId: 'jaipur', date: '2099-01-05', window: '09-13' } });
    await assertFails(change(as.shopper, ELSEWHERE_IN_RAJASTHAN));
    await assertSucceeds(change(as.shopper, NEIGHBOUR));
  });

  it('moves the promise of delivery only later, and no further than a zone may promise', async () => {
    await seedOrder({ paymentMethod: 'upi' });
    await assertFails(change(as.shopper, NEIGHBOUR, { deliveryDays: 5 }));
    await assertFails(change(as.shopper, NEIGHBOUR, { deliveryDays: 61 }));
    await assertSucceeds(change(as.shopper, addressAt('400001', 'Maharashtra'), { deliveryDays: 20 }));
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { toDeliveryZonesDocument } from '../../src/adapters/firestore/deliveryZonesDocument';
import { DEMO_DELIVERY_ZONES } from '../../src/adapters/memory/seed/demoDeliveryZones';
import type { PaymentStatus } from '../../src/domain/orders/Order';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { ADDRESS, addressAt, TEST_ZONES } from '../contracts/orders/orderRequests';
import { checkout, seedCheckoutShop } from './support/checkout';
import { loggedSet, loggedUpdate } from './support/logged';
import { EMAIL, orderChange } from './support/orderChange';
import { seed, stored, uidOf } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/** Delivery zones and payment methods at checkout, and a UPI payment: reported by its shopper, verified by admins. */
const { env, as } = await rulesTestEnvironment('demo-rules-delivery');

beforeEach(() => seedCheckoutShop(env));

const to = (pincode: string, state?: string) => ({ shippingAddress: addressAt(pincode, state) });
const chairs = (quantity: number) => [{ productId: 'chair', quantity }];

describe('an order is delivered only where a zone serves its pincode', () => {
  it('denies a pincode in no zone (744, 9) and allows its twin in a zone', async () => {
    await assertFails(
      checkout(as.shopper, {
        orderId: 'andaman',
        lines: chairs(1),
        order: to('744101', 'Andaman and Nicobar Islands'),
      }),
    );
    await assertFails(checkout(as.shopper, { orderId: 'army', lines: chairs(1), order: to('900001') }));
    await assertSucceeds(checkout(as.shopper, { orderId: 'jaipur', lines: chairs(1), order: to('302001') }));
  });

  it('keeps the days checkout promised with the order', async () => {
    const mumbai = to('400020', 'Maharashtra');
    await assertSucceeds(checkout(as.shopper, { orderId: 'promised', lines: chairs(1), order: mumbai }));
    expect((await stored(env, 'orders/promised'))?.['deliveryDays']).toBe(8);
  });

  it('denies a pincode under a head whose only zones are longer prefixes it does not start with', async () => {
    const zones = [
      ...TEST_ZONES.map((zone) => ({ ...zone, prefixes: zone.prefixes.filter((prefix) => prefix !== '3') })),
      { ...TEST_ZONES[0]!, id: 'jodhpur', name: 'Jodhpur', prefixes: ['3420'] },
    ];
    await seed(env, { 'settings/delivery': toDeliveryZonesDocument(zones) });
    await assertFails(checkout(as.shopper, { orderId: 'beside', lines: chairs(1), order: to('342100') }));
    await assertSucceeds(checkout(as.shopper, { orderId: 'inside', lines: chairs(1), order: to('342001') }));
  });

  it('denies every order while the shop has no zones at all', async () => {
    await env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(context.firestore() as unknown as Firestore, 'settings', 'delivery')),
    );
    await assertFails(checkout(as.shopper, { orderId: 'nozones', lines: chairs(1) }));
  });
});

describe('the state of the address is one its pincode can be in: the place of supply on the tax invoice', () => {
  const order = (orderId: string, pincode: string, state: string) =>
    checkout(as.shopper, { orderId, lines: chairs(1), order: to(pincode, state) });

  it('denies a state the pincode is not in, or one not on the list; allows the pincode’s own state', async () => {
    await assertFails(order('wrongstate', '302001', 'Karnataka'));
    // 29… is served by a zone but in no region of the table: any state of the list, and only those.
    await assertFails(order('nostate', '290001', 'Atlantis'));
    await assertSucceeds(order('rightstate', '302001', 'Rajasthan'));
  });

  it('allows either state of a region that crosses a border', async () => {
    await assertFails(order('delhi', '248001', 'Delhi'));
    await assertSucceeds(order('dehradun', '248001', 'Uttarakhand'));
  });
});

describe('cash on delivery follows the zone', () => {
  it('denies COD where the zone takes none; allows UPI there', async () => {
    await assertFails(
      checkout(as.shopper, { orderId: 'necod', lines: chairs(1), order: to('781001', 'Assam') }),
    );
    await assertSucceeds(
      checkout(as.shopper, {
        orderId: 'neupi',
        lines: chairs(1),
        order: { ...to('781001', 'Assam'), paymentMethod: 'upi' },
      }),
    );
  });

  it("denies COD above the zone's limit and allows it at the limit or below", async () => {
    // Mumbai takes COD up to ₹5,000: two chairs come to ₹8,750 with shipping, one to ₹4,750.
    await assertFails(
      checkout(as.shopper, { orderId: 'mumbai2', lines: chairs(2), order: to('400001', 'Maharashtra') }),
    );
    await assertSucceeds(
      checkout(as.shopper, { orderId: 'mumbai1', lines: chairs(1), order: to('400001', 'Maharashtra') }),
    );
  });

  it('denies UPI while the shop has no UPI ID, and any other method', async () => {
    await assertFails(
      checkout(as.shopper, { orderId: 'card', lines: chairs(1), order: { paymentMethod: 'card' } }),
    );
    await seed(env, { 'settings/shop': { freeShippingThreshold: 20000, shippingFee: 750 } });
    await assertFails(
      checkout(as.shopper, { orderId: 'noupi', lines: chairs(1), order: { paymentMethod: 'upi' } }),
    );
    await assertSucceeds(checkout(as.shopper, { orderId: 'cash', lines: chairs(1) }));
  });
});

describe('an order paid online (OnlinePayment)', () => {
  const GATEWAY = { paymentGateway: 'razorpay', paymentGatewayKeyId: 'rzp_test_AbCdEf123456' };

  it('is placed unpaid only once the shop has a payment gateway and its key id', async () => {
    const online = (orderId: string, order: Record<string, unknown> = {}) =>
      checkout(as.shopper, { orderId, lines: chairs(1), order: { paymentMethod: 'online', ...order } });
    const shop = (await stored(env, 'settings/shop')) ?? {};
    await seed(env, { 'settings/shop': { ...shop, paymentGatewayKeyId: 'rzp_test_AbCdEf123456' } });
    // The owner's settings never name a gateway without its key id (their rule, below); a checkout reads the name.
    await assertFails(online('nogateway'));
    await seed(env, { 'settings/shop': { ...shop, ...GATEWAY } });
    await assertFails(online('paid-at-checkout', { paymentStatus: 'paid' }));
    await assertSucceeds(online('gateway'));
    expect(await stored(env, 'orders/gateway')).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'pending',
    });
  });

  it('lets the owner choose a gateway with a well-formed public key id, and no secret', async () => {
    const settings = { ...DEFAULT_SHOP_SETTINGS, ...GATEWAY };
    await assertFails(
      loggedSet(as.admin, 'settings/shop', { ...settings, paymentGateway: 'stripe' }, 'settings'),
    );
    await assertFails(
      loggedSet(
        as.admin,
        'settings/shop',
        { ...settings, paymentGatewayKeyId: 'secret_AbCdEf123456' },
        'settings',
      ),
    );
    await assertFails(
      loggedSet(as.admin, 'settings/shop', { ...settings, paymentGatewaySecret: 'x' }, 'settings'),
    );
    await assertFails(
      loggedSet(as.admin, 'settings/shop', { ...settings, paymentGatewayKeyId: '' }, 'settings'),
    );
    await assertSucceeds(loggedSet(as.admin, 'settings/shop', settings, 'settings'));
  });

  it('keeps the EMI plans a short list and the EMI minimum whole rupees', async () => {
    const plan = { months: 6, lender: 'HDFC Bank credit cards', annualRatePercent: 15, noCost: true };
    const settings = { ...DEFAULT_SHOP_SETTINGS, ...GATEWAY, emiMinimum: 10000 };
    const save = (changes: Record<string, unknown>) =>
      loggedSet(as.admin, 'settings/shop', { ...settings, ...changes }, 'settings');
    await assertFails(save({ emiPlans: Array.from({ length: 9 }, () => plan) }));
    await assertFails(save({ emiPlans: { plan } }));
    await assertFails(save({ emiMinimum: 99.5, emiPlans: [plan] }));
    await assertSucceeds(save({ emiPlans: Array.from({ length: 8 }, () => plan) }));
  });
});

describe('a UPI payment is reported by its shopper and verified by an admin', () => {
  const seedUpiOrder = (id: string, paymentStatus: PaymentStatus = 'pending', extra = {}) =>
    seed(env, {
      [`orders/${id}`]: {
        userId: 'shopper',
        customerEmail: 'shopper@example.com',
        status: 'pending',
        paymentStatus,
        paymentMethod: 'upi',
        lines: [],
        subtotal: 4000,
        shipping: 750,
        total: 4750,
        shippingAddress: { ...ADDRESS },
        createdAt: Timestamp.fromMillis(Date.now() - 3_600_000),
        updatedAt: Timestamp.fromMillis(Date.now() - 3_600_000),
        ...extra,
      },
    });
  /** A shopper's report as the app writes it: the UTR on the order, and the UTR claimed for it in the same write. */
  const report = (
    db = as.shopper,
    id = 'upi1',
    fields: Record<string, unknown> = {},
    claim: Record<string, unknown> | null = {},
  ) => {
    const utr = String(fields['utr'] ?? '412345678901');
    const batch = writeBatch(db);
    batch.update(doc(db, 'orders', id), { utr, utrAt: serverTimestamp(), ...fields });
    if (claim) {
      batch.set(doc(db, 'utrs', utr), {
        orderId: id,
        userId: uidOf(db),
        at: serverTimestamp(),
        ...claim,
      });
    }
    return batch.commit();
  };

  it('lets the owner add a 12-digit UTR once, and nothing else with it', async () => {
    await seedUpiOrder('upi1');
    await assertFails(report(as.other));
    await assertFails(report(as.shopper, 'upi1', { utr: '4123' }));
    await assertFails(report(as.shopper, 'upi1', { utrAt: Timestamp.fromMillis(0) }));
    await assertFails(report(as.shopper, 'upi1', { paymentStatus: 'paid' }));
    await assertSucceeds(report());
    await assertFails(report(as.shopper, 'upi1', { utr: '999999999999' }));
  });

  it('denies one UTR claimed for a second order, by its shopper or another; allows each order its own', async () => {
    await seedUpiOrder('upi1');
    await seedUpiOrder('upi2');
    await seedUpiOrder('theirs', 'pending', { userId: 'other', customerEmail: 'other@example.com' });
    await assertSucceeds(report(as.shopper, 'upi1'));
    await assertFails(report(as.shopper, 'upi2'));
    await assertFails(report(as.other, 'theirs'));
    await assertSucceeds(report(as.shopper, 'upi2', { utr: '412345678902' }));
    await assertSucceeds(report(as.other, 'theirs', { utr: '412345678903' }));
  });

  it('denies a report without its claim, a claim for another order, or a claim standing alone', async () => {
    await seedUpiOrder('upi1');
    await seedUpiOrder('upi2');
    await assertFails(report(as.shopper, 'upi1', {}, null));
    await assertFails(report(as.shopper, 'upi1', {}, { orderId: 'upi2' }));
    await assertFails(report(as.shopper, 'upi1', {}, { userId: 'other' }));
    await assertFails(report(as.shopper, 'upi1', {}, { note: 'x'.repeat(100) }));
    await assertFails(
      setDoc(doc(as.shopper, 'utrs', '412345678909'), {
        orderId: 'upi2',
        userId: 'shopper',
        at: serverTimestamp(),
      }),
    );
    await assertSucceeds(report(as.shopper, 'upi1'));
    await assertFails(updateDoc(doc(as.shopper, 'utrs', '412345678901'), { orderId: 'upi2' }));
    await assertFails(deleteDoc(doc(as.admin, 'utrs', '412345678901')));
  });

  it('lets staff and the claiming shopper read a claimed UTR; denies another shopper', async () => {
    await seedUpiOrder('upi1');
    await assertSucceeds(report());
    await assertSucceeds(getDoc(doc(as.support, 'utrs', '412345678901')));
    await assertSucceeds(getDoc(doc(as.shopper, 'utrs', '412345678901')));
    await assertFails(getDoc(doc(as.other, 'utrs', '412345678901')));
    await assertSucceeds(getDoc(doc(as.other, 'utrs', '999999999999')));
  });

  it("denies a UTR once the shop's payment window has passed; allows it just before", async () => {
    await seed(env, { 'settings/shop': { paymentWindowHours: 2 } });
    const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);
    await seedUpiOrder('late', 'pending', { createdAt: hoursAgo(2.01), updatedAt: hoursAgo(2.01) });
    await seedUpiOrder('intime', 'pending', { createdAt: hoursAgo(1.9), updatedAt: hoursAgo(1.9) });
    await assertFails(report(as.shopper, 'late'));
    await assertSucceeds(report(as.shopper, 'intime'));
    await seed(env, { 'settings/shop': { phone: '+91 1' } });
    await seedUpiOrder('default', 'pending', { createdAt: hoursAgo(24.01), updatedAt: hoursAgo(24.01) });
    await assertFails(report(as.shopper, 'default', { utr: '412345678902' }));
  });

  it('denies a UTR on a cash order, a paid one or a cancelled one', async () => {
    await seedUpiOrder('cod1', 'pending', { paymentMethod: 'cod' });
    await seedUpiOrder('paid1', 'paid');
    await seedUpiOrder('gone1', 'pending', { status: 'cancelled' });
    for (const id of ['cod1', 'paid1', 'gone1']) await assertFails(report(as.shopper, id));
  });

  it('never lets a shopper mark their order paid; an admin marks it paid, or not received', async () => {
    await seedUpiOrder('upi1', 'pending', { utr: '412345678901', utrAt: Timestamp.now() });
    // An admin's change carries its activity entry; the shopper's none.
    const mark = (db = as.admin, paymentStatus: PaymentStatus, id = 'upi1') =>
      db === as.admin
        ? loggedUpdate(
            db,
            `orders/${id}`,
            orderChange({ status: 'pending', paymentStatus }, EMAIL.admin),
            'order',
          )
        : updateDoc(doc(db, 'orders', id), orderChange({ status: 'pending', paymentStatus }, null));
    await assertFails(mark(as.shopper, 'paid'));
    await assertSucceeds(mark(as.admin, 'paid'));
    await seedUpiOrder('upi2', 'pending', { utr: '412345678902', utrAt: Timestamp.now() });
    await assertFails(mark(as.shopper, 'failed', 'upi2'));
    await assertSucceeds(mark(as.admin, 'failed', 'upi2'));
  });

  it('lets an admin record UPI money that arrived after its order was cancelled, and then its refund', async () => {
    await seedUpiOrder('late', 'pending', { status: 'cancelled' });
    await seedUpiOrder('late-cash', 'pending', { status: 'cancelled', paymentMethod: 'cod' });
    const mark = (id: string, paymentStatus: PaymentStatus, position = 0) =>
      loggedUpdate(
        as.admin,
        `orders/${id}`,
        {
          ...orderChange({ status: 'cancelled', paymentStatus }, EMAIL.admin, position),
          ...(paymentStatus === 'refunded' ? { paymentRefund: 4750 } : {}),
        },
        'order',
      );
    await assertFails(mark('late-cash', 'paid'));
    await assertFails(mark('late', 'refunded'));
    await assertSucceeds(mark('late', 'paid'));
    await assertSucceeds(mark('late', 'refunded', 1));
  });
});

describe('the zone table and the UPI settings', () => {
  it('lets a guest read the zones but no order', async () => {
    await seedGuestOrder();
    await assertSucceeds(getDoc(doc(as.anonymous, 'settings', 'delivery')));
    await assertFails(getDoc(doc(as.anonymous, 'orders', 'upi-guest')));
  });

  it('lets only admins write the zones, in their shape', async () => {
    const table = toDeliveryZonesDocument(DEMO_DELIVERY_ZONES);
    await assertFails(setDoc(doc(as.shopper, 'settings', 'delivery'), table));
    await assertFails(loggedSet(as.admin, 'settings/delivery', { ...table, note: 'x' }, 'delivery'));
    await assertSucceeds(loggedSet(as.admin, 'settings/delivery', table, 'delivery'));
  });

  it('denies text riding in the table checkout reads; allows a table of every head in India', async () => {
    const everywhere = toDeliveryZonesDocument([
      { ...TEST_ZONES[0]!, prefixes: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] },
    ]);
    expect(Object.keys(everywhere['heads'] as object)).toHaveLength(900);
    const heavy = { ...everywhere, heads: { ...everywhere['heads'], '110': 'x'.repeat(100_000) } };
    await assertFails(loggedSet(as.manager, 'settings/delivery', heavy, 'delivery'));
    const named = { ...everywhere, heads: { ...everywhere['heads'], ['1'.repeat(1000)]: 0 } };
    await assertFails(loggedSet(as.manager, 'settings/delivery', named, 'delivery'));
    const longer = { ...everywhere, longer: { ['x'.repeat(1000)]: { '110001': 0 } } };
    await assertFails(loggedSet(as.manager, 'settings/delivery', longer, 'delivery'));
    await assertSucceeds(loggedSet(as.manager, 'settings/delivery', everywhere, 'delivery'));
  });

  it('lets only admins set the UPI ID, and only a well-formed one', async () => {
    const settings = { ...DEFAULT_SHOP_SETTINGS, upiId: 'sheesham@okaxis', upiPayeeName: 'Sheesham Home' };
    await assertFails(setDoc(doc(as.shopper, 'settings', 'shop'), settings));
    await assertFails(
      loggedSet(as.admin, 'settings/shop', { ...settings, upiId: 'pay me here' }, 'settings'),
    );
    await assertSucceeds(loggedSet(as.admin, 'settings/shop', settings, 'settings'));
  });
});

const seedGuestOrder = () =>
  seed(env, {
    'orders/upi-guest': {
      userId: 'shopper',
      status: 'pending',
      paymentMethod: 'upi',
      paymentStatus: 'pending',
    },
  });

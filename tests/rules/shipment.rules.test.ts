import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/domain/orders/Order';
import { DEMO_COURIERS } from '../../src/adapters/memory/seed/demoCouriers';
import { loggedSet, loggedUpdate } from './support/logged';
import { EMAIL, appShipment, orderChange } from './support/orderChange';
import { emailOf, seed, seedShop, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/** The courier and AWB an order ships with: staff write them, shoppers only read them (Shipment). */
const { env, as } = await rulesTestEnvironment('demo-rules-shipment');

const SHIPMENT = {
  courier: 'Delhivery',
  awb: 'AB123456789',
  trackingUrl: 'https://www.delhivery.com/track/package/AB123456789',
};

const seedOrder = (status: OrderStatus, extra: Record<string, unknown> = {}) =>
  seed(env, {
    'orders/o1': {
      userId: 'shopper',
      customerEmail: EMAIL.shopper,
      status,
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      lines: [],
      subtotal: 4000,
      shipping: 0,
      total: 4000,
      createdAt: Timestamp.fromMillis(Date.now() - 86_400_000),
      updatedAt: Timestamp.fromMillis(Date.now() - 86_400_000),
      ...extra,
    },
    'orderCounters/shopper': {
      openOrders: status === 'confirmed' ? 1 : 0,
      openCodValue: status === 'confirmed' ? 4000 : 0,
      lastOrderId: 'o1',
      lastOrderAt: Timestamp.fromMillis(Date.now() - 86_400_000),
    },
  });

const admin = () => ({ uid: 'claimadmin', name: emailOf(as.admin) });

/** The write that ships the order (or corrects its shipment) as the app makes it: true when the rules let it through. */
const ship = (shipment: unknown) => appShipment(as.admin, 'o1', shipment, admin());

beforeEach(() => seedShop(env));

describe("an order's shipment", () => {
  it('lets staff ship a confirmed order with a courier and AWB; denies an AWB of other characters or none', async () => {
    await seedOrder('confirmed');
    for (const awb of ['', 'AB1', 'ab123456', 'AB 123456', 'A'.repeat(31)])
      expect(await ship({ ...SHIPMENT, awb })).toBe(false);
    expect(await ship({ ...SHIPMENT, trackingUrl: 'javascript:alert(1)' })).toBe(false);
    expect(await ship({ ...SHIPMENT, courier: '' })).toBe(false);
    expect(await ship({ ...SHIPMENT, note: 'extra' })).toBe(false);
    expect(await ship(SHIPMENT)).toBe(true);
    expect((await stored(env, 'orders/o1'))?.['status']).toBe('shipped');
  });

  it('denies a shipment on an order that is not shipped by the write; allows correcting it once shipped', async () => {
    await seedOrder('confirmed');
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/o1',
        {
          ...orderChange({ status: 'confirmed', paymentStatus: 'pending' }, EMAIL.admin),
          shipment: SHIPMENT,
        },
        'order',
      ),
    );
    await seedOrder('shipped', { shipment: SHIPMENT });
    expect(await ship({ ...SHIPMENT, awb: 'AB123456780', trackingUrl: '' })).toBe(true);
    expect((await stored(env, 'orders/o1'))?.['shipment']).toMatchObject({ awb: 'AB123456780' });
    expect((await stored(env, 'orders/o1'))?.['shipment']?.correctedAt).toBeInstanceOf(Timestamp);
  });

  it('dates a correction at the server’s time, which its shopper is told of; denies another time', async () => {
    await seedOrder('shipped', { shipment: SHIPMENT });
    const correct = (correctedAt: unknown) =>
      loggedUpdate(
        as.admin,
        'orders/o1',
        {
          ...orderChange({ status: 'shipped', paymentStatus: 'pending' }, EMAIL.admin),
          shipment: { ...SHIPMENT, awb: 'AB123456780', correctedAt },
        },
        'order',
      );
    await assertFails(correct(Timestamp.fromMillis(Date.now() - 86_400_000)));
    await assertSucceeds(correct(serverTimestamp()));
  });

  it('denies the shopper writing a courier or AWB on their own order, shipped or not', async () => {
    for (const status of ['confirmed', 'shipped'] as const) {
      await seedOrder(status);
      await assertFails(
        updateDoc(doc(as.shopper, 'orders', 'o1'), {
          ...orderChange({ status: 'shipped', paymentStatus: 'pending' }, null),
          shipment: SHIPMENT,
        }),
      );
      await assertFails(updateDoc(doc(as.shopper, 'orders', 'o1'), { shipment: SHIPMENT }));
    }
  });

  it('denies removing a recorded shipment; the shopper reads it with their order', async () => {
    await seedOrder('shipped', { shipment: SHIPMENT });
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/o1',
        {
          ...orderChange({ status: 'shipped', paymentStatus: 'pending' }, EMAIL.admin),
          shipment: deleteField(),
        },
        'order',
      ),
    );
    await assertSucceeds(getDoc(doc(as.shopper, 'orders', 'o1')));
  });
});

describe('the couriers list', () => {
  it('lets a manager save it and staff read it; denies a shopper reading it and support saving it', async () => {
    await assertSucceeds(loggedSet(as.manager, 'settings/couriers', { couriers: DEMO_COURIERS }, 'delivery'));
    await assertSucceeds(getDoc(doc(as.support, 'settings', 'couriers')));
    await assertFails(getDoc(doc(as.shopper, 'settings', 'couriers')));
    await assertFails(getDoc(doc(as.anonymous, 'settings', 'couriers')));
    await assertFails(loggedSet(as.support, 'settings/couriers', { couriers: [] }, 'delivery'));
  });

  it('denies a list of more than ten, or of another shape', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `Courier ${index}`, trackingUrl: '' }));
    await assertFails(loggedSet(as.admin, 'settings/couriers', { couriers: eleven }, 'delivery'));
    await assertFails(loggedSet(as.admin, 'settings/couriers', { couriers: 'Delhivery' }, 'delivery'));
    await assertFails(loggedSet(as.admin, 'settings/couriers', { couriers: [], note: 'extra' }, 'delivery'));
    await assertSucceeds(loggedSet(as.admin, 'settings/couriers', { couriers: eleven.slice(1) }, 'delivery'));
  });
});

describe("an order's later delivery date", () => {
  const delay = (
    deliveryDelay: unknown,
    db = as.admin,
    by: string | null = EMAIL.admin,
    status: OrderStatus = 'confirmed',
  ) =>
    loggedUpdate(
      db,
      'orders/o1',
      { ...orderChange({ status, paymentStatus: 'pending' }, by), deliveryDelay },
      'order',
    );
  const COURIER = 'Delayed by the courier';

  it('lets staff set a date of the right shape with a reason of the list; denies any other', async () => {
    await seedOrder('confirmed');
    await assertFails(delay({ by: '2026-12-20', reason: 'Because we can' }));
    await assertFails(delay({ by: '20 Dec', reason: COURIER }));
    await assertFails(delay({ by: '2026-12-20', reason: COURIER, note: 'x' }));
    await assertSucceeds(delay({ by: '2026-12-20', reason: COURIER }));
  });

  it('dates the move at the server’s time, which its shopper is told of; denies another time', async () => {
    await seedOrder('confirmed');
    await assertFails(
      delay({ by: '2026-12-20', reason: COURIER, at: Timestamp.fromMillis(Date.now() - 60_000) }),
    );
    await assertSucceeds(delay({ by: '2026-12-20', reason: COURIER, at: serverTimestamp() }));
  });

  it('denies moving it sooner than the date it replaces; allows later', async () => {
    await seedOrder('confirmed', { deliveryDelay: { by: '2026-12-20', reason: COURIER } });
    await assertFails(delay({ by: '2026-12-19', reason: COURIER }));
    await assertFails(delay({ by: '2026-12-20', reason: 'Delayed at your request' }));
    await assertSucceeds(delay({ by: '2026-12-21', reason: 'Delayed at your request' }));
  });

  it("denies the shopper writing it, and a delivered order's", async () => {
    await seedOrder('confirmed');
    await assertFails(
      updateDoc(doc(as.shopper, 'orders', 'o1'), {
        ...orderChange({ status: 'confirmed', paymentStatus: 'pending' }, null),
        deliveryDelay: { by: '2026-12-20', reason: COURIER },
      }),
    );
    await seedOrder('delivered');
    await assertFails(delay({ by: '2026-12-20', reason: COURIER }, as.admin, EMAIL.admin, 'delivered'));
  });
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { toDeliveryZonesDocument } from '../../src/adapters/firestore/deliveryZonesDocument';
import { addDays, slotStart } from '../../src/domain/shipping/DeliverySlot';
import { type DeliverySlot, slotKey } from '../../src/domain/shipping/DeliveryWindows';
import { type DeliveryWindowId, DELIVERY_WINDOWS } from '../../src/domain/shipping/DeliveryWindows';
import { indiaDay } from '../../src/domain/shared/CsvCells';
import { addressAt } from '../contracts/orders/orderRequests';
import { cashOrder } from './support/cashOrder';
import { seed } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Delivery slots: an order books a window of its zone, and the slot's count moves with it, never past the capacity
 * the zone gives the window, within 24 hours of the slot, or a third time.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-delivery-slots');

const HOUR = 3_600_000;
const JAIPUR = {
  id: 'jaipur',
  name: 'Jaipur',
  prefixes: ['302'],
  minDays: 1,
  maxDays: 3,
  codAllowed: true,
  codLimit: 100000,
  slots: { '09-13': 1, '13-17': 2, '17-21': 1 },
};
const INDIA = { ...JAIPUR, id: 'india', name: 'India', prefixes: ['1', '2', '3', '4', '5', '6', '7', '8'] };
delete (INDIA as Partial<typeof JAIPUR>).slots;

/** The first slot of `window` whose start is between `from` and `to` hours from now. */
const slotStartingIn = (from: number, to: number, window?: DeliveryWindowId): DeliverySlot => {
  const today = indiaDay(new Date().toISOString());
  for (let day = 0; day < 10; day++) {
    for (const candidate of DELIVERY_WINDOWS) {
      const slot: DeliverySlot = { zoneId: 'jaipur', date: addDays(today, day), window: candidate.id };
      const hours = (Date.parse(slotStart(slot)) - Date.now()) / HOUR;
      if ((!window || window === candidate.id) && hours > from && hours < to) return slot;
    }
  }
  throw new Error('no such slot');
};
const morning = slotStartingIn(48, 300, '09-13');
const afternoon: DeliverySlot = { ...morning, window: '13-17' };

const seedOrder = (id: string, extra: Record<string, unknown> = {}, userId = 'shopper') =>
  seed(env, { [`orders/${id}`]: cashOrder(userId, { status: 'confirmed', ...extra }) });

const seedCount = (slot: DeliverySlot, booked: number, order = 'someone') =>
  seed(env, { [`deliverySlots/${slotKey(slot)}`]: { ...slot, booked, order } });

interface Booking {
  order?: string;
  slot?: DeliverySlot;
  /** The count the slot has after the write. */
  booked?: number;
  /** The slot the order leaves, and its count after the write. */
  leaves?: { slot: DeliverySlot; booked: number };
  orderFields?: Record<string, unknown>;
}

const book = (db: Firestore, booking: Booking = {}): Promise<void> => {
  const { order = 'o1', slot = morning, booked = 1, leaves, orderFields = {} } = booking;
  const batch = writeBatch(db);
  batch.update(doc(db, 'orders', order), { deliverySlot: { ...slot }, ...orderFields });
  batch.set(doc(db, 'deliverySlots', slotKey(slot)), { ...slot, booked, order });
  if (leaves)
    batch.set(doc(db, 'deliverySlots', slotKey(leaves.slot)), {
      ...leaves.slot,
      booked: leaves.booked,
      order,
    });
  return batch.commit();
};

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { 'settings/delivery': toDeliveryZonesDocument([JAIPUR, INDIA]) });
  await seedOrder('o1');
});

describe('booking a slot', () => {
  it('is allowed to the shopper of the order when the count moves up by one, and denied otherwise', async () => {
    await assertFails(book(as.shopper, { booked: 0 }));
    await assertFails(book(as.shopper, { booked: 2 }));
    await assertFails(book(as.other));
    await assertFails(book(as.admin));
    await assertSucceeds(book(as.shopper));
  });

  it('denies the order naming a slot without taking a place, or a place taken for no slot', async () => {
    await assertFails(
      (async () => {
        const batch = writeBatch(as.shopper);
        batch.update(doc(as.shopper, 'orders', 'o1'), { deliverySlot: { ...morning } });
        await batch.commit();
      })(),
    );
    await assertFails(
      (async () => {
        const batch = writeBatch(as.shopper);
        batch.set(doc(as.shopper, 'deliverySlots', slotKey(morning)), { ...morning, booked: 1, order: 'o1' });
        await batch.commit();
      })(),
    );
  });

  it('denies booking beyond the capacity of the window, and allows a window with a place left', async () => {
    await seedCount(morning, 1);
    await seedCount(afternoon, 1);
    await assertFails(book(as.shopper, { booked: 2 }));
    await assertSucceeds(book(as.shopper, { slot: afternoon, booked: 2 }));
  });

  it('denies booking on another shopper’s order', async () => {
    await seedOrder('theirs', {}, 'other');
    await assertFails(book(as.shopper, { order: 'theirs' }));
    await assertSucceeds(book(as.other, { order: 'theirs' }));
  });

  it('denies two orders taking one place in one write', async () => {
    await seedOrder('o2');
    const batch = writeBatch(as.shopper);
    batch.update(doc(as.shopper, 'orders', 'o1'), { deliverySlot: { ...afternoon } });
    batch.update(doc(as.shopper, 'orders', 'o2'), { deliverySlot: { ...afternoon } });
    batch.set(doc(as.shopper, 'deliverySlots', slotKey(afternoon)), { ...afternoon, booked: 1, order: 'o1' });
    await assertFails(batch.commit());
    await assertSucceeds(book(as.shopper, { slot: afternoon }));
  });

  it('denies a slot in a zone couriers serve, another zone’s slot, or a delivered order', async () => {
    await seedOrder('far', { shippingAddress: addressAt('110001', 'Delhi') });
    await seedOrder('done', { status: 'delivered' });
    await assertFails(book(as.shopper, { order: 'far' }));
    await assertFails(book(as.shopper, { order: 'done' }));
    const elsewhere = { ...morning, zoneId: 'india' };
    await assertFails(book(as.shopper, { slot: elsewhere }));
    await assertSucceeds(book(as.shopper));
  });

  it('denies a slot that starts within 24 hours, and allows one that starts later', async () => {
    const soon = slotStartingIn(1, 23);
    await assertFails(book(as.shopper, { slot: soon }));
    await assertSucceeds(book(as.shopper, { slot: slotStartingIn(25, 300, '09-13') }));
  });

  it('gives the last place to one of two shoppers booking it at once', async () => {
    await seedOrder('theirs', {}, 'other');
    const outcomes = await Promise.allSettled([
      book(as.shopper, { order: 'o1' }),
      book(as.other, { order: 'theirs' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    await env.withSecurityRulesDisabled(async (context) => {
      const count = await getDoc(doc(context.firestore(), 'deliverySlots', slotKey(morning)));
      expect(count.data()?.['booked']).toBe(1);
    });
  });
});

describe('moving a booked slot', () => {
  const later: DeliverySlot = { ...morning, date: addDays(morning.date, 1) };
  const move = (db: Firestore, changes: number, from = morning) =>
    book(db, {
      slot: later,
      booked: 1,
      leaves: { slot: from, booked: 0 },
      orderFields: { slotChanges: changes },
    });

  it('is allowed with the old place given back and the change counted, and denied otherwise', async () => {
    await seedOrder('o1', { deliverySlot: { ...morning } });
    await seedCount(morning, 1, 'o1');
    await assertFails(move(as.shopper, 0));
    await assertFails(book(as.shopper, { slot: later, orderFields: { slotChanges: 1 } }));
    await assertFails(move(as.other, 1));
    await assertSucceeds(move(as.shopper, 1));
  });

  it('denies a third move, and allows the second', async () => {
    await seedOrder('o1', { deliverySlot: { ...morning }, slotChanges: 2 });
    await seedOrder('o2', { deliverySlot: { ...morning }, slotChanges: 1 });
    await seedCount(morning, 2, 'o1');
    await assertFails(
      book(as.shopper, {
        slot: later,
        leaves: { slot: morning, booked: 1 },
        orderFields: { slotChanges: 3 },
      }),
    );
    await assertSucceeds(
      book(as.shopper, {
        order: 'o2',
        slot: later,
        leaves: { slot: morning, booked: 1 },
        orderFields: { slotChanges: 2 },
      }),
    );
  });

  it('denies moving a slot that starts within 24 hours, and allows one that starts later', async () => {
    const soon = slotStartingIn(1, 23);
    await seedOrder('o1', { deliverySlot: { ...soon } });
    await seedOrder('o2', { deliverySlot: { ...afternoon } });
    await seedCount(soon, 1, 'o1');
    await seedCount(afternoon, 1, 'o2');
    await assertFails(move(as.shopper, 1, soon));
    await assertSucceeds(
      book(as.shopper, {
        order: 'o2',
        slot: later,
        leaves: { slot: afternoon, booked: 0 },
        orderFields: { slotChanges: 1 },
      }),
    );
  });
});

describe('giving a place back when the order is cancelled', () => {
  const releaseOnly = (db: Firestore) =>
    writeBatch(db)
      .set(doc(db, 'deliverySlots', slotKey(morning)), { ...morning, booked: 0, order: 'o1' })
      .commit();

  beforeEach(async () => {
    await seedOrder('o1', { deliverySlot: { ...morning } });
    await seedCount(morning, 1, 'o1');
  });

  it('denies a place given back by an order that keeps it, to anyone', async () => {
    await assertFails(releaseOnly(as.shopper));
    await assertFails(releaseOnly(as.admin));
    await assertFails(releaseOnly(as.other));
  });

  // The allowed twin, a place given back in the cancellation's own write by the shopper and by the staff, is the
  // order contract's 'gives a cancelled order’s place back' case, run through these rules.
  it('denies a place back for another’s order, or for an order cancelled before the write', async () => {
    await assertFails(
      writeBatch(as.other)
        .set(doc(as.other, 'deliverySlots', slotKey(morning)), { ...morning, booked: 0, order: 'o1' })
        .commit(),
    );
    await env.withSecurityRulesDisabled(async (context) => {
      await writeBatch(context.firestore())
        .update(doc(context.firestore(), 'orders', 'o1'), { status: 'cancelled' })
        .commit();
    });
    // Cancelled before this write: nothing to give back now.
    await assertFails(releaseOnly(as.admin));
  });
});

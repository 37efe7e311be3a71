import { expect, it } from 'vitest';
import type { DeliveryZone } from '../../../src/domain/checkout/DeliveryZones';
import type { Order } from '../../../src/domain/orders/Order';
import { slotDays } from '../../../src/domain/shipping/DeliverySlot';
import { type DeliverySlot, slotKey } from '../../../src/domain/shipping/DeliveryWindows';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { addressAt, line, request, TEST_ZONES } from './orderRequests';

const STAFF = 'admin@example.com';
const stool = testProduct('stool', { name: 'Bikaner Stool', price: 2000, stock: 50 });
/** The shop's own team delivers around Jaipur (ADDRESS, 302001); couriers take the rest of TEST_ZONES. */
const JAIPUR: DeliveryZone = {
  id: 'jaipur',
  name: 'Jaipur',
  prefixes: ['302'],
  minDays: 2,
  maxDays: 4,
  codAllowed: true,
  codLimit: 100000,
  slots: { '09-13': 1, '13-17': 2, '17-21': 1 },
};

/** Delivery slots booked by shoppers where the shop's own team delivers (DeliverySlotRepository). */
export const orderSlotCases = (harness: () => OrderRepositoryHarness): void => {
  const shop = async (): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([stool]);
    await h.seedZones([JAIPUR, ...TEST_ZONES]);
    return h;
  };
  const place = async (h: OrderRepositoryHarness, userId: string): Promise<Order> => {
    const placed = await h.repository.placeOrder(request([line('stool', 2000)], { userId }));
    if (!placed.ok) throw new Error(placed.error.code);
    return placed.value;
  };
  /** The windows the picker offers the order, each day's in turn. */
  const offered = (order: Order): DeliverySlot[] =>
    slotDays(JAIPUR, order.createdAt, {}, order.createdAt).flatMap((day) => day.windows.map((w) => w.slot));
  const morningOf = (order: Order): DeliverySlot => offered(order).find((slot) => slot.window === '09-13')!;

  it('books a window for the shopper’s own order, counts it, and lists it on its day’s sheet', async () => {
    const h = await shop();
    const order = await place(h, 'asha');
    const slot = morningOf(order);
    expect(await h.slots.book({ orderId: order.id, userId: 'ravi', slot })).toEqual({
      ok: false,
      error: { code: 'SLOT.ORDER_NOT_FOUND' },
    });
    const booked = await h.slots.book({ orderId: order.id, userId: 'asha', slot });
    expect(booked).toMatchObject({ ok: true, value: { id: order.id, deliverySlot: slot } });
    expect((await h.repository.get(order.id))?.deliverySlot).toEqual(slot);
    expect(await h.slots.booked('jaipur', slot.date, slot.date)).toEqual({ [slotKey(slot)]: 1 });
    expect((await h.slots.daySheet(slot.date)).map((listed) => listed.id)).toEqual([order.id]);
  });

  it('refuses a full window to the next shopper, who can take another', async () => {
    const h = await shop();
    const first = await place(h, 'asha');
    const second = await place(h, 'ravi');
    const slot = morningOf(first);
    expect((await h.slots.book({ orderId: first.id, userId: 'asha', slot })).ok).toBe(true);
    expect(await h.slots.book({ orderId: second.id, userId: 'ravi', slot })).toEqual({
      ok: false,
      error: { code: 'SLOT.FULL' },
    });
    const afternoon: DeliverySlot = { ...slot, window: '13-17' };
    expect((await h.slots.book({ orderId: second.id, userId: 'ravi', slot: afternoon })).ok).toBe(true);
  });

  it('gives the last place to one of two shoppers booking it at once', async () => {
    const h = await shop();
    const first = await place(h, 'asha');
    const second = await place(h, 'ravi');
    const slot = morningOf(first);
    const outcomes = await Promise.all([
      h.slots.book({ orderId: first.id, userId: 'asha', slot }),
      h.slots.book({ orderId: second.id, userId: 'ravi', slot }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, error: { code: 'SLOT.FULL' } });
    expect(await h.slots.booked('jaipur', slot.date, slot.date)).toEqual({ [slotKey(slot)]: 1 });
  });

  it('moves a booked slot twice, giving its place back each time, and refuses a third move', async () => {
    const h = await shop();
    const order = await place(h, 'asha');
    const [first, second, third, fourth] = offered(order);
    for (const slot of [first!, second!, third!]) {
      expect((await h.slots.book({ orderId: order.id, userId: 'asha', slot })).ok).toBe(true);
    }
    expect(await h.slots.book({ orderId: order.id, userId: 'asha', slot: fourth! })).toEqual({
      ok: false,
      error: { code: 'SLOT.NO_MORE_CHANGES' },
    });
    const stored = await h.repository.get(order.id);
    expect(stored).toMatchObject({ deliverySlot: third, slotChanges: 2 });
    const range = await h.slots.booked('jaipur', first!.date, fourth!.date);
    expect(Object.values(range).reduce((sum, booked) => sum + booked, 0)).toBe(1);
    expect(range[slotKey(third!)]).toBe(1);
  });

  it('gives a cancelled order’s place back, whether its shopper or the staff cancelled it', async () => {
    const h = await shop();
    const mine = await place(h, 'asha');
    const theirs = await place(h, 'ravi');
    const afternoon: DeliverySlot = { ...morningOf(mine), window: '13-17' };
    for (const order of [mine, theirs]) {
      const booked = await h.slots.book({ orderId: order.id, userId: order.userId, slot: afternoon });
      expect(booked.ok).toBe(true);
    }
    const taken = () => h.slots.booked('jaipur', afternoon.date, afternoon.date);
    expect(await taken()).toEqual({ [slotKey(afternoon)]: 2 });
    const cancelled = await h.repository.cancelOrder({ orderId: mine.id, userId: 'asha', reason: '' });
    expect(cancelled.ok).toBe(true);
    expect(await taken()).toEqual({ [slotKey(afternoon)]: 1 });
    await h.repository.updateStatus(theirs.id, 'cancelled', STAFF);
    expect(await taken()).toEqual({ [slotKey(afternoon)]: 0 });
    expect(await h.slots.daySheet(afternoon.date)).toEqual([]);
  });

  it('offers no slot where couriers deliver, or for a cancelled order', async () => {
    const h = await shop();
    const far = await h.repository.placeOrder(
      request([line('stool', 2000)], {
        userId: 'meera',
        shippingAddress: addressAt('110001', 'Delhi'),
      }),
    );
    if (!far.ok) throw new Error(far.error.code);
    const slot = morningOf(far.value);
    expect(await h.slots.book({ orderId: far.value.id, userId: 'meera', slot })).toEqual({
      ok: false,
      error: { code: 'SLOT.NOT_OFFERED' },
    });
    const order = await place(h, 'asha');
    await h.repository.updateStatus(order.id, 'cancelled', STAFF);
    expect(await h.slots.book({ orderId: order.id, userId: 'asha', slot })).toEqual({
      ok: false,
      error: { code: 'SLOT.NOT_OFFERED' },
    });
  });
};

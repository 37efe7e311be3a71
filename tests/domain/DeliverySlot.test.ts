import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookSlotError,
  SLOT_DAYS_OFFERED,
  slotChangeable,
  slotDays,
  slotStart,
  slotText,
  storedSlot,
  withSlot,
} from '../../src/domain/shipping/DeliverySlot';
import { type DeliverySlot, slotKey } from '../../src/domain/shipping/DeliveryWindows';
import { storedSlotCapacity } from '../../src/domain/shipping/DeliveryWindows';

const ZONE = { id: 'rajasthan', minDays: 3, slots: { '09-13': 2, '13-17': 1, '17-21': 0 } };
/** Wednesday 2 December 2026, 10:00 in India. */
const PLACED = '2026-12-02T04:30:00.000Z';
const order = { userId: 'asha', status: 'confirmed' as const, createdAt: PLACED };
const slot = (date: string, window: DeliverySlot['window'] = '09-13'): DeliverySlot => ({
  zoneId: 'rajasthan',
  date,
  window,
});

describe('slot times and words', () => {
  it('starts a window at its first hour, India time', () => {
    expect(slotStart(slot('2026-12-08'))).toBe('2026-12-08T03:30:00.000Z');
    expect(slotStart(slot('2026-12-08', '17-21'))).toBe('2026-12-08T11:30:00.000Z');
    expect(slotText(slot('2026-12-08', '13-17'))).toBe('Tue, 8 Dec, 1 pm – 5 pm');
    expect(slotKey(slot('2026-12-08'))).toBe('rajasthan_2026-12-08_09-13');
  });
});

describe('the days the picker offers', () => {
  it('starts at the zone’s fewest days, skips Sundays and closed windows, and counts the places left', () => {
    const days = slotDays(ZONE, PLACED, { [slotKey(slot('2026-12-05'))]: 2 }, PLACED);
    expect(days).toHaveLength(SLOT_DAYS_OFFERED);
    // Three working days after Wednesday is Saturday; Sunday the 6th is not a delivery day.
    expect(days.map((day) => day.date).slice(0, 3)).toEqual(['2026-12-05', '2026-12-07', '2026-12-08']);
    expect(days[0]!.windows).toEqual([
      { slot: slot('2026-12-05'), free: 0 },
      { slot: slot('2026-12-05', '13-17'), free: 1 },
    ]);
  });

  it('offers no window that starts within 24 hours', () => {
    const now = '2026-12-04T05:00:00.000Z'; // Friday 10:30 in India: Saturday 9 am is 22.5 hours away
    const [first] = slotDays(ZONE, PLACED, {}, now);
    expect(first!.windows.map((choice) => choice.slot.window)).toEqual(['13-17']);
  });

  it('starts from today for an order placed long ago, and still offers its days', () => {
    const weeksLater = '2026-12-23T04:30:00.000Z'; // Wednesday 23 December, 10:00 in India
    const days = slotDays(ZONE, PLACED, {}, weeksLater);
    expect(days).toHaveLength(SLOT_DAYS_OFFERED);
    expect(days[0]!.date).toBe('2026-12-24');
  });

  it('offers nothing where the zone has no slots', () => {
    expect(slotDays({ id: 'metros', minDays: 5 }, PLACED, {}, PLACED)).toEqual([]);
  });
});

describe('booking and moving a slot', () => {
  it('refuses another’s order, a closed order, a courier zone, a full window and a window too soon', () => {
    const wanted = slot('2026-12-08');
    expect(bookSlotError(order, 'ravi', ZONE, wanted, 0, PLACED)?.code).toBe('SLOT.ORDER_NOT_FOUND');
    expect(bookSlotError({ ...order, status: 'delivered' }, 'asha', ZONE, wanted, 0, PLACED)?.code).toBe(
      'SLOT.NOT_OFFERED',
    );
    expect(bookSlotError(order, 'asha', { id: 'metros', minDays: 5 }, wanted, 0, PLACED)?.code).toBe(
      'SLOT.NOT_OFFERED',
    );
    expect(bookSlotError(order, 'asha', ZONE, wanted, 2, PLACED)?.code).toBe('SLOT.FULL');
    expect(bookSlotError(order, 'asha', ZONE, slot('2026-12-08', '17-21'), 0, PLACED)?.code).toBe(
      'SLOT.TOO_SOON',
    );
    expect(bookSlotError(order, 'asha', ZONE, slot('2026-12-03'), 0, PLACED)?.code).toBe('SLOT.TOO_SOON');
    expect(bookSlotError(order, 'asha', ZONE, wanted, 1, PLACED)).toBeNull();
  });

  it('moves a booked slot until 24 hours before it, at most twice', () => {
    const booked = withSlot(order, slot('2026-12-08'));
    expect(booked.slotChanges).toBeUndefined();
    const moved = withSlot(booked, slot('2026-12-09'));
    expect(moved).toMatchObject({ deliverySlot: slot('2026-12-09'), slotChanges: 1 });
    const twice = withSlot(moved, slot('2026-12-10'));
    expect(bookSlotError(twice, 'asha', ZONE, slot('2026-12-11'), 0, PLACED)?.code).toBe(
      'SLOT.NO_MORE_CHANGES',
    );
    expect(slotChangeable(twice, PLACED)).toBe(false);
    const dayBefore = '2026-12-08T05:00:00.000Z'; // 22.5 hours before 9 am on the 9th
    expect(bookSlotError(moved, 'asha', ZONE, slot('2026-12-10'), 0, dayBefore)?.code).toBe('SLOT.LOCKED');
    expect(slotChangeable(moved, dayBefore)).toBe(false);
    expect(slotChangeable(moved, PLACED)).toBe(true);
  });

  it('never books a place beyond a window’s capacity, whatever the order of bookings', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }), (picks) => {
        const choices = slotDays(ZONE, PLACED, {}, PLACED).flatMap((day) => day.windows.map((w) => w.slot));
        const counts: Record<string, number> = {};
        for (const pick of picks) {
          const wanted = choices[pick]!;
          const key = slotKey(wanted);
          if (bookSlotError(order, 'asha', ZONE, wanted, counts[key] ?? 0, PLACED) === null)
            counts[key] = (counts[key] ?? 0) + 1;
        }
        for (const wanted of choices)
          expect(counts[slotKey(wanted)] ?? 0).toBeLessThanOrEqual(ZONE.slots[wanted.window]);
      }),
    );
  });
});

describe('stored slots', () => {
  it('reads a stored slot and capacity, and drops what is not one', () => {
    expect(storedSlot({ zoneId: 'z', date: '2026-12-08', window: '13-17' })).toEqual({
      zoneId: 'z',
      date: '2026-12-08',
      window: '13-17',
    });
    expect(storedSlot({ zoneId: 'z', date: '8 Dec', window: '13-17' })).toBeUndefined();
    expect(storedSlot({ zoneId: 'z', date: '2026-12-08', window: '10-12' })).toBeUndefined();
    expect(storedSlotCapacity({ '09-13': 3, '13-17': 2.5, '17-21': -1, extra: 4 })).toEqual({ '09-13': 3 });
    expect(storedSlotCapacity({ '09-13': 0 })).toBeUndefined();
  });
});

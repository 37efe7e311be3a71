import type { Order } from '../orders/Order';
import { deliveryDate, formatDeliveryDate, type DeliveryZone } from '../checkout/DeliveryZones';
import { indiaDay } from '../shared/CsvCells';
import {
  DELIVERY_WINDOWS,
  type DeliverySlot,
  type DeliveryWindowId,
  slotKey,
  windowLabel,
} from './DeliveryWindows';

/**
 * Delivery slots (docs/behaviour.md#delivery-slots): where the shop delivers with its own team, the shopper books a
 * date and a window for their order, from slots with a capacity per zone per window that the owner sets. A slot's
 * booked count never exceeds its capacity; a slot can be changed until 24 hours before it starts, at most twice.
 */

/** How often a booked slot may move to another. */
export const MAX_SLOT_CHANGES = 2;
/** A slot is booked, and a booked one moved, at least this long before it starts. */
export const SLOT_CUTOFF_HOURS = 24;
/** The slot picker offers this many delivery days (Sundays are not delivery days). */
export const SLOT_DAYS_OFFERED = 12;

const HOUR_MS = 3_600_000;
const IST_OFFSET_HOURS = 5.5;

/** When the slot starts (ISO): its window's first hour on its date, India time. */
export const slotStart = (slot: Pick<DeliverySlot, 'date' | 'window'>): string =>
  new Date(
    Date.parse(`${slot.date}T00:00:00.000Z`) + (Number(slot.window.slice(0, 2)) - IST_OFFSET_HOURS) * HOUR_MS,
  ).toISOString();

/** 'Tue, 8 Dec, 9 am – 1 pm': a slot as the shopper and the day sheet read it. */
export const slotText = (slot: Pick<DeliverySlot, 'date' | 'window'>): string =>
  `${formatDeliveryDate(slot.date)}, ${windowLabel(slot.window)}`;

/** Whether the zone's own team delivers there, so that its shoppers book slots. */
export const deliversWithOwnTeam = (zone: Pick<DeliveryZone, 'slots'>): boolean =>
  DELIVERY_WINDOWS.some((window) => (zone.slots?.[window.id] ?? 0) > 0);

export interface SlotChoice {
  slot: DeliverySlot;
  /** Places left; 0 for a full window. */
  free: number;
}

export interface SlotDay {
  date: string;
  windows: SlotChoice[];
}

/** The India date `days` after `date` (both YYYY-MM-DD). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 24 * HOUR_MS).toISOString().slice(0, 10);

/**
 * The days and windows the picker offers for an order placed at `placedAt` in `zone`, at `now`: from the zone's
 * earliest delivery (its fewest days from the order) or today, whichever is later, the next SLOT_DAYS_OFFERED days
 * that have a window the zone offers starting at least SLOT_CUTOFF_HOURS after `now` (Sundays are not delivery days),
 * each with the places `booked` (by slot key) leaves.
 */
export const slotDays = (
  zone: Pick<DeliveryZone, 'id' | 'minDays' | 'slots'>,
  placedAt: string,
  booked: Readonly<Record<string, number>>,
  now: string,
): SlotDay[] => {
  if (!deliversWithOwnTeam(zone)) return [];
  const cutoff = Date.parse(now) + SLOT_CUTOFF_HOURS * HOUR_MS;
  const earliest = deliveryDate(placedAt, zone.minDays);
  const today = indiaDay(now);
  const days: SlotDay[] = [];
  for (
    let date = earliest > today ? earliest : today;
    days.length < SLOT_DAYS_OFFERED;
    date = addDays(date, 1)
  ) {
    if (new Date(`${date}T00:00:00.000Z`).getUTCDay() === 0) continue;
    const windows = DELIVERY_WINDOWS.flatMap(({ id }) => {
      const capacity = zone.slots?.[id] ?? 0;
      const slot: DeliverySlot = { zoneId: zone.id, date, window: id };
      if (capacity <= 0 || Date.parse(slotStart(slot)) < cutoff) return [];
      return [{ slot, free: Math.max(0, capacity - (booked[slotKey(slot)] ?? 0)) }];
    });
    if (windows.length > 0) days.push({ date, windows });
  }
  return days;
};

/** The first and last date the picker offers: the range of booked counts it reads. */
export const slotDateRange = (days: readonly SlotDay[]): { from: string; to: string } | null =>
  days.length === 0 ? null : { from: days[0]!.date, to: days[days.length - 1]!.date };

export interface BookSlotRequest {
  orderId: string;
  /** The signed-in shopper: only their own order. */
  userId: string;
  slot: DeliverySlot;
}

export type BookSlotError =
  | { code: 'SLOT.ORDER_NOT_FOUND' }
  /** Delivered, cancelled, or to a zone the shop's own team does not serve. */
  | { code: 'SLOT.NOT_OFFERED' }
  | { code: 'SLOT.FULL' }
  /** The slot starts within SLOT_CUTOFF_HOURS, or is not one the picker offers. */
  | { code: 'SLOT.TOO_SOON' }
  /** The slot already booked starts within SLOT_CUTOFF_HOURS. */
  | { code: 'SLOT.LOCKED' }
  /** Moved MAX_SLOT_CHANGES times already. */
  | { code: 'SLOT.NO_MORE_CHANGES' };

type SlotFacts = Pick<Order, 'userId' | 'status' | 'createdAt'> &
  Partial<Pick<Order, 'deliverySlot' | 'slotChanges'>>;

/**
 * Why the shopper `userId` may not book `slot` for `order` (in `zone`, the zone of its pincode now) at `now` when
 * `booked` places of it are taken, or null when they may.
 */
export const bookSlotError = (
  order: SlotFacts | null,
  userId: string,
  zone: Pick<DeliveryZone, 'id' | 'minDays' | 'slots'> | null,
  slot: DeliverySlot,
  booked: number,
  now: string,
): BookSlotError | null => {
  if (!order || order.userId !== userId) return { code: 'SLOT.ORDER_NOT_FOUND' };
  if (order.status === 'delivered' || order.status === 'cancelled' || !zone || !deliversWithOwnTeam(zone))
    return { code: 'SLOT.NOT_OFFERED' };
  const current = order.deliverySlot;
  if (current && Date.parse(slotStart(current)) < Date.parse(now) + SLOT_CUTOFF_HOURS * HOUR_MS)
    return { code: 'SLOT.LOCKED' };
  if (current && (order.slotChanges ?? 0) >= MAX_SLOT_CHANGES) return { code: 'SLOT.NO_MORE_CHANGES' };
  const offered = slotDays(zone, order.createdAt, {}, now).some((day) =>
    day.windows.some((choice) => slotKey(choice.slot) === slotKey(slot)),
  );
  if (!offered || (current && slotKey(current) === slotKey(slot))) return { code: 'SLOT.TOO_SOON' };
  if (booked >= (zone.slots?.[slot.window] ?? 0)) return { code: 'SLOT.FULL' };
  return null;
};

/** The order once `slot` is booked for it: a first booking, or one more change of a booked slot. */
export const withSlot = <T extends SlotFacts>(
  order: T,
  slot: DeliverySlot,
): T & Pick<Order, 'deliverySlot' | 'slotChanges'> => ({
  ...order,
  deliverySlot: { ...slot },
  ...(order.deliverySlot ? { slotChanges: (order.slotChanges ?? 0) + 1 } : {}),
});

/** Whether the shopper may still move the order's booked slot at `now`. */
export const slotChangeable = (order: SlotFacts, now: string): boolean =>
  !!order.deliverySlot &&
  order.status !== 'delivered' &&
  order.status !== 'cancelled' &&
  (order.slotChanges ?? 0) < MAX_SLOT_CHANGES &&
  Date.parse(slotStart(order.deliverySlot)) >= Date.parse(now) + SLOT_CUTOFF_HOURS * HOUR_MS;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored slot, or none where the stored value is not one. */
export const storedSlot = (value: unknown): DeliverySlot | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { zoneId, date, window } = value as Record<string, unknown>;
  return typeof zoneId === 'string' &&
    typeof date === 'string' &&
    ISO_DATE.test(date) &&
    DELIVERY_WINDOWS.some((candidate) => candidate.id === window)
    ? { zoneId, date, window: window as DeliveryWindowId }
    : undefined;
};

/** The day sheet's order: by zone, then window, then the order's id. */
export const byZoneAndWindow = (
  a: Pick<Order, 'id' | 'deliverySlot'>,
  b: Pick<Order, 'id' | 'deliverySlot'>,
) =>
  (a.deliverySlot?.zoneId ?? '').localeCompare(b.deliverySlot?.zoneId ?? '') ||
  (a.deliverySlot?.window ?? '').localeCompare(b.deliverySlot?.window ?? '') ||
  a.id.localeCompare(b.id);

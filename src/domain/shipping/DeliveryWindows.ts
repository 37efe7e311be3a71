/**
 * The windows of a delivery day where the shop's own team delivers, a slot (one window of one day in one zone), and
 * how many deliveries a zone's window takes. DeliverySlot books them; Order and DeliveryZone name them.
 */

/** The windows of a delivery day, in India time: 9 am–1 pm, 1–5 pm, 5–9 pm. The id is the hours, 24-hour clock. */
export const DELIVERY_WINDOWS = [
  { id: '09-13', label: '9 am – 1 pm' },
  { id: '13-17', label: '1 pm – 5 pm' },
  { id: '17-21', label: '5 pm – 9 pm' },
] as const;
export type DeliveryWindowId = (typeof DELIVERY_WINDOWS)[number]['id'];

/** One window of one day in one zone: what a shopper books. */
export interface DeliverySlot {
  zoneId: string;
  /** The India date, YYYY-MM-DD. */
  date: string;
  window: DeliveryWindowId;
}

/** The slot's key, shared by its booked count and the order that books it: 'rajasthan_2026-12-08_09-13'. */
export const slotKey = (slot: DeliverySlot): string => `${slot.zoneId}_${slot.date}_${slot.window}`;

/** How many deliveries each window of a day takes in a zone; a window missing or 0 is not offered. */
export type SlotCapacity = Partial<Record<DeliveryWindowId, number>>;

/** The most deliveries one window of one zone takes, whatever the owner types. */
export const MAX_SLOT_CAPACITY = 200;

/** '9 am – 1 pm'. */
export const windowLabel = (window: DeliveryWindowId): string =>
  DELIVERY_WINDOWS.find((candidate) => candidate.id === window)?.label ?? window;

/** The capacities of a stored zone: whole numbers 1..MAX_SLOT_CAPACITY of known windows, the rest dropped. */
export const storedSlotCapacity = (value: unknown): SlotCapacity | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const capacity: SlotCapacity = {};
  for (const { id } of DELIVERY_WINDOWS) {
    const places = (value as Record<string, unknown>)[id];
    if (typeof places === 'number' && Number.isInteger(places) && places > 0 && places <= MAX_SLOT_CAPACITY)
      capacity[id] = places;
  }
  return Object.keys(capacity).length > 0 ? capacity : undefined;
};

import {
  DELIVERY_WINDOWS,
  MAX_SLOT_CAPACITY,
  type DeliveryWindowId,
  type SlotCapacity,
} from '../shipping/DeliveryWindows';

/**
 * Where the shop delivers, how fast, and where it takes cash on delivery: zones of pincode prefixes. A pincode belongs
 * to the zone with the longest prefix it starts with; a pincode in no zone is not served.
 */
export interface DeliveryZone {
  id: string;
  name: string;
  /** 1–6 digits each, e.g. '30' (Rajasthan), '110' (Delhi). */
  prefixes: string[];
  /** Working days (Sundays do not count) from the order to the door. */
  minDays: number;
  maxDays: number;
  codAllowed: boolean;
  /** The largest order total, in rupees, taken cash on delivery here. */
  codLimit: number;
  /** Where the shop's own team delivers: the deliveries each window of a day takes (DeliverySlot); else couriers do. */
  slots?: SlotCapacity;
}

/** A pincode as India Post issues them: six digits, the first 1–8 (9 is the Army Postal Service). */
export const isValidPincode = (pincode: string): boolean => /^[1-8]\d{5}$/.test(pincode);

export const MAX_DELIVERY_DAYS = 60;

/** The zone that serves `pincode` (the longest matching prefix), or null. */
export const zoneFor = (zones: readonly DeliveryZone[], pincode: string): DeliveryZone | null => {
  let best: { zone: DeliveryZone; length: number } | null = null;
  for (const zone of zones) {
    for (const prefix of zone.prefixes) {
      if (pincode.startsWith(prefix) && prefix.length > (best?.length ?? 0))
        best = { zone, length: prefix.length };
    }
  }
  return best?.zone ?? null;
};

const DAY_MS = 86_400_000;
/** India Standard Time, which has no daylight saving: +05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The India date (YYYY-MM-DD) `days` working days after `now`'s India date, Sundays not counted: the last day of a
 * zone's range is the date the shop promises. Never a Sunday.
 */
export const deliveryDate = (now: string, days: number): string => {
  let date = new Date(Math.floor((Date.parse(now) + IST_OFFSET_MS) / DAY_MS) * DAY_MS);
  let counted = 0;
  while (counted < days || date.getUTCDay() === 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (date.getUTCDay() !== 0) counted += 1;
  }
  return date.toISOString().slice(0, 10);
};

/** A promised date as the shop shows it: 'Tue, 3 Dec'. */
export const formatDeliveryDate = (date: string): string => {
  const day = new Date(`${date}T00:00:00.000Z`);
  const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' }).format(day);
  const dayAndMonth = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(day);
  return `${weekday}, ${dayAndMonth}`;
};

export type CodDecision =
  { allowed: true } | { allowed: false; reason: 'zone' } | { allowed: false; reason: 'limit'; limit: number };

/** Whether an order of `total` rupees to `zone` may be paid cash on delivery. */
export const codDecision = (
  zone: Pick<DeliveryZone, 'codAllowed' | 'codLimit'>,
  total: number,
): CodDecision => {
  if (!zone.codAllowed) return { allowed: false, reason: 'zone' };
  return total <= zone.codLimit
    ? { allowed: true }
    : { allowed: false, reason: 'limit', limit: zone.codLimit };
};

export type ZoneErrors = Partial<Record<'name' | 'prefixes' | 'days' | 'codLimit' | 'slots', string>>;

/**
 * The problems of each zone of a table, by zone id (none: the table is good): a name, prefixes of 1–6 digits that no
 * other zone (or the same one twice) lists, whole days 1–60 with the minimum at most the maximum, a COD limit of
 * whole rupees.
 */
const validSlotCapacity = (slots: SlotCapacity): boolean => {
  const places = Object.values(slots);
  return (
    places.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_SLOT_CAPACITY) && places.some((n) => n > 0)
  );
};

export const validateZones = (zones: readonly DeliveryZone[]): Record<string, ZoneErrors> => {
  const owners = new Map<string, string[]>();
  for (const zone of zones) {
    for (const prefix of zone.prefixes) owners.set(prefix, [...(owners.get(prefix) ?? []), zone.name]);
  }
  const problems: Record<string, ZoneErrors> = {};
  for (const zone of zones) {
    const errors: ZoneErrors = {};
    if (zone.name.trim() === '') errors.name = 'Please name the zone.';
    const malformed = zone.prefixes.find((prefix) => !/^\d{1,6}$/.test(prefix));
    const shared = zone.prefixes.find((prefix) => (owners.get(prefix)?.length ?? 0) > 1);
    if (zone.prefixes.length === 0) errors.prefixes = 'Please list at least one pincode prefix.';
    else if (malformed !== undefined) errors.prefixes = `'${malformed}' is not a prefix of 1 to 6 digits.`;
    else if (shared !== undefined) {
      errors.prefixes = `Prefix ${shared} is listed more than once: ${[...new Set(owners.get(shared))].join(', ')}.`;
    }
    const whole = (days: number) => Number.isInteger(days) && days >= 1 && days <= MAX_DELIVERY_DAYS;
    if (!whole(zone.minDays) || !whole(zone.maxDays)) {
      errors.days = `Delivery days must be whole numbers from 1 to ${MAX_DELIVERY_DAYS}.`;
    } else if (zone.minDays > zone.maxDays)
      errors.days = 'The fewest days cannot be more than the most days.';
    if (!Number.isInteger(zone.codLimit) || zone.codLimit < 0) {
      errors.codLimit = 'The cash-on-delivery limit must be a whole number of rupees, 0 or more.';
    }
    if (zone.slots && !validSlotCapacity(zone.slots)) {
      errors.slots = `Deliveries per window must be whole numbers from 0 to ${MAX_SLOT_CAPACITY}, one at least 1.`;
    }
    if (Object.keys(errors).length > 0) problems[zone.id] = errors;
  }
  return problems;
};

export type DeliveryAnswer =
  | { kind: 'invalid' }
  | { kind: 'unserved'; pincode: string }
  /** `by`: the India date (YYYY-MM-DD) of the zone's longest promise from `now`. */
  | { kind: 'served'; pincode: string; zone: DeliveryZone; by: string };

/** What the 'Check delivery' box says for a typed pincode (spaces around it ignored). */
export const deliveryAnswer = (
  zones: readonly DeliveryZone[],
  typed: string,
  now: string,
): DeliveryAnswer => {
  const pincode = typed.trim();
  if (!isValidPincode(pincode)) return { kind: 'invalid' };
  const zone = zoneFor(zones, pincode);
  return zone
    ? { kind: 'served', pincode, zone, by: deliveryDate(now, zone.maxDays) }
    : { kind: 'unserved', pincode };
};

/** A zone as the admin's form holds it: numbers and the prefix list as typed. */
export interface DeliveryZoneForm {
  id: string;
  name: string;
  /** Prefixes separated by commas or spaces: '30, 31, 32'. */
  prefixes: string;
  minDays: string;
  maxDays: string;
  codAllowed: boolean;
  codLimit: string;
  /** Whether the shop's own team delivers here, and the deliveries each window takes, as typed. */
  ownTeam: boolean;
  slots: Record<DeliveryWindowId, string>;
}

const slotsFromForm = (form: DeliveryZoneForm): SlotCapacity =>
  Object.fromEntries(DELIVERY_WINDOWS.map(({ id }) => [id, typedNumber(form.slots[id])]));

const typedNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export const zoneFromForm = (form: DeliveryZoneForm): DeliveryZone => ({
  id: form.id,
  name: form.name.trim(),
  prefixes: form.prefixes.split(/[\s,]+/).filter((prefix) => prefix !== ''),
  minDays: typedNumber(form.minDays),
  maxDays: typedNumber(form.maxDays),
  codAllowed: form.codAllowed,
  codLimit: form.codAllowed ? typedNumber(form.codLimit.replace(/,/g, '')) : 0,
  ...(form.ownTeam ? { slots: slotsFromForm(form) } : {}),
});

export const zoneToForm = (zone: DeliveryZone): DeliveryZoneForm => ({
  id: zone.id,
  name: zone.name,
  prefixes: zone.prefixes.join(', '),
  minDays: String(zone.minDays),
  maxDays: String(zone.maxDays),
  codAllowed: zone.codAllowed,
  codLimit: String(zone.codLimit),
  ownTeam: zone.slots !== undefined,
  slots: Object.fromEntries(
    DELIVERY_WINDOWS.map(({ id }) => [id, zone.slots ? String(zone.slots[id] ?? 0) : '']),
  ) as Record<DeliveryWindowId, string>,
});

import type { DocumentData } from 'firebase/firestore';
import type { DeliveryZone } from '../../domain/checkout/DeliveryZones';
import { storedSlotCapacity } from '../../domain/shipping/DeliveryWindows';

const HEAD = 3;

/** Every 3-digit head a prefix of 1–3 digits covers: '30' → '300'…'309'. */
const headsOf = (prefix: string): string[] => {
  const free = HEAD - prefix.length;
  return Array.from({ length: 10 ** free }, (_, index) =>
    free === 0 ? prefix : prefix + String(index).padStart(free, '0'),
  );
};

/**
 * `settings/delivery`: the zones as the admin keeps them, and the same table laid out for the rules, which cannot
 * loop and must stay within their expression budget at checkout: `heads` maps every 3-digit head to the position of
 * the zone whose longest prefix of 1–3 digits covers it; `longer` maps a head to its 4–6-digit prefixes and their
 * zones. An order's zone is then one lookup, or two where a longer prefix starts with the pincode's head.
 */
export const toDeliveryZonesDocument = (zones: readonly DeliveryZone[]): DocumentData => {
  const byLength = zones
    .flatMap((zone, position) => zone.prefixes.map((prefix) => ({ prefix, position })))
    .sort((a, b) => a.prefix.length - b.prefix.length);
  const heads: Record<string, number> = {};
  const longer: Record<string, Record<string, number>> = {};
  for (const { prefix, position } of byLength) {
    if (prefix.length <= HEAD) for (const head of headsOf(prefix)) heads[head] = position;
    else (longer[prefix.slice(0, HEAD)] ??= {})[prefix] = position;
  }
  return {
    zones: zones.map(({ id, name, prefixes, minDays, maxDays, codAllowed, codLimit, slots }) => ({
      id,
      name,
      prefixes: [...prefixes],
      minDays,
      maxDays,
      codAllowed,
      codLimit,
      ...(slots ? { slots: { ...slots } } : {}),
    })),
    heads,
    longer,
  };
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The zones of a stored document; an entry that is not a map is dropped, and so is a prefix that is not text. */
export const fromDeliveryZonesDocument = (data: DocumentData | undefined): DeliveryZone[] => {
  const stored: unknown[] = Array.isArray(data?.['zones']) ? data['zones'] : [];
  return stored.flatMap((value, position) => {
    if (!value || typeof value !== 'object') return [];
    const raw = value as Record<string, unknown>;
    const prefixes = Array.isArray(raw['prefixes']) ? raw['prefixes'] : [];
    const slots = storedSlotCapacity(raw['slots']);
    return [
      {
        id: text(raw['id']) || `zone-${position}`,
        name: text(raw['name']),
        prefixes: prefixes.filter((prefix): prefix is string => typeof prefix === 'string').sort(),
        minDays: whole(raw['minDays']),
        maxDays: whole(raw['maxDays']),
        codAllowed: raw['codAllowed'] === true,
        codLimit: whole(raw['codLimit']),
        ...(slots ? { slots } : {}),
      },
    ];
  });
};

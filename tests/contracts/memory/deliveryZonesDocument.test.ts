import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromDeliveryZonesDocument,
  toDeliveryZonesDocument,
} from '../../../src/adapters/firestore/deliveryZonesDocument';
import { DEMO_DELIVERY_ZONES } from '../../../src/adapters/memory/seed/demoDeliveryZones';
import { type DeliveryZone, zoneFor } from '../../../src/domain/checkout/DeliveryZones';

/** firestore.rules' zoneIndexOf, step for step: the head's zone unless a longer prefix of that head matches. */
const rulesZoneIndex = (document: ReturnType<typeof toDeliveryZonesDocument>, pin: string): number => {
  const heads = document['heads'] as Record<string, number>;
  const longer = document['longer'] as Record<string, Record<string, number>>;
  const head = pin.slice(0, 3);
  const byHead = heads[head] ?? -1;
  const ofHead = longer[head];
  if (!ofHead) return byHead;
  return ofHead[pin.slice(0, 6)] ?? ofHead[pin.slice(0, 5)] ?? ofHead[pin.slice(0, 4)] ?? byHead;
};

const prefixArbitrary = fc
  .integer({ min: 1, max: 6 })
  .chain((length) => fc.stringMatching(new RegExp(`^\\d{${length}}$`)));
const zonesArbitrary = fc.uniqueArray(prefixArbitrary, { minLength: 1, maxLength: 30 }).chain((prefixes) =>
  fc.array(fc.nat(4), { minLength: prefixes.length, maxLength: prefixes.length }).map((owners) =>
    Array.from({ length: 5 }, (_, index): DeliveryZone => ({
      id: `z${index}`,
      name: `Zone ${index}`,
      prefixes: prefixes.filter((_, at) => owners[at] === index),
      minDays: 1,
      maxDays: 2,
      codAllowed: index % 2 === 0,
      codLimit: 1000 * index,
    })),
  ),
);

describe('the delivery zones document (settings/delivery)', () => {
  it('gives the rules the zone the domain gives, for every pincode', () => {
    fc.assert(
      fc.property(zonesArbitrary, fc.stringMatching(/^\d{6}$/), (zones, pin) => {
        const expected = zoneFor(zones, pin);
        expect(rulesZoneIndex(toDeliveryZonesDocument(zones), pin)).toBe(
          expected ? zones.indexOf(expected) : -1,
        );
      }),
    );
  });

  it('reads back the zones it was written from, and keeps the demo table under 20 KB', () => {
    const document = toDeliveryZonesDocument(DEMO_DELIVERY_ZONES);
    expect(fromDeliveryZonesDocument(document)).toEqual(
      DEMO_DELIVERY_ZONES.map((zone) => ({ ...zone, prefixes: [...zone.prefixes].sort() })),
    );
    expect(new TextEncoder().encode(JSON.stringify(document)).length).toBeLessThan(20_000);
  });
});

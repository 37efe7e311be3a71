import { describe, expect, it } from 'vitest';
import { zoneFor, type DeliveryZone } from '../../src/domain/checkout/DeliveryZones';
import type { DeliveryZoneRepository } from '../../src/ports/DeliveryZoneRepository';
import { DEMO_DELIVERY_ZONES } from '../../src/adapters/memory/seed/demoDeliveryZones';
import { type Harness, useHarness } from './support/harness';

export type DeliveryZoneRepositoryHarness = Harness<DeliveryZoneRepository>;

const sorted = (zones: readonly DeliveryZone[]): DeliveryZone[] =>
  zones.map((zone) => ({ ...zone, prefixes: [...zone.prefixes].sort() }));

/** The DeliveryZoneRepository contract (src/ports/DeliveryZoneRepository.ts): the `settings/delivery` document. */
export const describeDeliveryZoneRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<DeliveryZoneRepositoryHarness>,
): void => {
  describe(`DeliveryZoneRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.repository.get()).toEqual([]);
    });
    const repo = (): DeliveryZoneRepository => harness().repository;

    it('saves the whole table and reads it back in the same order, prefixes ascending', async () => {
      await repo().save(DEMO_DELIVERY_ZONES);
      const stored = await repo().get();
      expect(stored).toEqual(sorted(DEMO_DELIVERY_ZONES));
      expect(zoneFor(stored, '342001')?.name).toBe('Rajasthan');
      expect(zoneFor(stored, '744101')).toBeNull();
    });

    it('replaces the table: a removed zone and its prefixes are gone', async () => {
      await repo().save(DEMO_DELIVERY_ZONES);
      const [first, ...rest] = DEMO_DELIVERY_ZONES as [DeliveryZone, ...DeliveryZone[]];
      const changed = [...rest, { ...first, maxDays: 6, codAllowed: false, codLimit: 0 }];
      await repo().save(changed);
      expect(await repo().get()).toEqual(sorted(changed));
      await repo().save(rest);
      const stored = await repo().get();
      expect(stored).toEqual(sorted(rest));
      expect(zoneFor(stored, '342001')?.name).toBe('Rest of India');
    });

    it('keeps an empty table empty: the shop then delivers nowhere', async () => {
      await repo().save(DEMO_DELIVERY_ZONES);
      await repo().save([]);
      expect(await repo().get()).toEqual([]);
    });
  });
};

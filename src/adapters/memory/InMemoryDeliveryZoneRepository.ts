import { deliveryTarget } from '../../domain/staff/ActivityTargets';
import type { DeliveryZone } from '../../domain/checkout/DeliveryZones';
import type { DeliveryZoneRepository } from '../../ports/DeliveryZoneRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { SETTINGS } from './InMemorySettingsRepository';

export const DELIVERY_ZONES_ID = 'delivery';

const copyOf = (zone: DeliveryZone): DeliveryZone => ({
  ...zone,
  prefixes: [...zone.prefixes].sort(),
  ...(zone.slots ? { slots: { ...zone.slots } } : {}),
});

/** The stored zones (a metered read), for the order checks that need them. */
export const deliveryZonesIn = (db: MemoryDatabase): DeliveryZone[] =>
  db.get<{ zones: DeliveryZone[] }>(SETTINGS, DELIVERY_ZONES_ID)?.zones.map(copyOf) ?? [];

/** Replaces the `settings/delivery` document, stored as `{ zones }`. */
export const storeDeliveryZones = (db: MemoryDatabase, zones: readonly DeliveryZone[]): void =>
  db.set(SETTINGS, DELIVERY_ZONES_ID, { zones: zones.map(copyOf) });

/** The `settings/delivery` document. */
export class InMemoryDeliveryZoneRepository implements DeliveryZoneRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly log: InMemoryActivityLog,
  ) {}

  async get(): Promise<DeliveryZone[]> {
    return deliveryZonesIn(this.db);
  }

  async save(zones: readonly DeliveryZone[]): Promise<void> {
    this.db.transaction(() => {
      const before = this.db.peek<{ zones: DeliveryZone[] }>(SETTINGS, DELIVERY_ZONES_ID)?.zones ?? [];
      storeDeliveryZones(this.db, zones);
      this.log.record('delivery', [deliveryTarget(before, zones)]);
    });
  }
}

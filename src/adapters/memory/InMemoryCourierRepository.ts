import { couriersTarget } from '../../domain/staff/ActivityTargets';
import { type Courier, storedCouriers } from '../../domain/shipping/Courier';
import type { CourierRepository } from '../../ports/CourierRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { SETTINGS } from './InMemorySettingsRepository';

export const COURIERS_ID = 'couriers';

/** Replaces the `settings/couriers` document, stored as `{ couriers }`. */
export const storeCouriers = (db: MemoryDatabase, couriers: readonly Courier[]): void =>
  db.set(SETTINGS, COURIERS_ID, { couriers: couriers.map((courier) => ({ ...courier })) });

/** The `settings/couriers` document. */
export class InMemoryCourierRepository implements CourierRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly log: InMemoryActivityLog,
  ) {}

  async get(): Promise<Courier[]> {
    return storedCouriers(this.db.get<{ couriers: unknown }>(SETTINGS, COURIERS_ID)?.couriers);
  }

  async save(couriers: readonly Courier[]): Promise<void> {
    this.db.transaction(() => {
      const before = storedCouriers(this.db.peek<{ couriers: unknown }>(SETTINGS, COURIERS_ID)?.couriers);
      storeCouriers(this.db, couriers);
      this.log.record('delivery', [couriersTarget(before, couriers)]);
    });
  }
}

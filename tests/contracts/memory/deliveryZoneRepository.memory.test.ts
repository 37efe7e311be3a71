import { describe, expect, it } from 'vitest';
import { InMemoryDeliveryZoneRepository } from '../../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { DEMO_DELIVERY_ZONES } from '../../../src/adapters/memory/seed/demoDeliveryZones';
import { describeDeliveryZoneRepositoryContract } from '../deliveryZoneRepository.contract';
import { memoryActivityLog } from '../../support/activityFakes';

describeDeliveryZoneRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  return { repository: new InMemoryDeliveryZoneRepository(db, memoryActivityLog(db)) };
});

describe('InMemoryDeliveryZoneRepository (memory only)', () => {
  it('reads the whole table in one read', async () => {
    const db = new MemoryDatabase();
    const repository = new InMemoryDeliveryZoneRepository(db, memoryActivityLog(db));
    await repository.save(DEMO_DELIVERY_ZONES);
    db.meter.take();
    await repository.get();
    expect(db.meter.take().reads).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { InMemoryDeliveryZoneRepository } from '../../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { DEMO_DELIVERY_ZONES } from '../../../src/adapters/memory/seed/demoDeliveryZones';
import { describeDeliveryZoneRepositoryContract } from '../deliveryZoneRepository.contract';

describeDeliveryZoneRepositoryContract('memory', async () => ({
  repository: new InMemoryDeliveryZoneRepository(new MemoryDatabase()),
}));

describe('InMemoryDeliveryZoneRepository (memory only)', () => {
  it('reads the whole table in one read', async () => {
    const db = new MemoryDatabase();
    const repository = new InMemoryDeliveryZoneRepository(db);
    await repository.save(DEMO_DELIVERY_ZONES);
    db.meter.take();
    await repository.get();
    expect(db.meter.take().reads).toBe(1);
  });
});

import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryOrderRepository } from '../../../src/adapters/memory/InMemoryOrderRepository';
import { InMemoryReturnRepository } from '../../../src/adapters/memory/InMemoryReturnRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import type { Product } from '../../../src/domain/catalogue/Product';
import { describeReturnRepositoryContract } from '../returnRepository.contract';
import { storeDeliveryZones } from '../../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import { TEST_ZONES } from '../orders/orderRequests';
import { memoryActivityLog } from '../../support/activityFakes';

describeReturnRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  storeDeliveryZones(db, TEST_ZONES);
  const clock = new FixedStepClock('2025-03-01T10:00:00.000Z', 1000);
  return {
    orders: new InMemoryOrderRepository(db, clock, memoryActivityLog(db)),
    returns: new InMemoryReturnRepository(db, clock, memoryActivityLog(db)),
    staff: 'admin@example.com',
    seedProducts: async (products) =>
      db.transaction(() => products.forEach((product) => db.set('products', product.id, { ...product }))),
    seedSettings: async (settings) => db.set('settings', 'shop', { ...settings }),
    stockOf: async (id) => db.peek<Product>('products', id)?.stock ?? Number.NaN,
    variantStockOf: async (id) =>
      Object.fromEntries((db.peek<Product>('products', id)?.variants ?? []).map((v) => [v.id, v.stock])),
  };
});

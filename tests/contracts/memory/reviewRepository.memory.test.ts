import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { storeDeliveryZones } from '../../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import { InMemoryOrderRepository } from '../../../src/adapters/memory/InMemoryOrderRepository';
import { InMemoryReviewRepository } from '../../../src/adapters/memory/InMemoryReviewRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import type { Product } from '../../../src/domain/catalogue/Product';
import { TEST_ZONES } from '../orders/orderRequests';
import { describeReviewRepositoryContract } from '../reviewRepository.contract';
import { memoryActivityLog } from '../../support/activityFakes';

describeReviewRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  storeDeliveryZones(db, TEST_ZONES);
  const clock = new FixedStepClock('2025-03-01T10:00:00.000Z', 1000);
  return {
    orders: new InMemoryOrderRepository(db, clock, memoryActivityLog(db)),
    reviews: new InMemoryReviewRepository(db, clock),
    seedProducts: async (products) =>
      db.transaction(() => products.forEach((product) => db.set('products', product.id, { ...product }))),
    productOf: async (id) => {
      const product = db.peek<Product>('products', id);
      return { rating: product?.rating ?? Number.NaN, reviewCount: product?.reviewCount ?? Number.NaN };
    },
  };
});

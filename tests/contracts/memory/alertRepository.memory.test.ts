import { InMemoryAlertRepository } from '../../../src/adapters/memory/InMemoryAlertRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { PRODUCTS } from '../../../src/adapters/memory/placeOrderInMemory';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import { describeAlertRepositoryContract } from '../alertRepository.contract';

describeAlertRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  return {
    alerts: new InMemoryAlertRepository(db, { now: () => new Date().toISOString() }, new RandomIdGenerator()),
    seedProducts: async (products) =>
      products.forEach((product) => db.set(PRODUCTS, product.id, { ...product })),
  };
});

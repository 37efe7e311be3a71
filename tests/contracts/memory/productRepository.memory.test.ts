import { InMemoryCatalogueSummaryRepository } from '../../../src/adapters/memory/InMemoryCatalogueSummaryRepository';
import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { seedCatalogue } from '../../../src/adapters/memory/seed/demoCatalogue';
import { counterIds, stepClock } from '../../support/catalogueFakes';
import { describeProductRepositoryContract } from '../productRepository.contract';
import { memoryActivityLog } from '../../support/activityFakes';

describeProductRepositoryContract('in memory', async () => {
  const db = new MemoryDatabase();
  return {
    products: new InMemoryProductRepository(db, stepClock(), counterIds(), memoryActivityLog(db)),
    summary: new InMemoryCatalogueSummaryRepository(db),
    reset: async () => db.restore({}),
    seed: async (products) => seedCatalogue(db, products),
  };
});

import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { seedCatalogue } from '../../../src/adapters/memory/seed/demoCatalogue';
import { counterIds, stepClock } from '../../support/catalogueFakes';
import { describeCatalogueImportContract } from '../catalogueImport.contract';
import { memoryActivityLog } from '../../support/activityFakes';

describeCatalogueImportContract('in memory', async () => {
  const db = new MemoryDatabase();
  return {
    products: new InMemoryProductRepository(db, stepClock(), counterIds(), memoryActivityLog(db)),
    reset: async () => db.restore({}),
    seed: async (products) => seedCatalogue(db, products),
  };
});

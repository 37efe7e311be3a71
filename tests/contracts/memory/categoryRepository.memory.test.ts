import { InMemoryCatalogueSummaryRepository } from '../../../src/adapters/memory/InMemoryCatalogueSummaryRepository';
import { InMemoryCategoryRepository } from '../../../src/adapters/memory/InMemoryCategoryRepository';
import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import { SystemClock } from '../../../src/adapters/memory/SystemClock';
import { describeCategoryRepositoryContract } from '../categoryRepository.contract';
import { memoryActivityLog } from '../../support/activityFakes';

describeCategoryRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  const clock = new SystemClock();
  const ids = new RandomIdGenerator();
  return {
    repository: new InMemoryCategoryRepository(db, clock, ids),
    products: new InMemoryProductRepository(db, clock, ids, memoryActivityLog(db)),
    summary: new InMemoryCatalogueSummaryRepository(db),
  };
});

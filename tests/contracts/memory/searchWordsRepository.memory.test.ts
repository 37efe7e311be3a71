import { describe, expect, it } from 'vitest';
import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { InMemorySearchWordsRepository } from '../../../src/adapters/memory/InMemorySearchWordsRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { seedCatalogue } from '../../../src/adapters/memory/seed/demoCatalogue';
import { counterIds, stepClock } from '../../support/catalogueFakes';
import { memoryActivityLog } from '../../support/activityFakes';
import { describeSearchWordsRepositoryContract } from '../searchWordsRepository.contract';

const backend = () => {
  const db = new MemoryDatabase();
  const log = memoryActivityLog(db);
  return {
    db,
    log,
    repository: new InMemorySearchWordsRepository(db, log),
    products: new InMemoryProductRepository(db, stepClock(), counterIds(), log),
  };
};

describeSearchWordsRepositoryContract('memory', async () => {
  const { db, log, repository, products } = backend();
  return {
    repository,
    seed: async (catalogue) => seedCatalogue(db, catalogue),
    search: (query, limit, options) => products.search(query, limit, options),
    activity: async () => (await log.list({ pageSize: 5 })).items,
  };
});

describe('InMemorySearchWordsRepository (memory only)', () => {
  it('reads the table in one read', async () => {
    const { db, repository } = backend();
    await repository.save([{ words: ['khaat'], means: ['bed'] }]);
    db.meter.take();
    await repository.get();
    expect(db.meter.take().reads).toBe(1);
  });
});

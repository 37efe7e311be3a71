import { InMemoryCategoryRepository } from '../../../src/adapters/memory/InMemoryCategoryRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import { SystemClock } from '../../../src/adapters/memory/SystemClock';
import { describeCategoryRepositoryContract } from '../categoryRepository.contract';

describeCategoryRepositoryContract('memory', async () => ({
  repository: new InMemoryCategoryRepository(
    new MemoryDatabase(),
    new SystemClock(),
    new RandomIdGenerator(),
  ),
}));

import { InMemoryUserRepository } from '../../../src/adapters/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { describeUserRepositoryContract } from '../userRepository.contract';
import { memoryActivityLog } from '../../support/activityFakes';

describeUserRepositoryContract('memory', async () => {
  const db = new MemoryDatabase();
  const repository = new InMemoryUserRepository(db, memoryActivityLog(db));
  // The memory backend has no rules: the owner's repository is the same one.
  return { repository, asSelf: () => repository };
});

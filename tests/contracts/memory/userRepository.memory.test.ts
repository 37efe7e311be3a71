import { InMemoryUserRepository } from '../../../src/adapters/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { describeUserRepositoryContract } from '../userRepository.contract';

describeUserRepositoryContract('memory', async () => {
  const repository = new InMemoryUserRepository(new MemoryDatabase());
  // The memory backend has no rules: the owner's repository is the same one.
  return { repository, asSelf: () => repository };
});

import { InMemoryUserRepository } from '../../../src/adapters/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { describeUserRepositoryContract } from '../userRepository.contract';

describeUserRepositoryContract('memory', async () => ({
  repository: new InMemoryUserRepository(new MemoryDatabase()),
}));

import { afterAll } from 'vitest';
import { FirestoreCategoryRepository } from '../../../src/adapters/firestore/FirestoreCategoryRepository';
import { describeCategoryRepositoryContract } from '../categoryRepository.contract';
import { ADMIN, EmulatorClients, systemClock } from './support/emulator';

const clients = new EmulatorClients('demo-contract-categories');
afterAll(() => clients.dispose());

describeCategoryRepositoryContract('firestore emulator, as an admin through the rules', async () => {
  await clients.clear();
  return { repository: new FirestoreCategoryRepository(clients.as(ADMIN), systemClock) };
});

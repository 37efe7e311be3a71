import { afterAll } from 'vitest';
import { FirestoreCatalogueSummaryRepository } from '../../../src/adapters/firestore/FirestoreCatalogueSummaryRepository';
import { FirestoreCategoryRepository } from '../../../src/adapters/firestore/FirestoreCategoryRepository';
import { FirestoreProductRepository } from '../../../src/adapters/firestore/FirestoreProductRepository';
import { describeCategoryRepositoryContract } from '../categoryRepository.contract';
import { ADMIN, EmulatorClients, systemClock, actorOf } from './support/emulator';

const clients = new EmulatorClients('demo-contract-categories');
afterAll(() => clients.dispose());

describeCategoryRepositoryContract('firestore emulator, as an admin through the rules', async () => {
  await clients.clear();
  const admin = clients.as(ADMIN);
  return {
    repository: new FirestoreCategoryRepository(admin, systemClock),
    products: new FirestoreProductRepository(admin, systemClock, actorOf(admin)),
    // The storefront reads the summary as a guest.
    summary: new FirestoreCatalogueSummaryRepository(clients.as('anonymous')),
  };
});

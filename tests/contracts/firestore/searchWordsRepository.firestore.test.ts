import { afterAll } from 'vitest';
import { FirestoreActivityLog } from '../../../src/adapters/firestore/FirestoreActivityLog';
import { FirestoreProductRepository } from '../../../src/adapters/firestore/FirestoreProductRepository';
import { FirestoreSearchWordsRepository } from '../../../src/adapters/firestore/FirestoreSearchWordsRepository';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import { describeSearchWordsRepositoryContract } from '../searchWordsRepository.contract';
import { ADMIN, EmulatorClients, actorOf, systemClock } from './support/emulator';

const clients = new EmulatorClients('demo-contract-search-words');
afterAll(() => clients.dispose());

// The owner saves through the rules; each search is a new guest's visit, which reads the table afresh.
describeSearchWordsRepositoryContract('firestore emulator, through the rules', async () => {
  await clients.clear();
  const guest = clients.as('anonymous');
  return {
    repository: new FirestoreSearchWordsRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN))),
    seed: (products) => seedCatalogue(clients.as('owner'), products, new Date().toISOString()),
    search: (query, limit, options) =>
      new FirestoreProductRepository(guest, systemClock, actorOf(guest)).search(query, limit, options),
    activity: async () => (await new FirestoreActivityLog(clients.as(ADMIN)).list({ pageSize: 5 })).items,
  };
});

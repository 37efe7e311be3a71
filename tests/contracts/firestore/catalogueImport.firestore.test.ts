import { afterAll } from 'vitest';
import { FirestoreProductRepository } from '../../../src/adapters/firestore/FirestoreProductRepository';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import { describeCatalogueImportContract } from '../catalogueImport.contract';
import { ADMIN, EmulatorClients, systemClock, actorOf } from './support/emulator';

const clients = new EmulatorClients('demo-contract-import');
afterAll(() => clients.dispose());

// Every read and write as a verified admin, through the rules; seeding bypasses them, as a seed does.
describeCatalogueImportContract(
  'firestore emulator, through the rules',
  async () => ({
    products: new FirestoreProductRepository(clients.as(ADMIN), systemClock, actorOf(clients.as(ADMIN))),
    reset: () => clients.clear(),
    seed: (products) => seedCatalogue(clients.as('owner'), products, new Date().toISOString()),
  }),
  120_000,
);

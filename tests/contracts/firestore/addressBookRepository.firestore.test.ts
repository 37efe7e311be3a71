import { afterAll } from 'vitest';
import { FirestoreAddressBookRepository } from '../../../src/adapters/firestore/FirestoreAddressBookRepository';
import { describeAddressBookRepositoryContract, OWNER } from '../addressBookRepository.contract';
import { EmulatorClients, shopper } from './support/emulator';

const clients = new EmulatorClients('demo-contract-address-books');
afterAll(() => clients.dispose());

describeAddressBookRepositoryContract('firestore emulator, as its owner through the rules', async () => {
  await clients.clear();
  return { repository: new FirestoreAddressBookRepository(clients.as(shopper(OWNER))) };
});

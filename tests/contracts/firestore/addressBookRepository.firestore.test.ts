import { afterAll } from 'vitest';
import { FirestoreAddressBookRepository } from '../../../src/adapters/firestore/FirestoreAddressBookRepository';
import { FirestoreUserRepository } from '../../../src/adapters/firestore/FirestoreUserRepository';
import { describeAddressBookRepositoryContract, OWNER } from '../addressBookRepository.contract';
import { newUserRecord } from '../userRepository.contract';
import { actorOf, EmulatorClients, shopper } from './support/emulator';

const clients = new EmulatorClients('demo-contract-address-books');
afterAll(() => clients.dispose());

describeAddressBookRepositoryContract('firestore emulator, as its owner through the rules', async () => {
  await clients.clear();
  const db = clients.as(shopper(OWNER));
  // The record its owner makes on agreeing to the privacy notice, which the rules require of an address book.
  await new FirestoreUserRepository(db, actorOf(db)).ensure(newUserRecord(OWNER, new Date().toISOString()));
  return { repository: new FirestoreAddressBookRepository(db) };
});

import { doc, setDoc } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { FirestoreSettingsRepository } from '../../../src/adapters/firestore/FirestoreSettingsRepository';
import { describeSettingsRepositoryContract } from '../settingsRepository.contract';
import { ADMIN, EmulatorClients, actorOf } from './support/emulator';

const clients = new EmulatorClients('demo-contract-settings');
afterAll(() => clients.dispose());

describeSettingsRepositoryContract('firestore emulator, as an admin through the rules', async () => {
  await clients.clear();
  return {
    repository: new FirestoreSettingsRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN))),
    // The emulator's owner writes past the rules, as a document stored before today's rules would read.
    storeRaw: (document) => setDoc(doc(clients.as('owner'), 'settings', 'shop'), document),
  };
});

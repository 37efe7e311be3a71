import { afterAll } from 'vitest';
import { FirestoreActivityLog } from '../../../src/adapters/firestore/FirestoreActivityLog';
import { FirestoreProductRepository } from '../../../src/adapters/firestore/FirestoreProductRepository';
import { FirestoreSettingsRepository } from '../../../src/adapters/firestore/FirestoreSettingsRepository';
import {
  FirestoreUserRepository,
  toUserDocument,
} from '../../../src/adapters/firestore/FirestoreUserRepository';
import { doc, setDoc } from 'firebase/firestore';
import { describeActivityLogContract } from '../activityLog.contract';
import { ADMIN, actorOf, EmulatorClients, type Identity, systemClock } from './support/emulator';

const clients = new EmulatorClients('demo-contract-activity');
afterAll(() => clients.dispose());

const SECOND_OWNER: Identity = {
  uid: 'contract-admin-2',
  email: 'contract-admin-2@example.com',
  emailVerified: true,
  admin: true,
};

// Every write through the rules, which refuse a staff write without its entry; the owner reads the log.
describeActivityLogContract(
  'firestore emulator, through the rules',
  async () => {
    await clients.clear();
    const admin = clients.as(ADMIN);
    const second = clients.as(SECOND_OWNER);
    return {
      repository: new FirestoreActivityLog(admin),
      first: {
        actor: actorOf(admin)()!,
        products: new FirestoreProductRepository(admin, systemClock, actorOf(admin)),
        settings: new FirestoreSettingsRepository(admin, actorOf(admin)),
        users: new FirestoreUserRepository(admin, actorOf(admin)),
      },
      second: {
        actor: actorOf(second)()!,
        products: new FirestoreProductRepository(second, systemClock, actorOf(second)),
      },
      seedUser: (user) => setDoc(doc(clients.as('owner'), 'users', user.uid), toUserDocument(user)),
    };
  },
  120_000,
);

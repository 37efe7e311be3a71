import { afterAll } from 'vitest';
import { FirestoreUserRepository } from '../../../src/adapters/firestore/FirestoreUserRepository';
import { describeUserRepositoryContract } from '../userRepository.contract';
import { ADMIN, EmulatorClients, actorOf } from './support/emulator';

const clients = new EmulatorClients('demo-contract-users');
afterAll(() => clients.dispose());

// The contract manages many users' records (creates, role changes, listing): an admin's work, through the rules.
// The owner's own writes (their record's creation, its e-mail fields) go as that user, with their token's claims.
describeUserRepositoryContract('firestore emulator, as an admin through the rules', async () => {
  await clients.clear();
  return {
    repository: new FirestoreUserRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN))),
    asSelf: (token) => new FirestoreUserRepository(clients.as(token), actorOf(clients.as(token))),
  };
});

import { FirestoreOrderRepository } from '../../../../src/adapters/firestore/FirestoreOrderRepository';
import { actorOf, type EmulatorClients, shopper } from './emulator';

/** The orders as the verified shopper `userId` reaches them through the rules: only they may place or cancel theirs. */
export const shopperOrders = (
  clients: EmulatorClients,
  userId: string,
  email = `${userId}@example.com`,
): FirestoreOrderRepository => {
  const db = clients.as(shopper(userId, email));
  return new FirestoreOrderRepository(db, actorOf(db));
};

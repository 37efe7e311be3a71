import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { FirestoreActivityLog } from '../../../src/adapters/firestore/FirestoreActivityLog';
import { FirestoreOrderErasureRepository } from '../../../src/adapters/firestore/FirestoreOrderErasureRepository';
import { fromOrderDocument, toOrderDocument } from '../../../src/adapters/firestore/orderDocument';
import type { OrderErasureRepository } from '../../../src/ports/OrderErasureRepository';
import { describeOrderErasureRepositoryContract } from '../orderErasureRepository.contract';
import { ADMIN, actorOf, EmulatorClients, shopper } from './support/emulator';

const clients = new EmulatorClients('demo-contract-order-erasure');
afterAll(() => clients.dispose());

/** Through the rules: each shopper marks their own orders; a member of staff counts and erases. */
const routed = (): OrderErasureRepository => {
  const staff = new FirestoreOrderErasureRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));
  return {
    requestErasure: (userId) =>
      new FirestoreOrderErasureRepository(
        clients.as(shopper(userId)),
        actorOf(clients.as(shopper(userId))),
      ).requestErasure(userId),
    countDue: (now) => staff.countDue(now),
    eraseDue: (now, max) => staff.eraseDue(now, max),
  };
};

describeOrderErasureRepositoryContract('firestore emulator, through the rules', async () => {
  await clients.clear();
  const owner = clients.as('owner');
  return {
    repository: routed(),
    seedOrders: async (orders) => {
      for (const order of orders) await setDoc(doc(owner, 'orders', order.id), toOrderDocument(order));
    },
    orderOf: async (id) => {
      const data = (await getDoc(doc(owner, 'orders', id))).data();
      return data ? fromOrderDocument(id, data) : null;
    },
    activity: new FirestoreActivityLog(clients.as(ADMIN)),
  };
});

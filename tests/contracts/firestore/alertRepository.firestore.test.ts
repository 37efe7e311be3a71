import { doc, setDoc } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { FirestoreAlertRepository } from '../../../src/adapters/firestore/FirestoreAlertRepository';
import { toProductDocument } from '../../../src/adapters/firestore/productDocument';
import type { AlertRepository } from '../../../src/ports/AlertRepository';
import { describeAlertRepositoryContract } from '../alertRepository.contract';
import { ADMIN, EmulatorClients, shopper } from './support/emulator';

const clients = new EmulatorClients('demo-contract-alerts');
afterAll(() => clients.dispose());

/** Through the rules: an account as itself, a guest as nobody signed in, the count as a verified admin. */
const routed = (): AlertRepository => {
  const as = (uid: string | null) =>
    new FirestoreAlertRepository(clients.as(uid === null ? 'anonymous' : shopper(uid)));
  const owning = (id: string) => as(id.includes('@') ? null : (id.split('~')[0] ?? null));
  return {
    create: (request) => as(request.uid).create(request),
    listMine: (uid) => as(uid).listMine(uid),
    mineFor: (uid, productId) => as(uid).mineFor(uid, productId),
    remove: (id) => owning(id).remove(id),
    markDone: (alert) => as(alert.uid).markDone(alert),
    markSeen: (id) => owning(id).markSeen(id),
    stop: (id, token) => as(null).stop(id, token),
    waitingCount: (productId) => new FirestoreAlertRepository(clients.as(ADMIN)).waitingCount(productId),
  };
};

describeAlertRepositoryContract('firestore emulator, through the rules', async () => {
  await clients.clear();
  const owner = clients.as('owner');
  return {
    alerts: routed(),
    seedProducts: async (products) => {
      for (const product of products)
        await setDoc(doc(owner, 'products', product.id), toProductDocument(product));
    },
  };
});

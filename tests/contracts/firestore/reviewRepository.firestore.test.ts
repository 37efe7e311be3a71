import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { toDeliveryZonesDocument } from '../../../src/adapters/firestore/deliveryZonesDocument';
import { FirestoreOrderRepository } from '../../../src/adapters/firestore/FirestoreOrderRepository';
import { FirestoreReviewRepository } from '../../../src/adapters/firestore/FirestoreReviewRepository';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import type { ReviewRepository } from '../../../src/ports/ReviewRepository';
import { TEST_ZONES } from '../orders/orderRequests';
import { describeReviewRepositoryContract } from '../reviewRepository.contract';
import { ADMIN, EmulatorClients, shopper, actorOf } from './support/emulator';
import { shopperOrders } from './support/shopperOrders';

const clients = new EmulatorClients('demo-contract-reviews');
const ADMIN_EMAIL = typeof ADMIN === 'object' ? (ADMIN.email ?? '') : '';
afterAll(() => clients.dispose());

/** Through the rules: each shopper writes, deletes and votes as themself; an admin moderates and lists. */
const routed = (): ReviewRepository => {
  const as = (userId: string) => new FirestoreReviewRepository(clients.as(shopper(userId)));
  const admin = new FirestoreReviewRepository(clients.as(ADMIN));
  const guest = new FirestoreReviewRepository(clients.as('anonymous'));
  return {
    listApproved: (query) => guest.listApproved(query),
    aggregate: (productId) => guest.aggregate(productId),
    own: (productId, userId) => as(userId).own(productId, userId),
    buyerOrderId: (productId, userId) => as(userId).buyerOrderId(productId, userId),
    submit: (request) => as(request.userId).submit(request),
    remove: (productId, userId) => as(userId).remove(productId, userId),
    votedHelpful: (productId, userId) => as(userId).votedHelpful(productId, userId),
    markHelpful: (id, userId) => as(userId).markHelpful(id, userId),
    adminList: (query) => admin.adminList(query),
    countPending: () => admin.countPending(),
    moderate: (id, to, reason) => admin.moderate(id, to, reason),
    listByAuthor: (userId) => as(userId).listByAuthor(userId),
    anonymizeAuthor: (userId) => as(userId).anonymizeAuthor(userId),
  };
};

describeReviewRepositoryContract('firestore emulator, through the rules', async () => {
  await clients.clear();
  const owner = clients.as('owner');
  await setDoc(doc(owner, 'settings', 'delivery'), toDeliveryZonesDocument(TEST_ZONES));
  const adminOrders = new FirestoreOrderRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));
  return {
    reviews: routed(),
    orders: {
      placeOrder: (request) =>
        shopperOrders(clients, request.userId, request.customerEmail).placeOrder(request),
      // The rules record the acting admin's own e-mail.
      updateStatus: (id, status) => adminOrders.updateStatus(id, status, ADMIN_EMAIL),
    },
    seedProducts: (products) => seedCatalogue(owner, products, new Date().toISOString()),
    productOf: async (id) => {
      const snapshot = await getDoc(doc(owner, 'products', id));
      return { rating: snapshot.get('rating') as number, reviewCount: snapshot.get('reviewCount') as number };
    },
  };
});

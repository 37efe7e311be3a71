import { toDeliveryZonesDocument } from '../../../src/adapters/firestore/deliveryZonesDocument';
import { TEST_ZONES } from '../orders/orderRequests';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { FirestoreOrderRepository } from '../../../src/adapters/firestore/FirestoreOrderRepository';
import { FirestoreReturnRepository } from '../../../src/adapters/firestore/FirestoreReturnRepository';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import { describeReturnRepositoryContract, type ReturnRepositoryHarness } from '../returnRepository.contract';
import { ADMIN, EmulatorClients, shopper, actorOf } from './support/emulator';
import { shopperOrders } from './support/shopperOrders';
import { storedStockOf, storedVariantStockOf } from './support/storedStock';

const clients = new EmulatorClients('demo-contract-returns');
const ADMIN_EMAIL = typeof ADMIN === 'object' ? (ADMIN.email ?? '') : '';
afterAll(() => clients.dispose());

/** Through the rules: each shopper asks as themself, the staff act as a verified admin (whose e-mail is recorded). */
const routed = (): Pick<ReturnRepositoryHarness, 'orders' | 'returns'> => {
  const adminOrders = new FirestoreOrderRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));
  const adminReturns = new FirestoreReturnRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));
  const asShopper = (userId: string) => clients.as(shopper(userId, `${userId}@example.com`));
  return {
    orders: {
      placeOrder: (request) =>
        shopperOrders(clients, request.userId, request.customerEmail).placeOrder(request),
      get: (id) => adminOrders.get(id),
      updateStatus: (id, status) => adminOrders.updateStatus(id, status, ADMIN_EMAIL),
      updatePaymentStatus: (id, status) => adminOrders.updatePaymentStatus(id, status, ADMIN_EMAIL),
    },
    returns: {
      requestReturn: (input) =>
        new FirestoreReturnRepository(
          asShopper(input.userId),
          actorOf(asShopper(input.userId)),
        ).requestReturn(input),
      subscribeForOrder: (orderId, userId, listener, onError) =>
        new FirestoreReturnRepository(asShopper(userId), actorOf(asShopper(userId))).subscribeForOrder(
          orderId,
          userId,
          listener,
          onError,
        ),
      adminList: (query) => adminReturns.adminList(query),
      move: (id, to, _by, reason) => adminReturns.move(id, to, ADMIN_EMAIL, reason),
    },
  };
};

describeReturnRepositoryContract('firestore emulator, through the rules', async () => {
  await clients.clear();
  const owner = clients.as('owner');
  await setDoc(doc(owner, 'settings', 'delivery'), toDeliveryZonesDocument(TEST_ZONES));
  return {
    ...routed(),
    staff: ADMIN_EMAIL,
    seedProducts: (products) => seedCatalogue(owner, products, new Date().toISOString()),
    seedSettings: (settings) => setDoc(doc(owner, 'settings', 'shop'), { ...settings }),
    stockOf: (id) => storedStockOf(owner, id),
    variantStockOf: (id) => storedVariantStockOf(owner, id),
  };
});

import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { ORDER_COUNTERS, ORDERS } from '../../../src/adapters/firestore/collections';
import { toOrderDocument } from '../../../src/adapters/firestore/orderDocument';
import {
  fromOrderCounterDocument,
  toOrderCounterDocument,
} from '../../../src/adapters/firestore/orderCounterDocument';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FirestoreOfferRepository } from '../../../src/adapters/firestore/FirestoreOfferRepository';
import { FirestoreOrderRepository } from '../../../src/adapters/firestore/FirestoreOrderRepository';
import { seedCatalogue } from '../../../src/adapters/firestore/seedCatalogue';
import { toDeliveryZonesDocument } from '../../../src/adapters/firestore/deliveryZonesDocument';
import type { DeliveryZone } from '../../../src/domain/checkout/DeliveryZones';
import { TEST_ZONES } from '../orders/orderRequests';
import { pause } from '../support/timing';
import type { OrderRepository } from '../../../src/ports/OrderRepository';
import { describeOrderRepositoryContract, type OrderRepositoryHarness } from '../orderRepository.contract';
import { ADMIN, EmulatorClients, actorOf, shopper } from './support/emulator';
import { FirestoreDeliverySlotRepository } from '../../../src/adapters/firestore/FirestoreDeliverySlotRepository';
import type { DeliverySlotRepository } from '../../../src/ports/DeliverySlotRepository';
import { shopperOrders } from './support/shopperOrders';
import { storedStockOf, storedVariantStockOf } from './support/storedStock';

const clients = new EmulatorClients('demo-contract-orders');
const ADMIN_EMAIL = typeof ADMIN === 'object' ? (ADMIN.email ?? '') : '';
afterAll(() => clients.dispose());

/**
 * Through the security rules, as the app runs: each order is placed by a client signed in as its own verified
 * user (the rules let nobody else create it), and everything else runs as a verified admin.
 */
const routedRepository = (): OrderRepository => {
  const admin = new FirestoreOrderRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));
  return {
    placeOrder: (request) =>
      shopperOrders(clients, request.userId, request.customerEmail).placeOrder(request),
    get: (id) => admin.get(id),
    listByUser: (userId, limit) => admin.listByUser(userId, limit),
    subscribe: (id, listener, onError) => admin.subscribe(id, listener, onError),
    subscribeByUser: (userId, limit, listener, onError) =>
      admin.subscribeByUser(userId, limit, listener, onError),
    subscribeCreatedAfter: (createdAfter, listener, onError) =>
      admin.subscribeCreatedAfter(createdAfter, listener, onError),
    adminList: (query) => admin.adminList(query),
    listCreatedBetween: (from, to) => admin.listCreatedBetween(from, to),
    reportUpiPayment: (request) => shopperOrders(clients, request.userId).reportUpiPayment(request),
    confirmCod: (request) => shopperOrders(clients, request.userId).confirmCod(request),
    changeAddress: (request) => shopperOrders(clients, request.userId).changeAddress(request),
    bookAssembly: (request) => shopperOrders(clients, request.userId).bookAssembly(request),
    ordersWithUtr: (utr) => admin.ordersWithUtr(utr),
    cancelOrder: (request) => shopperOrders(clients, request.userId).cancelOrder(request),
    // The rules record the signed-in admin's own address in the history, whatever the caller names.
    updateStatus: (id, status) => admin.updateStatus(id, status, ADMIN_EMAIL),
    recordShipment: (id, shipment) => admin.recordShipment(id, shipment, ADMIN_EMAIL),
    delayDelivery: (id, delay) => admin.delayDelivery(id, delay, ADMIN_EMAIL),
    cancelLine: (id, index) => admin.cancelLine(id, index, ADMIN_EMAIL),
    updatePaymentStatus: (id, status) => admin.updatePaymentStatus(id, status, ADMIN_EMAIL),
    codToRemit: () => admin.codToRemit(),
    recordRemittance: (ids, remittance) => admin.recordRemittance(ids, remittance),
    delete: (id) => admin.delete(id),
  };
};

/** Each booking by its own shopper through the rules; counts and the day's sheet as staff read them. */
const routedSlots = (): DeliverySlotRepository => {
  const staff = new FirestoreDeliverySlotRepository(clients.as(ADMIN));
  return {
    booked: (zoneId, from, to) => staff.booked(zoneId, from, to),
    book: (request) => new FirestoreDeliverySlotRepository(clients.as(shopper(request.userId))).book(request),
    daySheet: (date) => staff.daySheet(date),
  };
};

const harness = async (): Promise<OrderRepositoryHarness> => {
  await clients.clear();
  const owner = clients.as('owner');
  const seedZones = (zones: readonly DeliveryZone[]) =>
    setDoc(doc(owner, 'settings', 'delivery'), toDeliveryZonesDocument(zones));
  await seedZones(TEST_ZONES);
  return {
    seedZones,
    repository: routedRepository(),
    slots: routedSlots(),
    offers: new FirestoreOfferRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN))),
    seedProducts: (products) => seedCatalogue(owner, products, new Date().toISOString()),
    seedSettings: (settings) => setDoc(doc(owner, 'settings', 'shop'), { ...settings }),
    setCounter: async (userId, counter) => {
      const reference = doc(owner, ORDER_COUNTERS, userId);
      await (counter ? setDoc(reference, toOrderCounterDocument(counter)) : deleteDoc(reference));
    },
    counterOf: async (userId) =>
      fromOrderCounterDocument((await getDoc(doc(owner, ORDER_COUNTERS, userId))).data()),
    seedOrder: (order) => setDoc(doc(owner, ORDERS, order.id), toOrderDocument(order)),
    stockOf: (id) => storedStockOf(owner, id),
    variantStockOf: (id) => storedVariantStockOf(owner, id),
  };
};

describeOrderRepositoryContract('firestore emulator, through the rules', harness, { propertyRuns: 8 });

describe('live views the rules refuse', () => {
  const codeOf = (error: unknown) => (error as { code?: string }).code;

  it("reports a shopper's view of another user's orders, or of the shop's new-order feed, as failed", async () => {
    await clients.clear();
    const repository = shopperOrders(clients, 'live-watcher', 'watcher@example.com');
    const heard: unknown[] = [];
    const failures: unknown[] = [];
    const stops = [
      repository.subscribeByUser(
        'someone-else',
        5,
        (orders) => heard.push(orders),
        (error) => failures.push(error),
      ),
      repository.subscribeCreatedAfter(
        new Date().toISOString(),
        (order) => heard.push(order),
        (error) => failures.push(error),
      ),
    ];
    await vi.waitFor(() => expect(failures.map(codeOf)).toEqual(['permission-denied', 'permission-denied']));
    expect(heard).toEqual([]);
    stops.forEach((stop) => stop());
  });

  it('lets the shopper follow their own orders without a failure', async () => {
    await clients.clear();
    const repository = shopperOrders(clients, 'live-watcher', 'watcher@example.com');
    const heard: unknown[] = [];
    const failures: unknown[] = [];
    const stop = repository.subscribeByUser(
      'live-watcher',
      5,
      (orders) => heard.push(orders),
      (error) => failures.push(error),
    );
    await vi.waitFor(() => expect(heard).toEqual([[]]));
    await pause(100);
    expect(failures).toEqual([]);
    stop();
  });
});

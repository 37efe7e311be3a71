import { describe, expect, it, vi } from 'vitest';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryOrderRepository } from '../../../src/adapters/memory/InMemoryOrderRepository';
import { InMemoryDeliverySlotRepository } from '../../../src/adapters/memory/InMemoryDeliverySlotRepository';
import { InMemoryOfferRepository } from '../../../src/adapters/memory/InMemoryOfferRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { ORDER_COUNTERS, ORDERS } from '../../../src/adapters/memory/placeOrderInMemory';
import type { Order } from '../../../src/domain/orders/Order';
import type { OrderCounter } from '../../../src/domain/orders/OrderLimits';
import type { Product } from '../../../src/domain/catalogue/Product';
import { describeOrderRepositoryContract, type OrderRepositoryHarness } from '../orderRepository.contract';
import { line, request, TEST_ZONES } from '../orders/orderRequests';
import { storeDeliveryZones } from '../../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import { testProduct } from '../support/testProduct';
import { failTest, pause } from '../support/timing';
import { memoryActivityLog } from '../../support/activityFakes';

const memoryHarness = (db = new MemoryDatabase()): OrderRepositoryHarness => {
  storeDeliveryZones(db, TEST_ZONES);
  const clock = new FixedStepClock('2025-03-01T10:00:00.000Z', 1000);
  return {
    repository: new InMemoryOrderRepository(db, clock, memoryActivityLog(db)),
    slots: new InMemoryDeliverySlotRepository(db, clock),
    offers: new InMemoryOfferRepository(db, memoryActivityLog(db)),
    seedProducts: async (products: Product[]) =>
      db.transaction(() => products.forEach((product) => db.set('products', product.id, { ...product }))),
    seedSettings: async (settings) => db.set('settings', 'shop', { ...settings }),
    stockOf: async (id) => db.peek<Product>('products', id)?.stock ?? Number.NaN,
    variantStockOf: async (id) =>
      Object.fromEntries((db.peek<Product>('products', id)?.variants ?? []).map((v) => [v.id, v.stock])),
    setCounter: async (userId, counter) =>
      counter ? db.set(ORDER_COUNTERS, userId, { ...counter }) : db.delete(ORDER_COUNTERS, userId),
    counterOf: async (userId) => db.peek<OrderCounter>(ORDER_COUNTERS, userId),
    seedOrder: async (order) => db.set(ORDERS, order.id, { ...order }),
    seedZones: async (zones) => storeDeliveryZones(db, zones),
  };
};

describeOrderRepositoryContract('memory', async () => memoryHarness(), { propertyRuns: 60 });

describe('InMemoryOrderRepository billing (memory only)', () => {
  const setup = async () => {
    const db = new MemoryDatabase();
    const h = memoryHarness(db);
    await h.seedProducts([testProduct('a', { price: 100 }), testProduct('b', { price: 200 })]);
    return { db, h };
  };

  it("bills placeOrder like the Firestore transaction: the order id, each product, the settings, the zones, the account's counter", async () => {
    const { db, h } = await setup();
    db.meter.reset();
    await h.repository.placeOrder(request([line('a', 100), line('b', 200), line('a', 100)]));
    expect(db.meter.reads).toBe(6);
  });

  it('keeps an idle new-order feed free, and bills one read per new order', async () => {
    const { db, h } = await setup();
    const placed = await h.repository.placeOrder(request([line('a', 100)]));
    const old = placed.ok ? placed.value : null;
    const feed: Order[] = [];
    h.repository.subscribeCreatedAfter(old!.createdAt, (order) => feed.push(order), failTest);
    await pause(0);
    db.meter.reset();
    db.set('banners', 'x', { title: 'unrelated' });
    db.set('products', 'c', { ...testProduct('c') });
    db.set('orders', old!.id, { ...old!, status: 'confirmed' });
    await pause(0);
    expect(db.meter.reads).toBe(0);
    db.set('orders', 'fromanothertab', {
      ...old!,
      id: 'fromanothertab',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    await vi.waitFor(() => expect(feed.map((order) => order.id)).toEqual(['fromanothertab']));
    expect(db.meter.reads).toBe(1);
  });

  it("does not bill a user's live orders for other users' orders", async () => {
    const { db, h } = await setup();
    await h.repository.placeOrder(request([line('a', 100)], { userId: 'me' }));
    const seen: Order[][] = [];
    h.repository.subscribeByUser('me', 10, (orders) => seen.push(orders), failTest);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await h.repository.placeOrder(request([line('b', 200)], { userId: 'someone-else' }));
    db.meter.reset();
    await pause(0);
    expect(db.meter.reads).toBe(0);
    expect(seen).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { storeDeliveryZones } from '../../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import { InMemoryDemoInbox } from '../../../src/adapters/memory/InMemoryDemoInbox';
import { InMemoryOrderRepository } from '../../../src/adapters/memory/InMemoryOrderRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { OUTBOX, startMessageOutbox } from '../../../src/adapters/memory/messageOutbox';
import { ORDERS } from '../../../src/adapters/memory/placeOrderInMemory';
import type { OutboxEntry } from '../../../src/domain/messages/Outbox';
import { returnTicket } from '../../../src/domain/afterSales/ReturnRequest';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { DEMO_SHOP_SETTINGS } from '../../../src/adapters/memory/seed/demoSettings';
import { InMemoryAddressBookRepository } from '../../../src/adapters/memory/InMemoryAddressBookRepository';
import { EMPTY_ADDRESS_BOOK, setWhatsAppUpdates } from '../../../src/domain/checkout/AddressBook';
import { orderNumberOf } from '../../../src/domain/messages/orderMessages';
import { counterIds } from '../../support/catalogueFakes';
import { memoryActivityLog } from '../../support/activityFakes';
import { testOrder } from '../../support/testOrder';
import { line, request, TEST_ZONES } from '../orders/orderRequests';
import { testProduct } from '../support/testProduct';

const OWNER = 'owner@shop.example';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const demoShop = () => {
  const db = new MemoryDatabase();
  const clock = new FixedStepClock('2026-11-01T10:00:00.000Z', 60_000);
  storeDeliveryZones(db, TEST_ZONES);
  db.set('settings', 'shop', { ...DEFAULT_SHOP_SETTINGS, email: OWNER });
  db.set('products', 'sofa', { ...testProduct('sofa', { name: 'Jodhpur Sofa', price: 25_000 }) });
  const inbox = new InMemoryDemoInbox(db, clock, counterIds('mail'));
  const orders = new InMemoryOrderRepository(db, clock, memoryActivityLog(db));
  return { db, clock, inbox, orders };
};

const mailed = (inbox: InMemoryDemoInbox) =>
  inbox
    .list()
    .map((mail) => `${mail.to}: ${mail.subject.replace(/#[0-9A-Z-]+/, '#N')}`)
    .sort();

describe('the demo’s messages (memory backend)', () => {
  it('tell the shopper of each step of an order once, and the owner of the new order', async () => {
    const { db, clock, inbox, orders } = demoShop();
    startMessageOutbox(db, clock, inbox);
    const placed = await orders.placeOrder(request([line('sofa', 25_000)]));
    if (!placed.ok) throw new Error('the order was refused');
    for (const status of ['confirmed', 'shipped', 'delivered'] as const)
      await orders.updateStatus(placed.value.id, status, 'staff@shop.example');
    await settle();
    expect(mailed(inbox)).toEqual([
      'asha@example.com: Order #N confirmed',
      'asha@example.com: Order #N delivered',
      'asha@example.com: Order #N placed',
      'asha@example.com: Order #N shipped',
      `${OWNER}: New order #N: ₹25,000, cash on delivery`,
    ]);
    expect(
      db.scan<OutboxEntry>(OUTBOX).every((entry) => entry.status === 'sent' && entry.attempts === 1),
    ).toBe(true);
  });

  it('show a shopper who asked for WhatsApp their order on WhatsApp, as the shop’s templates read', async () => {
    const { db, clock, inbox, orders } = demoShop();
    db.set('settings', 'shop', { ...DEMO_SHOP_SETTINGS, email: OWNER });
    const book = setWhatsAppUpdates({ ...EMPTY_ADDRESS_BOOK, phone: '9812345678' }, true);
    if (!book.ok) throw new Error(book.error.code);
    await new InMemoryAddressBookRepository(db).save('asha', book.value);
    startMessageOutbox(db, clock, inbox);
    const placed = await orders.placeOrder(request([line('sofa', 25_000)], { userId: 'asha' }));
    if (!placed.ok) throw new Error('the order was refused');
    await orders.updateStatus(placed.value.id, 'confirmed', 'staff@shop.example');
    await settle();
    expect(mailed(inbox)).toEqual([
      'WhatsApp +919812345678: WhatsApp: Order #N confirmed',
      'WhatsApp +919812345678: WhatsApp: Order #N placed',
      `${OWNER}: New order #N: ₹25,000, cash on delivery`,
    ]);
    const confirmed = inbox.list().find((mail) => mail.subject.endsWith('confirmed'));
    expect(confirmed?.body).toBe(
      `Hello Asha Verma, we have confirmed your order ${orderNumberOf(placed.value)} and are preparing it. Your tax invoice: /orders/${placed.value.id}/invoice`,
    );
  });

  it('remind the shopper of a UPI order with no payment halfway through its window, once', async () => {
    const { db, clock, inbox, orders } = demoShop();
    db.set('settings', 'shop', { ...DEMO_SHOP_SETTINGS, email: OWNER, paymentWindowHours: 2 });
    startMessageOutbox(db, clock, inbox);
    const placed = await orders.placeOrder(request([line('sofa', 25_000)], { paymentMethod: 'upi' }));
    if (!placed.ok) throw new Error('the order was refused');
    await settle();
    const reminders = () => mailed(inbox).filter((mail) => mail.includes('Payment not received'));
    expect(reminders()).toEqual([]);
    clock.advance(61 * 60_000);
    // The demo owes what time brings at its next change of the orders: here, another shopper's order.
    await orders.placeOrder(request([line('sofa', 25_000)]));
    await settle();
    await orders.placeOrder(request([line('sofa', 25_000)]));
    await settle();
    expect(reminders()).toEqual(['asha@example.com: Payment not received for order #N']);
  });

  it("tell the staff who asked for the owner's messages of a new order too", async () => {
    const { db, clock, inbox, orders } = demoShop();
    db.set('users', 'meera', {
      uid: 'meera',
      email: 'meera@shop.example',
      emailVerified: true,
      role: 'manager',
      ownerMessages: true,
    });
    startMessageOutbox(db, clock, inbox);
    await orders.placeOrder(request([line('sofa', 25_000)]));
    await settle();
    expect(mailed(inbox)).toContain(`${OWNER}, meera@shop.example: New order #N: ₹25,000, cash on delivery`);
  });

  it('send nothing more when the trigger runs again (another tab, a reload), and nothing for older orders', async () => {
    const { db, clock, inbox, orders } = demoShop();
    db.set(ORDERS, 'seeded', { ...testOrder({ id: 'seeded', createdAt: '2026-10-01T00:00:00.000Z' }) });
    const stop = startMessageOutbox(db, clock, inbox);
    const placed = await orders.placeOrder(request([line('sofa', 25_000)]));
    await settle();
    expect(inbox.list()).toHaveLength(2);
    stop();
    startMessageOutbox(db, clock, inbox);
    startMessageOutbox(db, clock, inbox);
    if (placed.ok) await orders.updateStatus(placed.value.id, 'confirmed', 'staff@shop.example');
    await settle();
    expect(mailed(inbox)).toEqual([
      'asha@example.com: Order #N confirmed',
      'asha@example.com: Order #N placed',
      `${OWNER}: New order #N: ₹25,000, cash on delivery`,
    ]);
  });

  it('tell of a return request and a complaint, to the shopper of the order and of the account', async () => {
    const { db, clock, inbox } = demoShop();
    db.set(ORDERS, 'order-1', { ...testOrder({ id: 'order-1', customerEmail: 'ravi@example.in' }) });
    db.set('users', 'u9', { uid: 'u9', email: 'meera@example.in', name: 'Meera', role: 'user' });
    startMessageOutbox(db, clock, inbox);
    const now = clock.now();
    db.set('returns', 'order-1-1', {
      id: 'order-1-1',
      orderId: 'order-1',
      userId: 'u1',
      number: 1,
      quantities: { 0: 1 },
      reason: 'Wrong item',
      comment: '',
      status: 'requested',
      createdAt: now,
      updatedAt: now,
      history: [],
    });
    db.set('complaints', '3', {
      id: '3',
      number: 3,
      uid: 'u9',
      orderId: null,
      subject: 'Scratched table',
      description: 'The top came scratched.',
      contact: 'meera@example.in',
      status: 'acknowledged',
      createdAt: now,
      acknowledgedAt: now,
      resolvedAt: null,
      replies: [],
    });
    await settle();
    const ticket = returnTicket({ orderId: 'order-1', number: 1 });
    expect(mailed(inbox)).toEqual([
      'meera@example.in: Complaint GR-00003 acknowledged',
      `${OWNER}: Complaint GR-00003: Scratched table`,
      `${OWNER}: Return request ${ticket}: Wrong item`,
      `ravi@example.in: Return request ${ticket} received`,
    ]);
  });

  it("send the owner the morning's summary once its hour has come, once a day", async () => {
    const { db, inbox } = demoShop();
    // 7:30 in India: the demo began before the day's summary was due.
    let now = '2026-11-02T02:00:00.000Z';
    const clock = { now: () => now };
    const orders = new InMemoryOrderRepository(db, clock, memoryActivityLog(db));
    db.set('products', 'stool', {
      ...testProduct('stool', { name: 'Bikaner Stool', price: 2_000, stock: 3 }),
    });
    startMessageOutbox(db, clock, inbox);
    const placed = await orders.placeOrder(request([line('sofa', 25_000)]));
    if (!placed.ok) throw new Error('the order was refused');
    await settle();
    expect(mailed(inbox).filter((mail) => mail.includes('Daily summary'))).toEqual([]);
    now = '2026-11-02T02:31:00.000Z';
    await orders.updateStatus(placed.value.id, 'confirmed', 'staff@shop.example');
    await orders.updateStatus(placed.value.id, 'shipped', 'staff@shop.example');
    await settle();
    const summaries = inbox.list().filter((mail) => mail.subject.startsWith('Daily summary'));
    expect(summaries.map((mail) => `${mail.to}: ${mail.subject}`)).toEqual([
      `${OWNER}: Daily summary, 2 Nov 2026: 1 new order`,
    ]);
    expect(summaries[0]?.body).toContain('Orders placed in the last 24 hours: 1 (₹25,000)');
    expect(summaries[0]?.body).toContain('Bikaner Stool: 3 left');
  });
});

import { FixedStepClock } from '../../src/adapters/memory/FixedStepClock';
import { InMemoryActivityLog } from '../../src/adapters/memory/InMemoryActivityLog';
import { InMemoryAddressBookRepository } from '../../src/adapters/memory/InMemoryAddressBookRepository';
import { EMPTY_ADDRESS_BOOK, setWhatsAppUpdates } from '../../src/domain/checkout/AddressBook';
import { storeDeliveryZones } from '../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import { InMemoryDemoInbox } from '../../src/adapters/memory/InMemoryDemoInbox';
import { InMemoryOrderRepository } from '../../src/adapters/memory/InMemoryOrderRepository';
import { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { OUTBOX, startMessageOutbox } from '../../src/adapters/memory/messageOutbox';
import { DEMO_DELIVERY_ZONES } from '../../src/adapters/memory/seed/demoDeliveryZones';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { DEMO_SHOP_SETTINGS } from '../../src/adapters/memory/seed/demoSettings';
import type { OutboxEntry } from '../../src/domain/messages/Outbox';
import { OUTBOX_KEEP_DAYS } from '../../src/domain/messages/outboxDelivery';
import { count, table, type Verdict } from './benchReport';

/**
 * Each step of an order's life tells its shopper once, and its placing the owner: five messages, no more. On
 * Firestore the server module runs once per order write (onOrderWritten), once per message (sendOutboxEntry), and
 * once per product write (onProductWritten, which reads nothing unless a product came back or got cheaper): the
 * placing takes the stock of the order's one product.
 */
export const MESSAGE_BUDGETS = { perOrder: 5, invocations: 10 };

/** The product writes of one order of one product, placed → delivered: its stock taken at the placing. */
export const ORDER_PRODUCT_WRITES = 1;

/**
 * What the server module's code path costs on Firestore for `orderWrites` writes of an order owing `entries` messages
 * (functions/src, docs/architecture.md#server-module): a trigger per write, reading the settings when the write owes a
 * message (with the staff who asked for the owner's messages when it owes the owner one, and the shopper's address
 * book, for their WhatsApp consent, while the shop sends WhatsApp) and creating each entry; a send per entry, reading
 * it in its claim and the settings for the sender, writing the claim and the outcome; and the alerts' trigger per
 * product write, which reads nothing for a write that takes stock. The functions' suite counts the invocations of the
 * same order in the emulator.
 */
export const serverModuleCosts = (
  orderWrites: number,
  writesOwing: number,
  entries: number,
  { sendsWhatsApp = false, productWrites = ORDER_PRODUCT_WRITES } = {},
) => ({
  invocations: orderWrites + entries + productWrites,
  // The staff who asked for the owner's messages are read once, for the new order.
  reads: writesOwing * (sendsWhatsApp ? 2 : 1) + 1 + 2 * entries,
  writes: 3 * entries,
});

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What one cash-on-delivery order placed → confirmed → shipped → delivered costs in messages on the demo's outbox
 * (docs/architecture.md#messages): the messages, the outbox's writes (each entry written, then marked sent) and the
 * bytes of their text and HTML; and what the server module's code path costs on Firestore for the same order.
 */
export const measureMessages = async (): Promise<Verdict> => {
  const db = new MemoryDatabase();
  const clock = new FixedStepClock('2026-11-01T10:00:00.000Z', 60_000);
  const ids = { newId: () => 'benchId' };
  storeDeliveryZones(db, DEMO_DELIVERY_ZONES);
  db.set('settings', 'shop', { ...DEMO_SHOP_SETTINGS });
  const product = demoProducts.find((candidate) => candidate.variants.length === 0 && candidate.stock > 0)!;
  db.set('products', product.id, { ...product });
  const inbox = new InMemoryDemoInbox(db, clock, ids);
  const orders = new InMemoryOrderRepository(db, clock, new InMemoryActivityLog(db, clock, ids, () => null));
  startMessageOutbox(db, clock, inbox);
  const whatsappShopper = setWhatsAppUpdates({ ...EMPTY_ADDRESS_BOOK, phone: '9876543210' }, true);
  if (!whatsappShopper.ok) throw new Error(whatsappShopper.error.code);
  await new InMemoryAddressBookRepository(db).save('bench-whatsapp', whatsappShopper.value);
  /** The messages of one order of `userId`, placed → delivered. */
  const oneOrder = async (orderId: string, userId: string): Promise<OutboxEntry[]> => {
    const placed = await orders.placeOrder({
      orderId,
      userId,
      customerEmail: 'shopper@bench.example',
      lines: [{ productId: product.id, variantId: null, quantity: 1, expectedUnitPrice: product.price }],
      // In Rajasthan, whose cash on delivery covers any demo product (the demo's zones).
      shippingAddress: {
        name: 'Asha Verma',
        phone: '9876543210',
        line1: '12 MG Road',
        line2: '',
        city: 'Jaipur',
        state: 'Rajasthan',
        pincode: '302001',
      },
      paymentMethod: 'cod',
      termsAccepted: true,
    });
    if (!placed.ok) throw new Error(`The bench order was refused: ${placed.error.code}`);
    await settle();
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      await orders.updateStatus(placed.value.id, status, 'owner@bench.example');
      await settle();
    }
    return db.scan<OutboxEntry>(OUTBOX, (entry) => entry.id.includes(orderId));
  };
  const entries = await oneOrder('benchOrder00000000001', 'bench-shopper');
  const onWhatsApp = (await oneOrder('benchOrder00000000002', 'bench-whatsapp')).filter(
    (entry) => entry.whatsapp !== null,
  ).length;
  const bytes = entries.reduce(
    (sum, entry) => sum + new TextEncoder().encode(entry.text + entry.html + entry.subject).length,
    0,
  );
  const delivered = inbox.list().filter((mail) => mail.id.includes('benchOrder00000000001')).length;
  // Placed, then one write per status; each of them owes a message.
  const orderWrites = 4;
  const module = serverModuleCosts(orderWrites, orderWrites, entries.length);
  const withWhatsApp = serverModuleCosts(orderWrites, orderWrites, entries.length, { sendsWhatsApp: true });
  const failures = [
    ...(delivered === MESSAGE_BUDGETS.perOrder ? [] : ['the messages of one order']),
    ...(module.invocations <= MESSAGE_BUDGETS.invocations
      ? []
      : ['the server module invocations of one order']),
  ];
  return {
    failures,
    text: [
      'Messages of one cash-on-delivery order, placed → delivered (demo outbox; scripts/bench/messageCosts.ts):',
      '',
      table(
        ['figure', 'value', 'budget', 'result'],
        [
          [
            'messages sent',
            count(delivered),
            `=${MESSAGE_BUDGETS.perOrder}`,
            delivered === MESSAGE_BUDGETS.perOrder ? 'PASS' : 'FAIL',
          ],
          ['outbox entries', count(entries.length), '', 'info'],
          ['message bytes (text + HTML)', count(bytes), '', 'info'],
          [
            'server module: function invocations',
            count(module.invocations),
            `≤${MESSAGE_BUDGETS.invocations}`,
            module.invocations <= MESSAGE_BUDGETS.invocations ? 'PASS' : 'FAIL',
          ],
          ['of them on WhatsApp, for a shopper who asked', count(onWhatsApp), '', 'info'],
          ['server module: Firestore reads', count(module.reads), '', 'info'],
          [
            'server module: Firestore reads, the shop sending WhatsApp',
            count(withWhatsApp.reads),
            '',
            'info',
          ],
          ['server module: Firestore writes', count(module.writes), '', 'info'],
          [`outbox entries deleted after ${OUTBOX_KEEP_DAYS} days`, count(entries.length), '', 'info'],
        ],
        1,
      ),
    ].join('\n'),
  };
};

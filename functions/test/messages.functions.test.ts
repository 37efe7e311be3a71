import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirestoreComplaintRepository } from '../../src/adapters/firestore/FirestoreComplaintRepository';
import { complaintTicket } from '../../src/domain/afterSales/Complaint';
import { returnTicket } from '../../src/domain/afterSales/ReturnRequest';
import { FirestoreReturnRepository } from '../../src/adapters/firestore/FirestoreReturnRepository';
import { FirestoreMessageStatusRepository } from '../../src/adapters/firestore/FirestoreMessageStatusRepository';
import { MESSAGE_FAILURES } from '../../src/adapters/firestore/collections';
import { RETRY_DELAYS_MINUTES } from '../../src/domain/messages/outboxDelivery';
import { orderNumberOf } from '../../src/domain/messages/orderMessages';
import { indiaDay } from '../../src/domain/shared/CsvCells';
import { ADDRESS } from '../../tests/contracts/orders/orderRequests';
import { ADMIN, actorOf, shopper } from '../../tests/contracts/firestore/support/emulator';
import { seedCatalogue } from '../../src/adapters/firestore/seedCatalogue';
import { testProduct } from '../../tests/contracts/support/testProduct';
import { onOrderWritten } from '../src/outboxTriggers';
import { runOutboxRound } from '../src/runOutboxRound';
import { sendOutboxEntry } from '../src/sendOutboxEntry';
import { shopMessageSender } from '../src/shopMessageSender';
import { writeDailySummary } from '../src/writeDailySummary';
import { writeUpiReminders } from '../src/writeUpiReminders';
import { cancelLapsedOrders } from '../src/cancelLapsedOrders';
import { releaseAbandonedHolds } from '../src/releaseAbandonedHolds';
import { newOffer } from '../../src/domain/offers/Offer';
import { toOfferDocument } from '../../src/adapters/firestore/offerDocument';
import { shopperOrders } from '../../tests/contracts/firestore/support/shopperOrders';
import { ORDER_PRODUCT_WRITES, serverModuleCosts } from '../../scripts/bench/messageCosts';
import {
  admin,
  clients,
  openShop,
  outboxEntry,
  OWNER_EMAIL,
  place,
  required,
  settle,
  SETTINGS,
  sofa,
  STAFF,
  staffOrders,
  invocations,
  quiet,
} from './support/shopOnEmulators';
import { SmtpSink } from '../../tests/support/smtpSink';

/**
 * The server module in the Functions emulator, wired to the Firestore emulator and a local SMTP server
 * (docs/operations.md#server-module): orders are placed and moved through the rules as the app does, and what
 * reaches the SMTP server is what a shopper or the owner would get.
 */
const sink = new SmtpSink(Number(required('SHEESHAM_SMTP_PORT')));
beforeAll(() => sink.start());
afterAll(async () => {
  await sink.stop();
  await clients.dispose();
});
beforeEach(async () => {
  sink.mails.length = 0;
  sink.answer.clear();
  await openShop();
});

describe('messages of an order', () => {
  it("tells the staff who asked for the owner's messages of a new order, beside the shop's e-mail", async () => {
    await admin.collection('users').doc('meera').set({
      uid: 'meera',
      email: 'meera@shop.example',
      emailVerified: true,
      role: 'manager',
      ownerMessages: true,
    });
    await admin.collection('users').doc('ravi').set({
      uid: 'ravi',
      email: 'ravi@shop.example',
      emailVerified: true,
      role: 'user',
      ownerMessages: true,
    });
    const order = await place('gita', 'gita@example.com');
    await vi.waitFor(() => expect(sink.to('meera@shop.example')).toHaveLength(1), {
      timeout: 40_000,
      interval: 200,
    });
    const [told] = sink.to('meera@shop.example');
    expect(told?.subject).toBe(`New order ${orderNumberOf(order)}: ₹24,000, cash on delivery`);
    expect(sink.to(OWNER_EMAIL)).toEqual([told]);
    await settle();
    expect(sink.to('ravi@shop.example')).toEqual([]);
  });

  it('sends exactly one message per step, to the shopper and the owner, and a replayed trigger sends nothing more', async () => {
    await quiet();
    const ranBefore = invocations();
    const order = await place('asha', 'asha@example.com');
    const number = orderNumberOf(order);
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      await staffOrders().updateStatus(order.id, status, STAFF);
    }
    await vi.waitFor(() => expect(sink.mails).toHaveLength(5), { timeout: 40_000, interval: 200 });
    expect(sink.to('asha@example.com').map((mail) => mail.subject)).toEqual([
      `Order ${number} placed`,
      `Order ${number} confirmed`,
      `Order ${number} shipped`,
      `Order ${number} delivered`,
    ]);
    expect(sink.to(OWNER_EMAIL).map((mail) => mail.subject)).toEqual([
      `New order ${number}: ₹24,000, cash on delivery`,
    ]);
    // The bench's figure for one order (scripts/bench/messageCosts.ts): a trigger per order write, a send per message.
    const expected = serverModuleCosts(4, 4, 5).invocations - ORDER_PRODUCT_WRITES;
    await vi.waitFor(() => expect(invocations() - ranBefore).toBe(expected), {
      timeout: 10_000,
      interval: 200,
    });
    const placed = sink.to('asha@example.com')[0];
    expect(placed?.text).toContain('Jodhpur Sofa');
    // Above the shop's ₹20,000, a cash order asks its shopper to confirm it from its page.
    expect(placed?.text).toContain('Please confirm this order by');
    expect(placed?.html).toContain(`/orders/${order.id}`);

    // A trigger delivered again (Cloud Functions delivers at least once) finds its entries written and sent.
    const snapshot = await admin.collection('orders').doc(order.id).get();
    await onOrderWritten.run({
      params: { id: order.id },
      data: { before: undefined, after: snapshot },
    } as never);
    await sendOutboxEntry.run({ params: { id: `order-${order.id}-placed-shopper` } } as never);
    await settle();
    expect(sink.mails).toHaveLength(5);
    expect(invocations() - ranBefore).toBe(expected);
    expect(await outboxEntry(`order-${order.id}-delivered-shopper`)).toMatchObject({
      status: 'sent',
      attempts: 1,
      dueAt: null,
    });
  });

  it('tells its shopper each time the shop moves the delivery date or corrects the AWB', async () => {
    const order = await place('kiran', 'kiran@example.com');
    const number = orderNumberOf(order);
    const inDays = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000).toISOString());
    await staffOrders().updateStatus(order.id, 'confirmed', STAFF);
    await staffOrders().delayDelivery(order.id, { by: inDays(20), reason: 'Delayed by the courier' }, STAFF);
    const later = { by: inDays(25), reason: 'Delayed by weather or road closures' } as const;
    await staffOrders().delayDelivery(order.id, later, STAFF);
    const shipment = { courier: 'Delhivery', awb: 'AB12345678', trackingUrl: '' };
    await staffOrders().recordShipment(order.id, shipment, STAFF);
    await staffOrders().recordShipment(order.id, { ...shipment, awb: 'AB87654321' }, STAFF);
    await vi.waitFor(() => expect(sink.to('kiran@example.com')).toHaveLength(6), {
      timeout: 40_000,
      interval: 200,
    });
    const told = sink.to('kiran@example.com');
    expect(told.map((mail) => mail.subject).sort()).toEqual(
      [
        `Order ${number} placed`,
        `Order ${number} confirmed`,
        `Order ${number}: new delivery date`,
        `Order ${number}: new delivery date`,
        `Order ${number} shipped`,
        `Order ${number}: tracking details corrected`,
      ].sort(),
    );
    expect(told.find((mail) => mail.subject?.endsWith('corrected'))?.text).toContain('AWB AB87654321');
    expect(told.some((mail) => mail.text?.includes('Delayed by weather or road closures: now by'))).toBe(
      true,
    );
  });

  it("shows a shopper's name holding markup as text in the owner's mail", async () => {
    const name = '<script>alert("x")</script><b>Ravi</b>';
    const order = await place('ravi', 'ravi@example.com', { shippingAddress: { ...ADDRESS, name } });
    await vi.waitFor(() => expect(sink.to(OWNER_EMAIL)).toHaveLength(1), { timeout: 40_000, interval: 200 });
    const html = sink.to(OWNER_EMAIL)[0]?.html || '';
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;Ravi&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<b>/);
    expect(sink.to(OWNER_EMAIL)[0]?.text).toContain(`${name} (ravi@example.com)`);
    expect(order.shippingAddress.name).toBe(name);
  });
});

describe('messages of a complaint', () => {
  it("tell the owner of its filing and its shopper of the shop's acknowledgement and reply, once each", async () => {
    await setDoc(doc(clients.as('owner'), 'users', 'meena'), {
      uid: 'meena',
      email: 'meena@example.com',
      role: 'user',
    });
    const filed = await new FirestoreComplaintRepository(
      clients.as(shopper('meena', 'meena@example.com')),
      actorOf(clients.as(shopper('meena', 'meena@example.com'))),
    ).file({
      uid: 'meena',
      orderId: null,
      subject: 'Scratched table top',
      description: 'The table top arrived with a long scratch across it.',
      contact: '+91 98765 43210',
    });
    if (!filed.ok) throw new Error(filed.error.code);
    const staff = new FirestoreComplaintRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));
    expect((await staff.acknowledge(filed.value.id)).ok).toBe(true);
    expect((await staff.addStaffReply(filed.value.id, 'Ravi', 'A new top is on its way.')).ok).toBe(true);
    await vi.waitFor(() => expect(sink.mails).toHaveLength(3), { timeout: 40_000, interval: 200 });
    const ticket = complaintTicket(filed.value);
    expect(sink.to(OWNER_EMAIL).map((mail) => mail.subject)).toEqual([
      `Complaint ${ticket}: Scratched table top`,
    ]);
    expect(sink.to('meena@example.com').map((mail) => mail.subject)).toEqual([
      `Complaint ${ticket} acknowledged`,
      `Reply to complaint ${ticket}`,
    ]);
    expect(sink.to('meena@example.com')[1]?.text).toContain('A new top is on its way.');
    await settle();
    expect(sink.mails).toHaveLength(3);
  });
});

describe("the owner's daily summary", () => {
  it('tells the owner each morning what needs them, once a day', async () => {
    await seedCatalogue(
      clients.as('owner'),
      [sofa, testProduct('stool', { name: 'Bikaner Stool', stock: 2 })],
      new Date().toISOString(),
    );
    await place('kiran', 'kiran@example.com');
    await vi.waitFor(() => expect(sink.mails).toHaveLength(2), { timeout: 40_000, interval: 200 });
    const now = new Date().toISOString();
    expect(await writeDailySummary(admin, now)).toBe(1);
    expect(await writeDailySummary(admin, now)).toBe(0);
    await vi.waitFor(() => expect(sink.mails).toHaveLength(3), { timeout: 40_000, interval: 200 });
    const summary = sink.mails[2];
    expect(summary?.subject).toMatch(/^Daily summary, \d{1,2} \w{3} \d{4}: 1 new order$/);
    expect(sink.to(OWNER_EMAIL)).toContain(summary);
    expect(summary?.text).toContain('Orders placed in the last 24 hours: 1 (₹24,000)');
    expect(summary?.text).toContain('Cash-on-delivery orders waiting for their shopper to confirm: 1');
    expect(summary?.text).toContain('Products low on stock: 1');
    expect(summary?.text).toContain('Bikaner Stool: 2 left');
    await settle();
    expect(sink.mails).toHaveLength(3);
  });
});

describe('messages of a return', () => {
  it('tell its shopper of each step and the owner of the request, once each, with the amount refunded', async () => {
    const order = await place('nina', 'nina@example.com');
    for (const status of ['confirmed', 'shipped', 'delivered'] as const)
      await staffOrders().updateStatus(order.id, status, STAFF);
    await staffOrders().updatePaymentStatus(order.id, 'paid', STAFF);
    const asked = await new FirestoreReturnRepository(
      clients.as(shopper('nina', 'nina@example.com')),
      actorOf(clients.as(shopper('nina', 'nina@example.com'))),
    ).requestReturn({
      orderId: order.id,
      userId: 'nina',
      quantities: { 0: 1 },
      reason: 'Damaged in transit',
      comment: '',
      refundTo: { kind: 'upi', upiId: 'nina.fictitious@okaxis' },
    });
    if (!asked.ok) throw new Error(asked.error.code);
    const staffReturns = new FirestoreReturnRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));
    for (const to of ['approved', 'picked-up', 'refunded'] as const) {
      const moved = await staffReturns.move(asked.value.id, to, STAFF);
      expect(moved.ok).toBe(true);
    }
    const ticket = returnTicket(asked.value);
    await vi.waitFor(
      () =>
        expect(sink.to('nina@example.com').filter((mail) => mail.subject?.includes(ticket))).toHaveLength(4),
      { timeout: 40_000, interval: 200 },
    );
    expect(
      sink
        .to('nina@example.com')
        .filter((mail) => mail.subject?.includes(ticket))
        .map((mail) => mail.subject),
    ).toEqual([
      `Return request ${ticket} received`,
      `Return ${ticket} approved`,
      `Return ${ticket} picked up`,
      `Return ${ticket} refunded`,
    ]);
    expect(sink.to('nina@example.com').at(-1)?.text).toContain(
      'We have refunded ₹24,000 for the items you returned.',
    );
    expect(sink.to(OWNER_EMAIL).map((mail) => mail.subject)).toContain(
      `Return request ${ticket}: Damaged in transit`,
    );
    await settle();
    expect(sink.mails.filter((mail) => mail.subject?.includes(ticket))).toHaveLength(5);
  });
});

describe('a UPI order not paid', () => {
  it('reminds its shopper once, halfway through the payment window, and not the shopper who reported a payment', async () => {
    await openShop({
      ...SETTINGS,
      upiId: 'examplefurniture@okexample',
      upiPayeeName: 'Example Furniture Works',
    });
    const unpaid = await place('ravi', 'ravi@example.com', { paymentMethod: 'upi' });
    const reported = await place('sara', 'sara@example.com', { paymentMethod: 'upi' });
    const report = await shopperOrders(clients, 'sara', 'sara@example.com').reportUpiPayment({
      orderId: reported.id,
      userId: 'sara',
      utr: '123456789012',
    });
    expect(report.ok).toBe(true);
    // Each order's placing told its shopper and the owner before the clock moves on.
    await vi.waitFor(() => expect(sink.mails).toHaveLength(4), { timeout: 40_000, interval: 200 });
    await settle();
    const hoursOn = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    expect(await writeUpiReminders(admin, hoursOn(11))).toBe(0);
    expect(await writeUpiReminders(admin, hoursOn(12))).toBe(1);
    expect(await writeUpiReminders(admin, hoursOn(12.2))).toBe(0);
    // Written twelve hours from now, the reminder is due then: the round of that time sends it.
    const later = () => hoursOn(12.2);
    expect(await runOutboxRound(admin, () => shopMessageSender(admin), later)).toMatchObject({ retried: 1 });
    expect(sink.to('ravi@example.com').map((mail) => mail.subject)).toContain(
      `Payment not received for order ${orderNumberOf(unpaid)}`,
    );
    const reminder = sink
      .to('ravi@example.com')
      .find((mail) => mail.subject?.startsWith('Payment not received'));
    expect(reminder?.text).toContain('by UPI to examplefurniture@okexample');
    await settle();
    expect(sink.mails.filter((mail) => mail.subject?.startsWith('Payment not received'))).toHaveLength(1);
  });
});

describe('orders past their window, with no app open', () => {
  const hoursOn = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const stockOfSofa = async () =>
    (await admin.collection('products').doc('sofa').get()).get('stock') as number;

  it('cancels an unpaid UPI order and an unconfirmed cash one, restocks them and tells their shoppers why, once', async () => {
    await openShop({
      ...SETTINGS,
      upiId: 'examplefurniture@okexample',
      upiPayeeName: 'Example Furniture Works',
    });
    const unpaid = await place('kiran', 'kiran@example.com', { paymentMethod: 'upi' });
    const unconfirmed = await place('lata', 'lata@example.com');
    const confirmed = await place('mohan', 'mohan@example.com');
    const byShopper = await shopperOrders(clients, 'mohan', 'mohan@example.com').confirmCod({
      orderId: confirmed.id,
      userId: 'mohan',
    });
    expect(byShopper.ok).toBe(true);
    expect(await stockOfSofa()).toBe(17);
    await vi.waitFor(() => expect(sink.mails).toHaveLength(6), { timeout: 40_000, interval: 200 });

    expect(await cancelLapsedOrders(admin, hoursOn(23.9))).toBe(0);
    expect(await cancelLapsedOrders(admin, hoursOn(24.1))).toBe(1);
    expect(await cancelLapsedOrders(admin, hoursOn(48.1))).toBe(1);
    expect(await cancelLapsedOrders(admin, hoursOn(48.2))).toBe(0);

    const stored = async (id: string) => (await staffOrders().get(id)) ?? null;
    expect(await stored(unpaid.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Not paid by UPI within 24 hours',
    });
    expect(await stored(unconfirmed.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Not confirmed within 48 hours',
    });
    expect((await stored(confirmed.id))?.status).toBe('pending');
    expect(await stockOfSofa()).toBe(19);
    const counter = await admin.collection('orderCounters').doc('kiran').get();
    expect(counter.get('openPrepaidOrders')).toBe(0);

    await vi.waitFor(() => expect(sink.mails).toHaveLength(8), { timeout: 40_000, interval: 200 });
    const told = sink.to('kiran@example.com').find((mail) => mail.subject?.endsWith('cancelled'));
    expect(told?.text).toContain(
      `Your order ${orderNumberOf(unpaid)} was cancelled by the shop. Reason: Not paid by UPI within 24 hours.`,
    );
    expect(sink.to('lata@example.com').map((mail) => mail.subject)).toContain(
      `Order ${orderNumberOf(unconfirmed)} cancelled`,
    );
    await settle();
    expect(sink.mails).toHaveLength(8);
  });
});

/** A fresh shop with ₹500 off once an account (WELCOME500), and `uid`'s order of the sofa with it. */
const placeWithWelcome = async (uid: string) => {
  await openShop();
  const welcome = newOffer(
    { id: 'WELCOME500', code: 'WELCOME500', kind: 'flat', value: 500, perAccount: 1 },
    '2026-01-01T00:00:00.000Z',
  );
  await setDoc(doc(clients.as('owner'), 'offers', welcome.id), toOfferDocument(welcome));
  return place(uid, `${uid}@example.com`, { offerIds: ['WELCOME500'], expectedDiscount: 500 });
};

describe('an order placed with a coupon, past its window', () => {
  it("gives the coupon's redemption and the account's use back in the write that cancels it", async () => {
    const order = await placeWithWelcome('nisha');
    expect(order).toMatchObject({ discount: 500, total: order.subtotal + order.shipping - 500 });
    const offer = () => admin.collection('offers').doc('WELCOME500').get();
    const use = () => admin.collection('offerUses').doc('WELCOME500_nisha').get();
    expect((await offer()).get('redeemed')).toBe(1);
    expect((await use()).get('count')).toBe(1);

    const hoursOn = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    expect(await cancelLapsedOrders(admin, hoursOn(48.1))).toBe(1);
    expect((await staffOrders().get(order.id))?.status).toBe('cancelled');
    expect((await offer()).data()).toMatchObject({ redeemed: 0, discountGiven: 0, lastHold: order.id });
    expect((await use()).get('count')).toBe(0);
    expect((await admin.collection('offerHolds').doc(order.id).get()).get('releasedAt')).toBeDefined();
    expect(await cancelLapsedOrders(admin, hoursOn(48.2))).toBe(0);
    expect((await offer()).get('redeemed')).toBe(0);
    await settle();
  });
});

describe('a checkout abandoned between holding its offers and placing its order', () => {
  it('gets its offers back from the server once it is an hour old, and a hold with its order keeps them', async () => {
    const placed = await placeWithWelcome('omar');
    // What the first write of a checkout leaves when the second never comes: a hold, a redemption and a use.
    const held = (await admin.collection('offerHolds').doc(placed.id).get()).data() ?? {};
    await admin
      .collection('offerHolds')
      .doc('abandoned1')
      .set({ ...held, userId: 'pia' });
    await admin.collection('offers').doc('WELCOME500').update({ redeemed: 2, discountGiven: 1000 });
    await admin.collection('offerUses').doc('WELCOME500_pia').set({
      userId: 'pia',
      offerId: 'WELCOME500',
      count: 1,
      lastHold: 'abandoned1',
    });
    const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    expect(await releaseAbandonedHolds(admin, minutesOn(30))).toBe(0);
    expect(await releaseAbandonedHolds(admin, minutesOn(61))).toBe(1);
    const offer = (await admin.collection('offers').doc('WELCOME500').get()).data();
    expect(offer).toMatchObject({ redeemed: 1, discountGiven: 500 });
    expect((await admin.collection('offerUses').doc('WELCOME500_pia').get()).get('count')).toBe(0);
    expect((await admin.collection('offerUses').doc('WELCOME500_omar').get()).get('count')).toBe(1);
    expect((await admin.collection('offerHolds').doc(placed.id).get()).get('releasedAt')).toBeUndefined();
    expect(await releaseAbandonedHolds(admin, minutesOn(120))).toBe(0);
    await settle();
  });
});

describe('when the provider fails', () => {
  it('loses nothing while the SMTP server is down, and sends it when it is back', async () => {
    await sink.stop();
    try {
      const order = await place('meera', 'meera@example.com');
      const id = `order-${order.id}-placed-shopper`;
      await vi.waitFor(async () => expect((await outboxEntry(id))?.attempts).toBe(1), {
        timeout: 40_000,
        interval: 200,
      });
      const waiting = await outboxEntry(id);
      expect(waiting).toMatchObject({ status: 'pending', sentAt: null });
      expect(waiting?.failure).toMatch(/ECONNREFUSED|connect/i);
      // Nothing is retried before its time.
      expect(await runOutboxRound(admin, () => shopMessageSender(admin))).toMatchObject({ retried: 0 });
    } finally {
      await sink.start();
    }
    const later = () => new Date(Date.now() + 2 * 60_000).toISOString();
    expect(await runOutboxRound(admin, () => shopMessageSender(admin), later)).toMatchObject({ retried: 2 });
    expect(sink.to('meera@example.com')).toHaveLength(1);
    expect(sink.to(OWNER_EMAIL)).toHaveLength(1);
  });

  it('retries a message the server cannot take now, then marks it failed where the staff see why', async () => {
    sink.answer.set('busy@example.com', 451);
    const order = await place('busy', 'busy@example.com');
    const id = `order-${order.id}-placed-shopper`;
    await vi.waitFor(async () => expect((await outboxEntry(id))?.attempts).toBe(1), {
      timeout: 40_000,
      interval: 200,
    });
    let minutes = 0;
    for (const delay of RETRY_DELAYS_MINUTES) {
      minutes += delay + 1;
      const at = new Date(Date.now() + minutes * 60_000).toISOString();
      await runOutboxRound(
        admin,
        () => shopMessageSender(admin),
        () => at,
      );
    }
    const failed = await outboxEntry(id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_MINUTES.length + 1,
      dueAt: null,
    });
    expect(failed?.failure).toContain('451');
    expect(sink.to('busy@example.com')).toEqual([]);
    // The owner's word of the order went out meanwhile: one refused address holds nothing else up.
    expect(sink.to(OWNER_EMAIL)).toHaveLength(1);

    // The staff's app reads it, and that the module is on, through the rules.
    const status = await new FirestoreMessageStatusRepository(clients.as(ADMIN)).get();
    expect(status.failures).toEqual([
      expect.objectContaining({
        id,
        to: 'busy@example.com',
        subject: `Order ${orderNumberOf(order)} placed`,
        link: `/orders/${order.id}`,
        attempts: RETRY_DELAYS_MINUTES.length + 1,
      }),
    ]);
    expect(status.checkedAt).not.toBeNull();
    await expect(
      getDoc(doc(clients.as(shopper('busy', 'busy@example.com')), MESSAGE_FAILURES, id)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('marks a message to a mailbox that does not exist failed at once, and the order stands', async () => {
    sink.answer.set('nobody@example.com', 550);
    const order = await place('nobody', 'nobody@example.com');
    const id = `order-${order.id}-placed-shopper`;
    await vi.waitFor(async () => expect((await outboxEntry(id))?.status).toBe('failed'), {
      timeout: 40_000,
      interval: 200,
    });
    expect((await outboxEntry(id))?.failure).toMatch(/550/);
    expect((await staffOrders().get(order.id))?.status).toBe('pending');
    await settle();
    expect(sink.to('nobody@example.com')).toEqual([]);
  });
});

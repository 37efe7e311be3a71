import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirestoreAddressBookRepository } from '../../src/adapters/firestore/FirestoreAddressBookRepository';
import { USERS } from '../../src/adapters/firestore/collections';
import { EMPTY_ADDRESS_BOOK } from '../../src/domain/checkout/AddressBook';
import { orderNumberOf } from '../../src/domain/messages/orderMessages';
import { WHATSAPP_TEMPLATE_BODIES } from '../../src/domain/messages/WhatsAppMessage';
import type { ShopSettings } from '../../src/domain/settings/ShopSettings';
import { shopper } from '../../tests/contracts/firestore/support/emulator';
import { runOutboxRound } from '../src/runOutboxRound';
import { shopMessageSender } from '../src/shopMessageSender';
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
  STAFF,
  staffOrders,
} from './support/shopOnEmulators';
import { SmtpSink } from '../../tests/support/smtpSink';
import { WhatsAppCloudApi } from './support/whatsAppCloudApi';

/**
 * WhatsApp beside e-mail (docs/operations.md#whatsapp): the module in the Functions emulator sends an order's
 * messages as the shop's approved templates to the WhatsApp Cloud API (a local stand-in built from its published
 * reference) for a shopper who asked for them, and by e-mail otherwise or when WhatsApp cannot take them.
 */
const PHONE_NUMBER_ID = '106540352242922';
const WHATSAPP_SETTINGS: ShopSettings = {
  ...SETTINGS,
  whatsappPhoneNumberId: PHONE_NUMBER_ID,
  whatsappPlacedTemplate: 'order_placed',
  whatsappConfirmedTemplate: 'order_confirmed',
  whatsappShippedTemplate: 'order_shipped',
  whatsappDeliveredTemplate: 'order_delivered',
  whatsappCancelledTemplate: 'order_cancelled',
  whatsappUpiVerifiedTemplate: 'upi_payment_received',
};
const cloudApi = new WhatsAppCloudApi(
  Number(required('SHEESHAM_WHATSAPP_PORT')),
  required('WHATSAPP_TOKEN'),
  PHONE_NUMBER_ID,
  {
    order_placed: WHATSAPP_TEMPLATE_BODIES.placed,
    order_confirmed: WHATSAPP_TEMPLATE_BODIES.confirmed,
    order_shipped: WHATSAPP_TEMPLATE_BODIES.shipped,
    order_delivered: WHATSAPP_TEMPLATE_BODIES.delivered,
    order_cancelled: WHATSAPP_TEMPLATE_BODIES.cancelled,
    upi_payment_received: WHATSAPP_TEMPLATE_BODIES.upiVerified,
  },
);
const sink = new SmtpSink(Number(required('SHEESHAM_SMTP_PORT')));

/** The shopper `uid`'s account record and their phone, with their consent to WhatsApp updates or without it. */
const keepPhone = async (uid: string, phone: string, whatsappUpdates: boolean) => {
  await admin
    .collection(USERS)
    .doc(uid)
    .set({ email: `${uid}@example.com`, role: 'user' });
  await new FirestoreAddressBookRepository(clients.as(shopper(uid, `${uid}@example.com`))).save(uid, {
    ...EMPTY_ADDRESS_BOOK,
    phone,
    whatsappUpdates,
  });
};

beforeAll(async () => {
  await sink.start();
  await cloudApi.start();
});
afterAll(async () => {
  await cloudApi.stop();
  await sink.stop();
  await clients.dispose();
});
beforeEach(async () => {
  sink.mails.length = 0;
  cloudApi.taken.length = 0;
  cloudApi.onWhatsApp.clear();
  cloudApi.throttled = false;
  await openShop(WHATSAPP_SETTINGS);
});

describe('an order on WhatsApp', () => {
  it('tells a shopper who asked for it each step on WhatsApp, once, and not by e-mail', async () => {
    cloudApi.onWhatsApp.add('919812345678');
    await keepPhone('tara', '9812345678', true);
    const order = await place('tara', 'tara@example.com');
    const number = orderNumberOf(order);
    for (const status of ['confirmed', 'shipped', 'delivered'] as const)
      await staffOrders().updateStatus(order.id, status, STAFF);
    await vi.waitFor(() => expect(cloudApi.taken).toHaveLength(4), { timeout: 40_000, interval: 200 });
    expect(cloudApi.to('919812345678').map((message) => message.template)).toEqual([
      'order_placed',
      'order_confirmed',
      'order_shipped',
      'order_delivered',
    ]);
    const [placed, confirmed] = cloudApi.taken;
    expect(placed?.body).toMatch(
      new RegExp(
        `^Hello Asha Verma, thank you for your order ${number} of ₹24,000 at Sheesham Home\\. Pay ₹24,000 in cash when it arrives\\. Please confirm this order by .+ See your order: https://shop\\.example/orders/${order.id}$`,
      ),
    );
    expect(confirmed?.body).toBe(
      `Hello Asha Verma, we have confirmed your order ${number} and are preparing it. Your tax invoice: https://shop.example/orders/${order.id}/invoice`,
    );
    // The owner's word of the order is an e-mail still; the shopper got none.
    await vi.waitFor(() => expect(sink.to(OWNER_EMAIL)).toHaveLength(1), { timeout: 20_000, interval: 200 });
    await settle();
    expect(sink.to('tara@example.com')).toEqual([]);
    expect(cloudApi.taken).toHaveLength(4);
    expect(await outboxEntry(`order-${order.id}-placed-shopper`)).toMatchObject({
      status: 'sent',
      failure: null,
    });
  });

  it('sends by e-mail to a shopper who did not ask for WhatsApp', async () => {
    cloudApi.onWhatsApp.add('919812345679');
    await keepPhone('uma', '9812345679', false);
    const order = await place('uma', 'uma@example.com');
    await vi.waitFor(() => expect(sink.to('uma@example.com')).toHaveLength(1), {
      timeout: 40_000,
      interval: 200,
    });
    expect(sink.to('uma@example.com')[0]?.subject).toBe(`Order ${orderNumberOf(order)} placed`);
    await settle();
    expect(cloudApi.taken).toEqual([]);
  });
});

describe('when WhatsApp cannot take a message', () => {
  it('sends it by e-mail at once when the number is not on WhatsApp', async () => {
    await keepPhone('vani', '9812345670', true);
    const order = await place('vani', 'vani@example.com');
    await vi.waitFor(() => expect(sink.to('vani@example.com')).toHaveLength(1), {
      timeout: 40_000,
      interval: 200,
    });
    const entry = await outboxEntry(`order-${order.id}-placed-shopper`);
    expect(entry).toMatchObject({ status: 'sent', attempts: 1 });
    expect(cloudApi.taken).toEqual([]);
  });

  it('sends it by e-mail when the shop names a template WhatsApp has not approved', async () => {
    cloudApi.onWhatsApp.add('919812345671');
    await openShop({ ...WHATSAPP_SETTINGS, whatsappPlacedTemplate: 'order_placed_v2' });
    await keepPhone('zoya', '9812345671', true);
    const order = await place('zoya', 'zoya@example.com');
    await vi.waitFor(() => expect(sink.to('zoya@example.com')).toHaveLength(1), {
      timeout: 40_000,
      interval: 200,
    });
    expect(sink.to('zoya@example.com')[0]?.subject).toBe(`Order ${orderNumberOf(order)} placed`);
    expect(cloudApi.taken).toEqual([]);
  });

  it('retries while WhatsApp throttles, then sends on WhatsApp without an e-mail', async () => {
    cloudApi.onWhatsApp.add('919812345672');
    cloudApi.throttled = true;
    await keepPhone('isha', '9812345672', true);
    const order = await place('isha', 'isha@example.com');
    const id = `order-${order.id}-placed-shopper`;
    await vi.waitFor(async () => expect((await outboxEntry(id))?.attempts).toBe(1), {
      timeout: 40_000,
      interval: 200,
    });
    expect(await outboxEntry(id)).toMatchObject({ status: 'pending' });
    expect((await outboxEntry(id))?.failure).toContain('#130429');
    cloudApi.throttled = false;
    const later = () => new Date(Date.now() + 2 * 60_000).toISOString();
    await runOutboxRound(admin, () => shopMessageSender(admin), later);
    expect(await outboxEntry(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(cloudApi.to('919812345672').map((message) => message.template)).toEqual(['order_placed']);
    expect(sink.to('isha@example.com')).toEqual([]);
  });
});

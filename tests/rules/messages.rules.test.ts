import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { seedShop } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * The server module's messages (docs/architecture.md#messages): the outbox, which holds every message's address and
 * text, is closed to every client; the messages given up on and the outbox round's status are read by the staff and
 * written only by the Admin SDK.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-messages');

const ENTRY = 'order-o1-placed-shopper';
const OUTBOX_ENTRY = {
  audience: 'shopper',
  to: 'shopper@example.com',
  subject: 'Order #ABC placed',
  text: 'Hello',
  html: '<p>Hello</p>',
  link: '/orders/o1',
  linkLabel: 'View your order',
  status: 'pending',
  attempts: 0,
  createdAt: Timestamp.now(),
  sentAt: null,
  dueAt: Timestamp.now(),
  failure: null,
};
const FAILURE = {
  to: 'shopper@example.com',
  subject: 'Order #ABC placed',
  link: '/orders/o1',
  attempts: 8,
  failure: '451 4.3.2 Try again later',
  at: Timestamp.now(),
};
const STATUS = { checkedAt: Timestamp.now(), retried: 0, deleted: 0 };

beforeEach(async () => {
  await seedShop(env, {
    [`outbox/${ENTRY}`]: OUTBOX_ENTRY,
    [`messageFailures/${ENTRY}`]: FAILURE,
    'meta/messages': STATUS,
  });
});

describe('the outbox', () => {
  it('is closed to every client: the shopper it writes to, the staff and the owner', async () => {
    for (const db of [as.shopper, as.support, as.staff, as.admin, as.anonymous]) {
      await assertFails(getDoc(doc(db, 'outbox', ENTRY)));
      await assertFails(getDocs(collection(db, 'outbox')));
      await assertFails(setDoc(doc(db, 'outbox', 'order-o2-placed-shopper'), OUTBOX_ENTRY));
      await assertFails(setDoc(doc(db, 'outbox', ENTRY), { ...OUTBOX_ENTRY, status: 'sent' }));
      await assertFails(deleteDoc(doc(db, 'outbox', ENTRY)));
    }
  });
});

describe("the payment gateway's applied webhook events", () => {
  it('are closed to every client, so nobody can mark an event applied before the server applies it', async () => {
    await seedShop(env, {
      'gatewayEvents/evt_1': { event: 'payment.captured', paymentId: 'pay_1', orderId: 'o1' },
    });
    for (const db of [as.shopper, as.support, as.staff, as.admin, as.anonymous]) {
      await assertFails(getDoc(doc(db, 'gatewayEvents', 'evt_1')));
      await assertFails(setDoc(doc(db, 'gatewayEvents', 'evt_2'), { event: 'payment.captured' }));
      await assertFails(deleteDoc(doc(db, 'gatewayEvents', 'evt_1')));
    }
  });
});

describe('messages given up on', () => {
  it('are read by any member of staff', async () => {
    for (const db of [as.support, as.staff, as.admin]) {
      await assertSucceeds(getDoc(doc(db, 'messageFailures', ENTRY)));
      await assertSucceeds(getDocs(collection(db, 'messageFailures')));
    }
  });

  it('are read by no shopper, and written by nobody but the server', async () => {
    await assertFails(getDoc(doc(as.shopper, 'messageFailures', ENTRY)));
    await assertFails(getDocs(collection(as.anonymous, 'messageFailures')));
    for (const db of [as.shopper, as.support, as.admin]) {
      await assertFails(setDoc(doc(db, 'messageFailures', 'order-o2-placed-shopper'), FAILURE));
      await assertFails(deleteDoc(doc(db, 'messageFailures', ENTRY)));
    }
  });
});

describe("the outbox round's status", () => {
  it('is read by the staff, not by shoppers', async () => {
    await assertSucceeds(getDoc(doc(as.support, 'meta', 'messages')));
    await assertSucceeds(getDoc(doc(as.admin, 'meta', 'messages')));
    await assertFails(getDoc(doc(as.shopper, 'meta', 'messages')));
  });

  it('is written by no client: a member of staff cannot say messages are on', async () => {
    await assertFails(setDoc(doc(as.admin, 'meta', 'messages'), STATUS));
    await assertFails(setDoc(doc(as.staff, 'meta', 'messages'), { ...STATUS, retried: 1 }));
  });
});

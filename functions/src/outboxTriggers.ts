import { type DocumentData, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { SecretParam } from 'firebase-functions/params';
import { RAZORPAY_KEY_SECRET } from './paymentSecrets';
import { razorpayApi } from './razorpayApi';
import { refundReturnsOnline } from './refundOnlinePayment';
import {
  complaintLastChange,
  complaintMoments,
  complaintOutboxEntries,
} from '../../src/domain/messages/complaintMessages';
import { orderMoments } from '../../src/domain/messages/OrderMoments';
import { orderOutboxEntries, type OutboxEntry } from '../../src/domain/messages/Outbox';
import { returnMoments, returnOutboxEntries } from '../../src/domain/messages/returnMessages';
import { readAddressBook, whatsappRecipient } from '../../src/domain/checkout/AddressBook';
import type { MessageContext } from '../../src/domain/messages/composeMessage';
import type { Order } from '../../src/domain/orders/Order';
import { ADDRESS_BOOKS, COMPLAINTS, ORDERS, RETURNS, USERS } from '../../src/adapters/firestore/collections';
import { fromComplaintDocument } from '../../src/adapters/firestore/complaintDocument';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { fromReturnDocument } from '../../src/adapters/firestore/returnDocument';
import { messageContext } from './messageContext';
import { writeOutboxEntries } from './writeOutboxEntries';

const now = (): string => new Date().toISOString();

/**
 * A trigger that writes what a change of a document of `collection` owes into the outbox (docs/architecture.md#messages):
 * `owe` gets the thing after the write and the last change of the thing before it ('' for a new one), and returns
 * the entries of the moments later than that; one with no new moment (a staff note) returns none before reading
 * anything more. A deleted document owes nothing.
 */
const owingTrigger = <T>(
  collection: string,
  read: (id: string, data: DocumentData) => T,
  lastChange: (thing: T) => string,
  owe: (thing: T, since: string, db: Firestore) => Promise<OutboxEntry[]>,
  secrets: SecretParam[] = [],
) =>
  onDocumentWritten({ document: `${collection}/{id}`, secrets }, async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const before = event.data?.before;
    const since = before?.exists ? lastChange(read(before.id, before.data() ?? {})) : '';
    const db = getFirestore();
    await writeOutboxEntries(db, await owe(read(after.id, after.data() ?? {}), since, db));
  });

/** Where the order's shopper asked for their updates on WhatsApp; read only while the shop sends WhatsApp. */
const whatsappTo = async (
  db: Firestore,
  order: Order,
  { settings }: MessageContext,
): Promise<string | null> =>
  settings.whatsappPhoneNumberId === ''
    ? null
    : whatsappRecipient(readAddressBook((await db.collection(ADDRESS_BOOKS).doc(order.userId).get()).data()));

export const onOrderWritten = owingTrigger(
  ORDERS,
  fromOrderDocument,
  (order) => order.updatedAt,
  async (order, since, db) => {
    const moments = orderMoments(order).filter((moment) => moment.at > since);
    if (moments.length === 0) return [];
    const context = await messageContext(
      db,
      moments.some((moment) => moment.event === 'placed'),
    );
    return orderOutboxEntries(order, since, context, now(), await whatsappTo(db, order, context));
  },
);

export const onReturnWritten = owingTrigger(
  RETURNS,
  fromReturnDocument,
  (request) => request.updatedAt,
  async (request, since, db) => {
    const moments = returnMoments(request).filter((moment) => moment.at > since);
    if (moments.length === 0) return [];
    const order = await db.collection(ORDERS).doc(request.orderId).get();
    if (!order.exists) return [];
    const paid = fromOrderDocument(order.id, order.data() ?? {});
    // A return refunded on an order paid online is refunded through the gateway too (docs/behaviour.md#paying-online).
    if (paid.paymentMethod === 'online' && moments.some((moment) => moment.event === 'refunded'))
      await refundReturnsOnline(
        db,
        paid.id,
        (keyId) => razorpayApi(keyId, RAZORPAY_KEY_SECRET.value()),
        now(),
      );
    return returnOutboxEntries(
      request,
      paid,
      since,
      await messageContext(
        db,
        moments.some((moment) => moment.event === 'requested'),
      ),
      now(),
    );
  },
  [RAZORPAY_KEY_SECRET],
);

export const onComplaintWritten = owingTrigger(
  COMPLAINTS,
  fromComplaintDocument,
  complaintLastChange,
  async (complaint, since, db) => {
    if (complaint.createdAt <= since && !complaintMoments(complaint).some((moment) => moment.at > since))
      return [];
    const email = (await db.collection(USERS).doc(complaint.uid).get()).get('email');
    return complaintOutboxEntries(
      complaint,
      typeof email === 'string' ? email : '',
      since,
      await messageContext(db, complaint.createdAt > since),
      now(),
    );
  },
);

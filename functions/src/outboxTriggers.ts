import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  complaintMoments,
  complaintLastChange,
  complaintOutboxEntries,
} from '../../src/domain/messages/complaintMessages';
import { orderMoments } from '../../src/domain/messages/OrderMoments';
import { orderOutboxEntries } from '../../src/domain/messages/Outbox';
import { returnMoments, returnOutboxEntries } from '../../src/domain/messages/returnMessages';
import { COMPLAINTS, ORDERS, RETURNS, USERS } from '../../src/adapters/firestore/collections';
import { fromComplaintDocument } from '../../src/adapters/firestore/complaintDocument';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { fromReturnDocument } from '../../src/adapters/firestore/returnDocument';
import { messageContext } from './messageContext';
import { writeOutboxEntries } from './writeOutboxEntries';

/**
 * The triggers that write what a change owes into the outbox (docs/architecture.md#messages): the moments of the
 * document after it that are later than the document before it. A deleted document owes nothing; a change with no
 * new moment (a staff note) reads nothing more.
 */
const now = (): string => new Date().toISOString();

export const onOrderWritten = onDocumentWritten(`${ORDERS}/{id}`, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const before = event.data?.before;
  const order = fromOrderDocument(after.id, after.data() ?? {});
  const since = before?.exists ? fromOrderDocument(before.id, before.data() ?? {}).updatedAt : '';
  if (!orderMoments(order).some((moment) => moment.at > since)) return;
  const db = getFirestore();
  await writeOutboxEntries(db, orderOutboxEntries(order, since, await messageContext(db), now()));
});

export const onReturnWritten = onDocumentWritten(`${RETURNS}/{id}`, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const before = event.data?.before;
  const request = fromReturnDocument(after.id, after.data() ?? {});
  const since = before?.exists ? fromReturnDocument(before.id, before.data() ?? {}).updatedAt : '';
  if (!returnMoments(request).some((moment) => moment.at > since)) return;
  const db = getFirestore();
  const orderSnapshot = await db.collection(ORDERS).doc(request.orderId).get();
  if (!orderSnapshot.exists) return;
  const order = fromOrderDocument(orderSnapshot.id, orderSnapshot.data() ?? {});
  await writeOutboxEntries(db, returnOutboxEntries(request, order, since, await messageContext(db), now()));
});

export const onComplaintWritten = onDocumentWritten(`${COMPLAINTS}/{id}`, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const before = event.data?.before;
  const complaint = fromComplaintDocument(after.id, after.data() ?? {});
  const since = before?.exists
    ? complaintLastChange(fromComplaintDocument(before.id, before.data() ?? {}))
    : '';
  if (complaint.createdAt <= since && !complaintMoments(complaint).some((moment) => moment.at > since))
    return;
  const db = getFirestore();
  const email = (await db.collection(USERS).doc(complaint.uid).get()).get('email');
  await writeOutboxEntries(
    db,
    complaintOutboxEntries(
      complaint,
      typeof email === 'string' ? email : '',
      since,
      await messageContext(db),
      now(),
    ),
  );
});

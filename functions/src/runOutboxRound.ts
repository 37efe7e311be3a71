import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { OUTBOX_KEEP_DAYS } from '../../src/domain/messages/outboxDelivery';
import { META, MESSAGES_STATUS_ID, OUTBOX } from '../../src/adapters/firestore/collections';
import { deliverOutboxEntry, type MessageSender, type Now, systemNow } from './deliverOutboxEntry';

/** At most this many messages are retried, and deleted, per round; the next round takes the rest. */
export const ROUND_LIMIT = 200;

export interface OutboxRound {
  /** Attempts made at entries that were due. */
  retried: number;
  /** Sent entries older than OUTBOX_KEEP_DAYS, deleted. */
  deleted: number;
}

/**
 * One round of the outbox (docs/architecture.md#messages): an attempt at each entry whose attempt is due (a failed
 * one's retry, a claim its sender never finished), the deletion of sent entries past their keeping, and the round's
 * time in `meta/messages`, which is how the admin knows messages are on.
 */
export const runOutboxRound = async (
  db: Firestore,
  sender: () => Promise<MessageSender>,
  now: Now = systemNow,
): Promise<OutboxRound> => {
  const at = Date.parse(now());
  const due = await db
    .collection(OUTBOX)
    .where('dueAt', '<=', Timestamp.fromMillis(at))
    .orderBy('dueAt')
    .limit(ROUND_LIMIT)
    .get();
  let retried = 0;
  if (!due.empty) {
    const send = await sender();
    for (const entry of due.docs) if (await deliverOutboxEntry(db, entry.id, send, now)) retried += 1;
  }
  const old = await db
    .collection(OUTBOX)
    .where('sentAt', '<', Timestamp.fromMillis(at - OUTBOX_KEEP_DAYS * 86_400_000))
    .limit(ROUND_LIMIT)
    .get();
  const batch = db.batch();
  old.docs.forEach((entry) => batch.delete(entry.ref));
  batch.set(db.collection(META).doc(MESSAGES_STATUS_ID), {
    checkedAt: FieldValue.serverTimestamp(),
    retried,
    deleted: old.size,
  });
  await batch.commit();
  return { retried, deleted: old.size };
};

import type { Firestore } from 'firebase-admin/firestore';
import type { OutboxEntry } from '../../src/domain/messages/Outbox';
import {
  claimedEntry,
  entryAfterAttempt,
  isDue,
  type SendOutcome,
} from '../../src/domain/messages/outboxDelivery';
import { MESSAGE_FAILURES, OUTBOX } from '../../src/adapters/firestore/collections';
import { toMessageFailureDocument } from '../../src/adapters/firestore/messageFailureDocument';
import { fromOutboxDocument, toOutboxDocument } from './outboxDocument';

/** Hands one message to its provider. */
export type MessageSender = (entry: OutboxEntry) => Promise<SendOutcome>;

/** The time now, as the domain speaks it; a test moves it on to reach a retry. */
export type Now = () => string;
export const systemNow: Now = () => new Date().toISOString();

/**
 * One attempt at an outbox entry, if one is due: claimed in a transaction first, so two senders (the trigger and the
 * outbox round, or a trigger delivered twice) never both send it; then sent, and its outcome recorded. A message
 * given up on is also written where the staff can read it. Returns the entry as it now stands, or null if nothing
 * was due.
 */
export const deliverOutboxEntry = async (
  db: Firestore,
  id: string,
  send: MessageSender,
  now: Now = systemNow,
): Promise<OutboxEntry | null> => {
  const ref = db.collection(OUTBOX).doc(id);
  const claimed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const entry = fromOutboxDocument(id, snapshot.data() ?? {});
    if (!isDue(entry, now())) return null;
    const held = claimedEntry(entry, now());
    transaction.set(ref, toOutboxDocument(held));
    return held;
  });
  if (!claimed) return null;
  const outcome = await send(claimed);
  const at = now();
  const after = entryAfterAttempt(claimed, outcome, at);
  const batch = db.batch();
  batch.set(ref, toOutboxDocument(after));
  if (after.status === 'failed')
    batch.set(db.collection(MESSAGE_FAILURES).doc(id), toMessageFailureDocument(after, new Date(at)));
  await batch.commit();
  return after;
};

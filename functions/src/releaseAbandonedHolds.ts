import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { META, OFFER_HOLDS, ORDERS } from '../../src/adapters/firestore/collections';
import { holdGivingBack } from './holdGivingBack';
import { ROUND_LIMIT } from './runOutboxRound';

/** A checkout holds its offers a moment before its order: a hold this old with no order was abandoned. */
export const ABANDONED_HOLD_MINUTES = 60;
/** meta/offerHoldsSweep: how far the sweep has looked, `{ until }` (the newest hold's time it has looked at). */
const SWEEP_ID = 'offerHoldsSweep';

/**
 * Gives back the offers of checkouts abandoned between their two writes (docs/decisions.md#offers): each hold older
 * than ABANDONED_HOLD_MINUTES, not given back and with no order of its id, in a transaction that looks again. Each
 * round looks at the holds made since the last round's newest, at most ROUND_LIMIT. Returns how many it gave back.
 */
export const releaseAbandonedHolds = async (db: Firestore, now: string): Promise<number> => {
  const sweep = db.collection(META).doc(SWEEP_ID);
  const until: unknown = (await sweep.get()).get('until');
  const since = until instanceof Timestamp ? until : Timestamp.fromMillis(0);
  const cutoff = Timestamp.fromMillis(Date.parse(now) - ABANDONED_HOLD_MINUTES * 60_000);
  const holds = await db
    .collection(OFFER_HOLDS)
    .where('createdAt', '>', since)
    .where('createdAt', '<=', cutoff)
    .orderBy('createdAt')
    .limit(ROUND_LIMIT)
    .get();
  let released = 0;
  for (const hold of holds.docs) {
    const gaveBack = await db.runTransaction(async (transaction) => {
      const order = await transaction.get(db.collection(ORDERS).doc(hold.id));
      const givingBack = order.exists ? null : await holdGivingBack(db, transaction, hold.id);
      givingBack?.();
      return givingBack !== null;
    });
    if (gaveBack) released += 1;
  }
  const newest: unknown = holds.docs.at(-1)?.get('createdAt');
  if (newest instanceof Timestamp) await sweep.set({ until: newest });
  return released;
};

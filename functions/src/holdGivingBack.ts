import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { offerAfterGivingBack } from '../../src/domain/offers/OfferHold';
import { fromHoldDocument, fromOfferDocument } from '../../src/adapters/firestore/offerDocument';
import { offerUseId } from '../../src/adapters/firestore/offerHolds';
import { OFFER_HOLDS, OFFER_USES, OFFERS } from '../../src/adapters/firestore/collections';

/**
 * Reads the hold of `orderId` (a cancelled order's, or an abandoned checkout's) and returns the writes that give it
 * back, as the apps' cancellation does (src/adapters/firestore/offerHolds.ts): the hold released, each offer's redemption and rupees,
 * and the account's use of each that limits it. Null when there is none or it was given back already.
 */
export const holdGivingBack = async (db: Firestore, transaction: Transaction, orderId: string) => {
  const holdReference = db.collection(OFFER_HOLDS).doc(orderId);
  const data = (await transaction.get(holdReference)).data();
  const hold = data ? fromHoldDocument(data) : null;
  if (!hold || hold.releasedAt !== undefined) return null;
  const offers = await Promise.all(
    hold.offerIds.map(async (offerId) => {
      const offerReference = db.collection(OFFERS).doc(offerId);
      const useReference = db.collection(OFFER_USES).doc(offerUseId(offerId, hold.userId));
      const [offer, use] = await Promise.all([
        transaction.get(offerReference),
        transaction.get(useReference),
      ]);
      const stored = offer.exists ? fromOfferDocument(offerId, offer.data() ?? {}) : null;
      const count: unknown = use.data()?.['count'];
      return { offerReference, useReference, stored, count: typeof count === 'number' ? count : 0 };
    }),
  );
  return () => {
    transaction.update(holdReference, { releasedAt: FieldValue.serverTimestamp() });
    for (const { offerReference, useReference, stored, count } of offers) {
      if (!stored) continue;
      const after = offerAfterGivingBack(stored, hold);
      transaction.update(offerReference, {
        redeemed: after.redeemed,
        discountGiven: after.discountGiven,
        lastHold: orderId,
      });
      if (stored.perAccount !== null)
        transaction.update(useReference, { count: Math.max(0, count - 1), lastHold: orderId });
    }
  };
};

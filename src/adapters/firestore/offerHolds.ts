import {
  doc,
  type DocumentReference,
  type Firestore,
  serverTimestamp,
  type Transaction,
} from 'firebase/firestore';
import type { Offer } from '../../domain/offers/Offer';
import type { OfferFacts } from '../../domain/offers/OfferCheckout';
import { offerAfterGivingBack, offerAfterHolding, type OfferHold } from '../../domain/offers/OfferHold';
import { OFFER_HOLDS, OFFER_USES, OFFERS } from './collections';
import { fromHoldDocument, fromOfferDocument, toHoldDocument } from './offerDocument';

/** An account's use of an offer (firestore.rules: usesMoved). */
export const offerUseId = (offerId: string, userId: string): string => `${offerId}_${userId}`;

const countOf = (data: Record<string, unknown> | undefined): number =>
  typeof data?.['count'] === 'number' ? data['count'] : 0;

/** Reads in `transaction` what a checkout's offers are weighed by: each offer as stored and the account's use of it. */
export const readOfferFacts = async (
  db: Firestore,
  transaction: Transaction,
  userId: string,
  offerIds: readonly string[],
): Promise<OfferFacts> => {
  const offers = new Map<string, Offer | null>();
  const uses = new Map<string, number>();
  await Promise.all(
    offerIds.map(async (id) => {
      const [offer, use] = await Promise.all([
        transaction.get(doc(db, OFFERS, id)),
        transaction.get(doc(db, OFFER_USES, offerUseId(id, userId))),
      ]);
      const data = offer.data();
      offers.set(id, data ? fromOfferDocument(id, data) : null);
      uses.set(id, countOf(use.data()));
    }),
  );
  return { offers, usesOf: (id) => uses.get(id) ?? 0 };
};

/** An offer's counts as a hold moves them, naming the hold (firestore.rules: offerRedeemed, offerGivenBack). */
const moveOffer = (db: Firestore, transaction: Transaction, orderId: string, after: Offer): void => {
  transaction.update(doc(db, OFFERS, after.id), {
    redeemed: after.redeemed,
    discountGiven: after.discountGiven,
    lastHold: orderId,
  });
};

/**
 * Writes the hold under the order's id, each offer's redemption and what it took (naming the hold), and the account's
 * use of each offer that limits it: the one write firestore.rules accept for a hold (validHold, offerRedeemed).
 */
export const writeHold = (
  db: Firestore,
  transaction: Transaction,
  orderId: string,
  hold: OfferHold,
  facts: OfferFacts,
): void => {
  transaction.set(doc(db, OFFER_HOLDS, orderId), toHoldDocument(hold));
  for (const id of hold.offerIds) {
    const offer = facts.offers.get(id);
    if (!offer) continue;
    moveOffer(db, transaction, orderId, offerAfterHolding(offer, hold));
    if (offer.perAccount !== null)
      transaction.set(doc(db, OFFER_USES, offerUseId(id, hold.userId)), {
        userId: hold.userId,
        offerId: id,
        count: facts.usesOf(id) + 1,
        lastHold: orderId,
      });
  }
};

/** The hold of this order's id, as stored; null when there is none. */
export const readHold = async (
  db: Firestore,
  transaction: Transaction,
  orderId: string,
): Promise<OfferHold | null> => {
  const data = (await transaction.get(doc(db, OFFER_HOLDS, orderId))).data();
  return data ? fromHoldDocument(data) : null;
};

/**
 * Reads what giving the hold of `orderId` back moves, and returns the writes that do it (all reads come before any
 * write in a transaction): the hold marked released, each offer's redemption and what it took returned, and the
 * account's use of each that limits it. Nothing when there is no hold or it was given back already.
 */
export const holdGivingBack = async (
  db: Firestore,
  transaction: Transaction,
  orderId: string,
): Promise<() => void> => {
  const hold = await readHold(db, transaction, orderId);
  if (!hold || hold.releasedAt !== undefined) return () => undefined;
  const facts = await readOfferFacts(db, transaction, hold.userId, hold.offerIds);
  return () => {
    transaction.update(doc(db, OFFER_HOLDS, orderId), { releasedAt: serverTimestamp() });
    for (const id of hold.offerIds) {
      const offer = facts.offers.get(id);
      if (!offer) continue;
      moveOffer(db, transaction, orderId, offerAfterGivingBack(offer, hold));
      if (offer.perAccount !== null) {
        const use: DocumentReference = doc(db, OFFER_USES, offerUseId(id, hold.userId));
        transaction.update(use, { count: Math.max(0, facts.usesOf(id) - 1), lastHold: orderId });
      }
    }
  };
};

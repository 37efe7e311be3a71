import type { Offer } from '../../domain/offers/Offer';
import type { OfferFacts } from '../../domain/offers/OfferCheckout';
import { offerAfterGivingBack, offerAfterHolding, type OfferHold } from '../../domain/offers/OfferHold';
import type { MemoryDatabase } from './MemoryDatabase';

/** As in Firestore: offers by id, each account's use of one (`{offerId}_{userId}`), each checkout's hold by order id. */
export const OFFERS = 'offers';
export const OFFER_USES = 'offerUses';
export const OFFER_HOLDS = 'offerHolds';

interface OfferUse {
  userId: string;
  offerId: string;
  count: number;
}

const useId = (offerId: string, userId: string) => `${offerId}_${userId}`;

/** The account's use of each offer (a metered read each, as Firestore's). */
export const usesIn = (
  db: MemoryDatabase,
  userId: string,
  offerIds: readonly string[],
): Map<string, number> =>
  new Map(offerIds.map((id) => [id, db.get<OfferUse>(OFFER_USES, useId(id, userId))?.count ?? 0]));

/** Each offer the checkout names, as stored, and the account's use of it (metered reads, as Firestore's). */
export const offerFactsIn = (db: MemoryDatabase, userId: string, offerIds: readonly string[]): OfferFacts => {
  const offers = new Map(offerIds.map((id) => [id, db.get<Offer>(OFFERS, id)]));
  const uses = usesIn(db, userId, offerIds);
  return { offers, usesOf: (id) => uses.get(id) ?? 0 };
};

/** Stores the hold under the order's id with each offer's redemption and the account's use of each that limits it. */
export const storeHold = (db: MemoryDatabase, orderId: string, hold: OfferHold, facts: OfferFacts): void => {
  db.set(OFFER_HOLDS, orderId, { ...hold });
  for (const id of hold.offerIds) {
    const offer = facts.offers.get(id);
    if (!offer) continue;
    db.set(OFFERS, id, { ...offerAfterHolding(offer, hold) });
    if (offer.perAccount !== null)
      db.set(OFFER_USES, useId(id, hold.userId), {
        userId: hold.userId,
        offerId: id,
        count: facts.usesOf(id) + 1,
      });
  }
};

/** Gives the hold of a cancelled order back, once: each offer's redemption and rupees, and the account's use. */
export const giveBackHold = (db: MemoryDatabase, orderId: string, now: string): void => {
  const hold = db.get<OfferHold>(OFFER_HOLDS, orderId);
  if (!hold || hold.releasedAt !== undefined) return;
  const facts = offerFactsIn(db, hold.userId, hold.offerIds);
  db.set(OFFER_HOLDS, orderId, { ...hold, releasedAt: now });
  for (const id of hold.offerIds) {
    const offer = facts.offers.get(id);
    if (!offer) continue;
    db.set(OFFERS, id, { ...offerAfterGivingBack(offer, hold) });
    if (offer.perAccount !== null)
      db.set(OFFER_USES, useId(id, hold.userId), {
        userId: hold.userId,
        offerId: id,
        count: Math.max(0, facts.usesOf(id) - 1),
      });
  }
};

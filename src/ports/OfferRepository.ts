import type { Offer } from '../domain/offers/Offer';
import type { Result } from '../domain/shared/Result';

/** The most offers the cart weighs: the active ones, read in one bounded query (firestore.rules allow no more). */
export const MAX_LIVE_OFFERS = 20;

/** Coupons and automatic offers (docs/decisions.md#offers). Placing an order holds them (OrderRepository). */
export interface OfferRepository {
  /** The active offers, at most MAX_LIVE_OFFERS: what the cart's "Offers for you" weighs. */
  listLive(): Promise<Offer[]>;
  /** The offer a coupon code names, in any case, paused or spent alike; null when none does. */
  byCode(code: string): Promise<Offer | null>;
  /** How many times the account used each of these offers, less uses given back (cancelled orders). */
  usesOf(userId: string, offerIds: readonly string[]): Promise<Record<string, number>>;
  /** Every offer, coupons by code then automatic ones, for admin → Offers. */
  listAll(): Promise<Offer[]>;
  /**
   * Creates an offer (`created`: its id must be free, else OFFER.CODE_TAKEN) or replaces an offer's terms, keeping
   * its code and its redemptions as stored; logged. Validation is the caller's (OfferValidation).
   */
  save(offer: Offer, created: boolean): Promise<Result<Offer, { code: 'OFFER.CODE_TAKEN' }>>;
}

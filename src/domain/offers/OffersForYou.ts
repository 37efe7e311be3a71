import type { Offer } from './Offer';
import { offerDiscount } from './OfferDiscount';
import { offerRefusal, type OfferCart, type OfferShopper } from './OfferRefusal';

/** An offer the cart's list shows: what it would take off, and how far the cart is from it (0 when it qualifies). */
export interface OfferForYou {
  offer: Offer;
  discount: number;
  short: number;
}

/**
 * The offers this shopper's cart qualifies for, or would with more in it, best first (what each would take off, a
 * nearer one first among equals). Offers refused for any other reason are not shown.
 */
export const offersForYou = (
  offers: readonly Offer[],
  cart: OfferCart,
  shopper: OfferShopper,
  now: string,
): OfferForYou[] =>
  offers
    .flatMap((offer): OfferForYou[] => {
      const refusal = offerRefusal(offer, cart, shopper, now);
      if (refusal !== null && refusal.reason !== 'minimum') return [];
      const discount = offerDiscount(offer, cart.lines);
      return discount > 0 ? [{ offer, discount, short: refusal?.short ?? 0 }] : [];
    })
    .sort((a, b) => b.discount - a.discount || a.short - b.short);

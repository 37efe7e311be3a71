import type { PaymentMethod } from '../orders/Order';
import type { Offer } from './Offer';
import { coveredValues, type OfferLine } from './OfferDiscount';

/** The cart an offer is asked about: its lines, their value before shipping, and the payment chosen (null: not yet). */
export interface OfferCart {
  lines: readonly OfferLine[];
  subtotal: number;
  paymentMethod: PaymentMethod | null;
}

/** Who asks: signed in or not, how many orders they have placed, how many times they used each offer. */
export interface OfferShopper {
  signedIn: boolean;
  placedOrders: number;
  usesOf: (offerId: string) => number;
}

/** Why an offer does not apply to a cart, in the order the shopper is told. */
export type OfferRefusal =
  | { reason: 'paused' }
  | { reason: 'not-started'; startsAt: string }
  | { reason: 'expired' }
  | { reason: 'used-up' }
  | { reason: 'sign-in' }
  | { reason: 'first-order' }
  | { reason: 'used' }
  | { reason: 'no-items' }
  | { reason: 'minimum'; short: number }
  | { reason: 'payment'; methods: PaymentMethod[] };

/** Why `offer` does not apply to `cart` for `shopper` at `now`, or null when it does. */
export const offerRefusal = (
  offer: Offer,
  cart: OfferCart,
  shopper: OfferShopper,
  now: string,
): OfferRefusal | null => {
  const at = Date.parse(now);
  if (!offer.active) return { reason: 'paused' };
  if (at < Date.parse(offer.startsAt)) return { reason: 'not-started', startsAt: offer.startsAt };
  if (offer.endsAt !== null && at >= Date.parse(offer.endsAt)) return { reason: 'expired' };
  if (offer.maxRedemptions !== null && offer.redeemed >= offer.maxRedemptions) return { reason: 'used-up' };
  if ((offer.firstOrderOnly || offer.perAccount !== null) && !shopper.signedIn) return { reason: 'sign-in' };
  if (offer.firstOrderOnly && shopper.placedOrders > 0) return { reason: 'first-order' };
  if (offer.perAccount !== null && shopper.usesOf(offer.id) >= offer.perAccount) return { reason: 'used' };
  if (coveredValues(offer, cart.lines).every((value) => value === 0)) return { reason: 'no-items' };
  if (cart.subtotal < offer.minOrderValue)
    return { reason: 'minimum', short: offer.minOrderValue - cart.subtotal };
  if (
    cart.paymentMethod !== null &&
    offer.paymentMethods.length > 0 &&
    !offer.paymentMethods.includes(cart.paymentMethod)
  )
    return { reason: 'payment', methods: offer.paymentMethods };
  return null;
};

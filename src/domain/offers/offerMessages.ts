import type { PaymentMethod } from '../orders/Order';
import { formatRupees } from '../text/Money';
import { formatDate } from '../text/formatDateTime';
import type { Offer } from './Offer';
import type { OfferRefusal } from './OfferRefusal';

const PAID: Readonly<Record<PaymentMethod, string>> = {
  cod: 'by cash on delivery',
  upi: 'by UPI',
  online: 'online',
};

/** 'paid by UPI or online' */
export const paidByText = (methods: readonly PaymentMethod[]): string =>
  `paid ${methods.map((method) => PAID[method]).join(' or ')}`;

/** What a code the shop does not know gets. */
export const unknownOfferCodeText = (code: string): string =>
  `There is no offer with the code ${code.trim()}`;

/** What the offer gives, as a shopper reads it: '10% off, up to ₹5,000' or '₹500 off'; `on` names its scope. */
export const offerTitle = (offer: Offer, on = ''): string =>
  (offer.kind === 'percent'
    ? `${offer.value}% off${offer.maxDiscount !== null ? `, up to ${formatRupees(offer.maxDiscount)}` : ''}`
    : `${formatRupees(offer.value)} off`) + (on ? ` on ${on}` : '');

/** Its conditions, for the cart's list and the owner's table: 'On orders of ₹999 or more · First order only'. */
export const offerConditions = (offer: Offer): string[] => [
  ...(offer.minOrderValue > 0 ? [`On orders of ${formatRupees(offer.minOrderValue)} or more`] : []),
  ...(offer.firstOrderOnly ? ['First order only'] : []),
  ...(offer.paymentMethods.length > 0 ? [`For orders ${paidByText(offer.paymentMethods)}`] : []),
  ...(offer.perAccount !== null
    ? [`${offer.perAccount === 1 ? 'Once' : `${offer.perAccount} times`} an account`]
    : []),
  ...(offer.endsAt !== null ? [`Until ${formatDate(offer.endsAt)}`] : []),
  ...(offer.combinable ? ['Combines with other offers'] : []),
];

/** Why the offer does not apply, as the shopper is told; a coupon is named by its code, an automatic offer by what it gives. */
export const offerRefusalText = (offer: Offer, refusal: OfferRefusal): string => {
  const coupon = offer.code !== null;
  switch (refusal.reason) {
    case 'minimum':
      return coupon
        ? `Add ${formatRupees(refusal.short)} more to use ${offer.code}`
        : `Add ${formatRupees(refusal.short)} more to get ${offerTitle(offer)}`;
    case 'expired':
      return coupon ? 'This code has expired' : 'This offer has ended';
    case 'first-order':
      return coupon ? 'This code is for your first order' : 'This offer is for your first order';
    case 'used':
      return coupon ? 'You have already used this code' : 'You have already used this offer';
    case 'no-items':
      return 'Not valid on the items in your cart';
    case 'paused':
      return coupon ? 'This code cannot be used right now' : 'This offer is paused';
    case 'not-started':
      return `${coupon ? 'This code' : 'This offer'} starts on ${formatDate(refusal.startsAt)}`;
    case 'used-up':
      return coupon ? 'This code has been used up' : 'This offer has been used up';
    case 'sign-in':
      return coupon ? 'Sign in to use this code' : 'Sign in to get this offer';
    case 'payment':
      return `${coupon ? 'This code' : 'This offer'} is for orders ${paidByText(refusal.methods)}`;
  }
};

/** An offer as a price breakup names it: a coupon by its code, an automatic offer by what it gives. */
export const offerName = (offer: Offer): string => offer.code?.toUpperCase() ?? offerTitle(offer);

/** The breakup's line for offers' discount: 'Discount (WELCOME500 + 5% off, up to ₹2,500)'. */
export const discountLabel = (names: readonly string[]): string =>
  names.length > 0 ? `Discount (${names.join(' + ')})` : 'Discount';

/** The names an order's offers had, from their ids alone: a coupon's code; 'offer' for an automatic one. */
export const orderOfferNames = (offerIds: readonly string[]): string[] =>
  offerIds.map((id) => (id.startsWith('auto-') ? 'offer' : id));

/** The invoice's note of the offers in its Discount column (rule 46 shows the discount). */
export const offersInvoiceNote = (names: readonly string[]): string =>
  `Discount: ${names.join(' + ')}, taken off each item's price before tax.`;

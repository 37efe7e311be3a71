import { sharesOf } from '../shared/sharesOf';
import type { Offer } from './Offer';

/** A cart's or order's line as an offer sees it: whose it is, and what it costs. */
export interface OfferLine {
  productId: string;
  category: string;
  unitPrice: number;
  quantity: number;
}

const whole = (offer: Offer) => offer.categoryIds.length === 0 && offer.productIds.length === 0;

/** Whether the offer takes money off this line: every line for a whole-order offer, else its products' and categories'. */
export const offerCovers = (offer: Offer, line: OfferLine): boolean =>
  whole(offer) || offer.productIds.includes(line.productId) || offer.categoryIds.includes(line.category);

/** What each line is worth to the offer: its value where the offer covers it, else 0. */
export const coveredValues = (offer: Offer, lines: readonly OfferLine[]): number[] =>
  lines.map((line) => (offerCovers(offer, line) ? line.unitPrice * line.quantity : 0));

/**
 * What the offer takes off these lines, whole rupees: a percent of the lines it covers rounded down and held to its
 * cap, or its flat amount; never more than the covered lines are worth.
 */
export const offerDiscount = (offer: Offer, lines: readonly OfferLine[]): number => {
  const covered = coveredValues(offer, lines).reduce((sum, value) => sum + value, 0);
  const off =
    offer.kind === 'percent'
      ? Math.min(Math.floor((covered * offer.value) / 100), offer.maxDiscount ?? Number.POSITIVE_INFINITY)
      : offer.value;
  return Math.min(off, covered);
};

/** The discount shared among the lines it covers in proportion to their value, whole rupees adding up to it. */
export const offerLineShares = (offer: Offer, lines: readonly OfferLine[], discount: number): number[] =>
  sharesOf(discount, coveredValues(offer, lines));

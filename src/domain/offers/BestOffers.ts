import { MAX_OFFERS_PER_ORDER, type Offer } from './Offer';
import { offerDiscount, offerLineShares, type OfferLine } from './OfferDiscount';

/** One offer as it applies to an order: what it takes off, and each line's share of that. */
export interface AppliedOffer {
  offer: Offer;
  discount: number;
  lineDiscounts: number[];
}

/** The offers an order gets, their discount in all and each line's share of it (whole rupees). */
export interface OfferChoice {
  applied: AppliedOffer[];
  discount: number;
  lineDiscounts: number[];
}

/** One offer as it applies to these lines. */
export const appliedOffer = (offer: Offer, lines: readonly OfferLine[]): AppliedOffer => {
  const discount = offerDiscount(offer, lines);
  return { offer, discount, lineDiscounts: offerLineShares(offer, lines, discount) };
};

/** These offers together: their discounts, and each line's shares, added. */
export const offersTogether = (offers: AppliedOffer[], lines: readonly OfferLine[]): OfferChoice => {
  const lineDiscounts = lines.map((_, index) =>
    offers.reduce((sum, offer) => sum + (offer.lineDiscounts[index] ?? 0), 0),
  );
  return {
    applied: offers,
    discount: offers.reduce((sum, offer) => sum + offer.discount, 0),
    lineDiscounts,
  };
};

/** Whether no line loses more than it is worth. */
export const choiceFits = (choice: OfferChoice, lines: readonly OfferLine[]): boolean =>
  choice.lineDiscounts.every(
    (share, at) => share <= (lines[at]?.unitPrice ?? 0) * (lines[at]?.quantity ?? 0),
  );

/**
 * The best the shopper can get from the offers they qualify for: the best single offer, or two combinable offers
 * together where that gives more, as long as no line loses more than it is worth. Ties go to fewer offers, then to
 * the earlier offer in `qualifying`.
 */
export const bestOffers = (qualifying: readonly Offer[], lines: readonly OfferLine[]): OfferChoice => {
  const singles = qualifying.map((offer) => appliedOffer(offer, lines)).filter((offer) => offer.discount > 0);
  const candidates: OfferChoice[] = singles.map((offer) => offersTogether([offer], lines));
  const combinable = singles.filter((offer) => offer.offer.combinable);
  if (MAX_OFFERS_PER_ORDER >= 2)
    combinable.forEach((first, index) =>
      combinable.slice(index + 1).forEach((second) => {
        const pair = offersTogether([first, second], lines);
        if (choiceFits(pair, lines)) candidates.push(pair);
      }),
    );
  return candidates.reduce<OfferChoice>(
    (best, choice) => (choice.discount > best.discount ? choice : best),
    offersTogether([], lines),
  );
};

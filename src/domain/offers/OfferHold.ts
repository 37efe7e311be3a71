import type { Order, OrderLine, PaymentMethod } from '../orders/Order';
import type { Offer } from './Offer';
import type { OfferChoice } from './BestOffers';
import { coveredValues, type OfferLine } from './OfferDiscount';

/**
 * A shopper's offers held for an order before it is placed, under the order's id (docs/decisions.md#offers): the
 * order's lines and the category each was priced by, its subtotal and payment, and for each offer (in order) what it
 * covers of each line and in all, what it takes and its share on each line; each line's discount in all. The order
 * takes its discount from here; cancelling the order gives the hold back (`releasedAt`), once.
 */
export interface OfferHold {
  userId: string;
  offerIds: string[];
  discounts: number[];
  covered: number[];
  coveredLines: number[][];
  shares: number[][];
  lineDiscounts: number[];
  lines: OrderLine[];
  categories: string[];
  subtotal: number;
  paymentMethod: PaymentMethod;
  discount: number;
  createdAt: string;
  releasedAt?: string;
}

/** The order's lines as its offers see them, by the category each product is in now. */
export const offerLinesOf = (lines: readonly OrderLine[], categories: readonly string[]): OfferLine[] =>
  lines.map((line, index) => ({
    productId: line.productId,
    category: categories[index] ?? '',
    unitPrice: line.unitPrice,
    quantity: line.quantity,
  }));

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The hold of `choice` for `order` (not yet discounted), its lines of `categories`. */
export const offerHoldFor = (
  order: Pick<Order, 'userId' | 'lines' | 'subtotal' | 'paymentMethod'>,
  categories: readonly string[],
  choice: OfferChoice,
  now: string,
): OfferHold => {
  const lines = offerLinesOf(order.lines, categories);
  const coveredLines = choice.applied.map(({ offer }) => coveredValues(offer, lines));
  return {
    userId: order.userId,
    offerIds: choice.applied.map(({ offer }) => offer.id),
    discounts: choice.applied.map(({ discount }) => discount),
    covered: coveredLines.map(sum),
    coveredLines,
    shares: choice.applied.map(({ lineDiscounts }) => lineDiscounts),
    lineDiscounts: choice.lineDiscounts,
    lines: order.lines.map((line) => ({ ...line })),
    categories: [...categories],
    subtotal: order.subtotal,
    paymentMethod: order.paymentMethod,
    discount: choice.discount,
    createdAt: now,
  };
};

const sameLines = (a: readonly OrderLine[], b: readonly OrderLine[]): boolean =>
  JSON.stringify(a.map(lineKey)) === JSON.stringify(b.map(lineKey));
const lineKey = (line: OrderLine) => [
  line.productId,
  line.name,
  line.image,
  line.variant?.id ?? null,
  line.variant?.size ?? null,
  line.variant?.color ?? null,
  line.unitPrice,
  line.quantity,
];

/** Whether `hold`, not given back, was made for exactly this order: its shopper, lines, subtotal and payment. */
export const holdFits = (hold: OfferHold, order: Order): boolean =>
  hold.releasedAt === undefined &&
  hold.userId === order.userId &&
  hold.paymentMethod === order.paymentMethod &&
  hold.subtotal === order.subtotal &&
  sameLines(hold.lines, order.lines);

/** The order with its held offers: the discount on its own, its offers and each line's share, off the total. */
export const withHeldOffers = (order: Order, hold: OfferHold): Order => ({
  ...order,
  total: order.total - hold.discount,
  discount: hold.discount,
  offerIds: [...hold.offerIds],
  offerDiscounts: [...hold.discounts],
  lineDiscounts: [...hold.lineDiscounts],
  lineCategories: [...hold.categories],
});

/** What giving the hold back returns to one of its offers: a redemption and the rupees it took. */
export const offerAfterGivingBack = (offer: Offer, hold: OfferHold): Offer => {
  const at = hold.offerIds.indexOf(offer.id);
  return {
    ...offer,
    redeemed: Math.max(0, offer.redeemed - 1),
    discountGiven: Math.max(0, offer.discountGiven - (hold.discounts[at] ?? 0)),
  };
};

/** What holding takes from one of its offers: a redemption and its discount. */
export const offerAfterHolding = (offer: Offer, hold: OfferHold): Offer => {
  const at = hold.offerIds.indexOf(offer.id);
  return {
    ...offer,
    redeemed: offer.redeemed + 1,
    discountGiven: offer.discountGiven + (hold.discounts[at] ?? 0),
  };
};

import { type DocumentData, serverTimestamp } from 'firebase/firestore';
import { storedOffer, type Offer } from '../../domain/offers/Offer';
import type { OfferHold } from '../../domain/offers/OfferHold';
import { PAYMENT_METHODS, type OrderLine, type PaymentMethod } from '../../domain/orders/Order';
import { numberList, orderLineOf, storedLine, stringList } from './orderDocument';
import { fromIso, toIso } from './timestamps';

/** An offer as firestore.rules keep it (validOffer): its times as timestamps, without its id. */
export const toOfferDocument = ({ id: _id, startsAt, endsAt, ...offer }: Offer): DocumentData => ({
  ...offer,
  categoryIds: [...offer.categoryIds],
  productIds: [...offer.productIds],
  paymentMethods: [...offer.paymentMethods],
  startsAt: fromIso(startsAt),
  endsAt: endsAt === null ? null : fromIso(endsAt),
  updatedAt: serverTimestamp(),
});

export const fromOfferDocument = (id: string, data: DocumentData): Offer | null =>
  storedOffer(id, {
    ...data,
    startsAt: data['startsAt'] ? toIso(data['startsAt']) : undefined,
    endsAt: data['endsAt'] ? toIso(data['endsAt']) : null,
  });

/** By offer place, '0' and '1': Firestore keeps no list of lists. */
const byPlace = (lists: readonly number[][]): Record<string, number[]> =>
  Object.fromEntries(lists.map((list, index) => [String(index), [...list]]));
const fromPlaces = (value: unknown, size: number): number[][] => {
  const raw = (value ?? {}) as Record<string, unknown>;
  return Array.from({ length: size }, (_, index) => numberList(raw[String(index)]));
};

/** A hold as firestore.rules check it (validHold): made at the server's time, with its 13 fields. */
export const toHoldDocument = (hold: OfferHold): DocumentData => ({
  userId: hold.userId,
  offerIds: [...hold.offerIds],
  discounts: [...hold.discounts],
  covered: [...hold.covered],
  coveredLines: byPlace(hold.coveredLines),
  shares: byPlace(hold.shares),
  lineDiscounts: [...hold.lineDiscounts],
  lines: hold.lines.map(storedLine),
  categories: [...hold.categories],
  subtotal: hold.subtotal,
  paymentMethod: hold.paymentMethod,
  discount: hold.discount,
  createdAt: serverTimestamp(),
});

export const fromHoldDocument = (data: DocumentData): OfferHold => {
  const offerIds = stringList(data['offerIds']);
  const lines: OrderLine[] = Array.isArray(data['lines']) ? data['lines'].map(orderLineOf) : [];
  return {
    userId: String(data['userId'] ?? ''),
    offerIds,
    discounts: numberList(data['discounts']),
    covered: numberList(data['covered']),
    coveredLines: fromPlaces(data['coveredLines'], offerIds.length),
    shares: fromPlaces(data['shares'], offerIds.length),
    lineDiscounts: numberList(data['lineDiscounts']),
    lines,
    categories: stringList(data['categories']),
    subtotal: typeof data['subtotal'] === 'number' ? data['subtotal'] : 0,
    paymentMethod: PAYMENT_METHODS.includes(data['paymentMethod'] as PaymentMethod)
      ? (data['paymentMethod'] as PaymentMethod)
      : 'cod',
    discount: typeof data['discount'] === 'number' ? data['discount'] : 0,
    createdAt: toIso(data['createdAt']),
    ...(data['releasedAt'] ? { releasedAt: toIso(data['releasedAt']) } : {}),
  };
};

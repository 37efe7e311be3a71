import { PAYMENT_METHODS, type PaymentMethod } from '../orders/Order';

/** Percent off (up to a cap) or a flat amount off. */
export const OFFER_KINDS = ['percent', 'flat'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** At most this many offers apply to one order (the rules check each: docs/decisions.md#offers). */
export const MAX_OFFERS_PER_ORDER = 2;
/** What the owner may put in a scope, and the most percent an offer may take off. */
export const MAX_OFFER_SCOPE = 20;
export const MAX_OFFER_PERCENT = 90;

/**
 * A coupon (a code the shopper types) or an automatic offer (no code: every cart that qualifies gets it), as the
 * owner sets it in admin → Offers. Money in whole rupees; times ISO, entered in India time.
 */
export interface Offer {
  /** The code in capitals for a coupon, so one code names one offer; `auto-…` for an automatic offer. */
  id: string;
  /** The code as the shopper types it (any case), or null for an automatic offer. */
  code: string | null;
  kind: OfferKind;
  /** Percent (1–90) or rupees. */
  value: number;
  /** The most a percent offer takes off, rupees; null for no cap. */
  maxDiscount: number | null;
  /** Where it applies: the lines of these categories or products; both empty for the whole order. */
  categoryIds: string[];
  productIds: string[];
  /** The cart's value (before shipping) it needs, rupees; 0 for none. */
  minOrderValue: number;
  startsAt: string;
  /** When it ends; null for never. */
  endsAt: string | null;
  /** How many orders in all may use it, and each account; null for unlimited. */
  maxRedemptions: number | null;
  perAccount: number | null;
  firstOrderOnly: boolean;
  /** The payment methods it is for; empty for any. */
  paymentMethods: PaymentMethod[];
  /** Whether it adds to another combinable offer; otherwise the best single offer applies. */
  combinable: boolean;
  /** Paused when false: refused at once. */
  active: boolean;
  /** Orders that used it and the rupees it gave, less what cancelled orders gave back. */
  redeemed: number;
  discountGiven: number;
}

/** A coupon's code as stored and compared: trimmed, in capitals. */
export const offerCodeKey = (code: string): string => code.trim().toUpperCase();

/** What a new offer is unless the owner says otherwise: no minimum, no end, unlimited, any payment method. */
export const newOffer = (
  fields: Pick<Offer, 'id' | 'code' | 'kind' | 'value'> & Partial<Offer>,
  now: string,
): Offer => ({
  maxDiscount: null,
  categoryIds: [],
  productIds: [],
  minOrderValue: 0,
  startsAt: now,
  endsAt: null,
  maxRedemptions: null,
  perAccount: null,
  firstOrderOnly: false,
  paymentMethods: [],
  combinable: false,
  active: true,
  redeemed: 0,
  discountGiven: 0,
  ...fields,
});

const wholeAtLeast = (value: unknown, low: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= low;
const limit = (value: unknown): number | null | undefined =>
  value === null || value === undefined ? null : wholeAtLeast(value, 1) ? value : undefined;
const ids = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? (value as string[]) : null;

/** An offer as stored, or null when it is malformed: the shop never applies an offer it cannot read. */
export const storedOffer = (id: string, data: Record<string, unknown>): Offer | null => {
  const { kind, value, code, startsAt, endsAt } = data;
  if (!OFFER_KINDS.includes(kind as OfferKind) || !wholeAtLeast(value, 1)) return null;
  if (kind === 'percent' && (value as number) > MAX_OFFER_PERCENT) return null;
  if (code !== null && (typeof code !== 'string' || offerCodeKey(code) !== id)) return null;
  if (typeof startsAt !== 'string' || (endsAt !== null && typeof endsAt !== 'string')) return null;
  const [maxDiscount, maxRedemptions, perAccount] = [
    data['maxDiscount'],
    data['maxRedemptions'],
    data['perAccount'],
  ].map(limit);
  const [categoryIds, productIds] = [ids(data['categoryIds']), ids(data['productIds'])];
  const methods = ids(data['paymentMethods']);
  if (maxDiscount === undefined || maxRedemptions === undefined || perAccount === undefined) return null;
  if (
    !categoryIds ||
    !productIds ||
    categoryIds.length > MAX_OFFER_SCOPE ||
    productIds.length > MAX_OFFER_SCOPE
  )
    return null;
  if (!methods?.every((method) => PAYMENT_METHODS.includes(method as PaymentMethod))) return null;
  return {
    id,
    code: code,
    kind: kind as OfferKind,
    value: value as number,
    maxDiscount,
    categoryIds,
    productIds,
    minOrderValue: wholeAtLeast(data['minOrderValue'], 0) ? data['minOrderValue'] : 0,
    startsAt,
    endsAt: endsAt,
    maxRedemptions,
    perAccount,
    firstOrderOnly: data['firstOrderOnly'] === true,
    paymentMethods: methods as PaymentMethod[],
    combinable: data['combinable'] === true,
    active: data['active'] === true,
    redeemed: wholeAtLeast(data['redeemed'], 0) ? data['redeemed'] : 0,
    discountGiven: wholeAtLeast(data['discountGiven'], 0) ? data['discountGiven'] : 0,
  };
};

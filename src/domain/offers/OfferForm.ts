import { indiaDay, indiaDayStart, nextDay } from '../shared/CsvCells';
import { fail, ok, type Result } from '../shared/Result';
import type { PaymentMethod } from '../orders/Order';
import {
  MAX_OFFER_PERCENT,
  MAX_OFFER_SCOPE,
  newOffer,
  offerCodeKey,
  type Offer,
  type OfferKind,
} from './Offer';

/** admin → Offers' form as typed: numbers as text ('' for none), days as India dates (YYYY-MM-DD). */
export interface OfferForm {
  /** A coupon has a code; an automatic offer applies to every cart that qualifies. */
  automatic: boolean;
  code: string;
  kind: OfferKind;
  value: string;
  maxDiscount: string;
  minOrderValue: string;
  startsOn: string;
  endsOn: string;
  maxRedemptions: string;
  perAccount: string;
  firstOrderOnly: boolean;
  paymentMethods: PaymentMethod[];
  categoryIds: string[];
  /** Product ids, separated by commas or spaces. */
  productIds: string;
  combinable: boolean;
  active: boolean;
}

export type OfferFormField =
  | 'code'
  | 'value'
  | 'maxDiscount'
  | 'minOrderValue'
  | 'startsOn'
  | 'endsOn'
  | 'maxRedemptions'
  | 'perAccount'
  | 'productIds';
export type OfferFormErrors = Partial<Record<OfferFormField, string>>;

/** A new offer's form: only its code (or automatic), kind and value need filling; it starts today, India time. */
export const emptyOfferForm = (now: string): OfferForm => ({
  automatic: false,
  code: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minOrderValue: '',
  startsOn: indiaDay(now),
  endsOn: '',
  maxRedemptions: '',
  perAccount: '',
  firstOrderOnly: false,
  paymentMethods: [],
  categoryIds: [],
  productIds: '',
  combinable: false,
  active: true,
});

const optional = (value: number | null): string => (value === null ? '' : String(value));

/** An offer's form, to change its terms (its code stays). */
export const offerFormOf = (offer: Offer): OfferForm => ({
  automatic: offer.code === null,
  code: offer.code ?? '',
  kind: offer.kind,
  value: String(offer.value),
  maxDiscount: optional(offer.maxDiscount),
  minOrderValue: offer.minOrderValue > 0 ? String(offer.minOrderValue) : '',
  startsOn: indiaDay(offer.startsAt),
  endsOn: offer.endsAt === null ? '' : indiaDay(new Date(Date.parse(offer.endsAt) - 1).toISOString()),
  maxRedemptions: optional(offer.maxRedemptions),
  perAccount: optional(offer.perAccount),
  firstOrderOnly: offer.firstOrderOnly,
  paymentMethods: [...offer.paymentMethods],
  categoryIds: [...offer.categoryIds],
  productIds: offer.productIds.join(', '),
  combinable: offer.combinable,
  active: offer.active,
});

const WHOLE = /^\d{1,10}$/;
const LIMIT = 'Enter a whole number of at least 1, or leave it empty.';

/**
 * The offer a form describes (`id` for a new automatic offer; an existing offer keeps its own), or the message of
 * each field that is wrong. Dates are whole India days: from the start of the first to the end of the last.
 */
export const validateOfferForm = (
  form: OfferForm,
  existing: Offer | null,
  newAutomaticId: string,
  now: string,
): Result<Offer, { code: 'OFFER.INVALID'; fields: OfferFormErrors }> => {
  const errors: OfferFormErrors = {};
  const code = form.code.trim();
  if (!form.automatic && !existing && !/^[A-Za-z0-9]{3,20}$/.test(code))
    errors.code = 'Enter a code of 3 to 20 letters and digits.';
  const whole = (text: string): number | null => (WHOLE.test(text.trim()) ? Number(text.trim()) : null);
  const value = whole(form.value);
  if (form.kind === 'percent' && (value === null || value < 1 || value > MAX_OFFER_PERCENT))
    errors.value = `Enter a percentage from 1 to ${MAX_OFFER_PERCENT}.`;
  if (form.kind === 'flat' && (value === null || value < 1))
    errors.value = 'Enter an amount in whole rupees, at least ₹1.';
  const limit = (field: 'maxDiscount' | 'maxRedemptions' | 'perAccount'): number | null => {
    if (form[field].trim() === '') return null;
    const number = whole(form[field]);
    if (number === null || number < 1) errors[field] = LIMIT;
    return number;
  };
  const maxDiscount = form.kind === 'percent' ? limit('maxDiscount') : null;
  const maxRedemptions = limit('maxRedemptions');
  const perAccount = limit('perAccount');
  const minimum = form.minOrderValue.trim() === '' ? 0 : whole(form.minOrderValue);
  if (minimum === null) errors.minOrderValue = 'Enter an amount in whole rupees, or leave it empty.';
  const startsAt = indiaDayStart(form.startsOn);
  if (startsAt === null) errors.startsOn = 'Choose the day it starts.';
  const endsAt = form.endsOn.trim() === '' ? null : indiaDayStart(nextDay(form.endsOn));
  if (form.endsOn.trim() !== '' && endsAt === null) errors.endsOn = 'Choose the last day, or leave it empty.';
  else if (endsAt !== null && startsAt !== null && endsAt <= startsAt)
    errors.endsOn = 'The last day must not be before the first.';
  const productIds = [...new Set(form.productIds.split(/[\s,]+/).filter((id) => id !== ''))];
  if (productIds.length > MAX_OFFER_SCOPE) errors.productIds = `Choose at most ${MAX_OFFER_SCOPE} products.`;
  if (Object.keys(errors).length > 0) return fail({ code: 'OFFER.INVALID', fields: errors });
  const id = existing?.id ?? (form.automatic ? newAutomaticId : offerCodeKey(code));
  return ok(
    newOffer(
      {
        ...(existing ?? {}),
        id,
        code: existing ? existing.code : form.automatic ? null : code,
        kind: form.kind,
        value: value ?? 0,
        maxDiscount,
        categoryIds: form.categoryIds.slice(0, MAX_OFFER_SCOPE),
        productIds,
        minOrderValue: minimum ?? 0,
        startsAt: startsAt ?? now,
        endsAt,
        maxRedemptions,
        perAccount,
        firstOrderOnly: form.firstOrderOnly,
        paymentMethods: [...form.paymentMethods],
        combinable: form.combinable,
        active: form.active,
      },
      now,
    ),
  );
};

/** An automatic offer's id (firestore.rules: 'auto-' and up to 40 lower-case letters, digits and dashes). */
export const automaticOfferId = (randomId: string): string =>
  `auto-${
    randomId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20) || 'offer'
  }`;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestOffers } from '../../src/domain/offers/BestOffers';
import {
  MAX_OFFER_PERCENT,
  MAX_OFFER_SCOPE,
  newOffer,
  storedOffer,
  type Offer,
} from '../../src/domain/offers/Offer';
import {
  offerCovers,
  offerDiscount,
  offerLineShares,
  type OfferLine,
} from '../../src/domain/offers/OfferDiscount';
import { offerRefusal, type OfferCart, type OfferShopper } from '../../src/domain/offers/OfferRefusal';
import {
  offerConditions,
  offerRefusalText,
  offerTitle,
  unknownOfferCodeText,
} from '../../src/domain/offers/offerMessages';
import { offersForYou } from '../../src/domain/offers/OffersForYou';

const NOW = '2026-12-06T10:00:00.000Z';
const STARTED_AT = '2026-12-01T00:00:00.000Z';
const offer = (fields: Pick<Offer, 'id' | 'code' | 'kind' | 'value'> & Partial<Offer>): Offer =>
  newOffer(fields, NOW);
const lineArb: fc.Arbitrary<OfferLine> = fc.record({
  productId: fc.constantFrom('bed', 'sofa', 'chair', 'table'),
  category: fc.constantFrom('beds', 'sofas', 'chairs'),
  unitPrice: fc.integer({ min: 1, max: 200_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
});
const linesArb = fc.array(lineArb, { minLength: 1, maxLength: 8 });
const offerArb: fc.Arbitrary<Offer> = fc
  .record({
    kind: fc.constantFrom('percent' as const, 'flat' as const),
    percent: fc.integer({ min: 1, max: MAX_OFFER_PERCENT }),
    flat: fc.integer({ min: 1, max: 100_000 }),
    maxDiscount: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
    categoryIds: fc.subarray(['beds', 'sofas', 'chairs']),
    productIds: fc.subarray(['bed', 'sofa', 'chair', 'table']),
    combinable: fc.boolean(),
    id: fc.constantFrom('A', 'B', 'C', 'D'),
  })
  .map(({ kind, percent, flat, id, ...rest }) =>
    newOffer({ id, code: id, kind, value: kind === 'percent' ? percent : flat, ...rest }, NOW),
  );
const value = (line: OfferLine) => line.unitPrice * line.quantity;
const sum = (values: readonly number[]) => values.reduce((total, each) => total + each, 0);

const cart = (lines: OfferLine[], paymentMethod: OfferCart['paymentMethod'] = null): OfferCart => ({
  lines,
  subtotal: sum(lines.map(value)),
  paymentMethod,
});
const shopper = (placedOrders = 0, uses = 0): OfferShopper => ({
  signedIn: true,
  placedOrders,
  usesOf: () => uses,
});

describe('offerDiscount', () => {
  it('never exceeds the cap, the order value or the value of the lines it covers; shares add up exactly', () => {
    fc.assert(
      fc.property(offerArb, linesArb, (offer, lines) => {
        const discount = offerDiscount(offer, lines);
        const covered = sum(
          lines
            .filter(
              (line) =>
                (offer.categoryIds.length === 0 && offer.productIds.length === 0) ||
                offer.productIds.includes(line.productId) ||
                offer.categoryIds.includes(line.category),
            )
            .map(value),
        );
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(covered);
        expect(discount).toBeLessThanOrEqual(sum(lines.map(value)));
        if (offer.kind === 'percent') {
          expect(discount).toBeLessThanOrEqual(offer.maxDiscount ?? Infinity);
          expect(discount).toBeLessThanOrEqual((covered * offer.value) / 100);
        } else expect(discount).toBeLessThanOrEqual(offer.value);
        const shares = offerLineShares(offer, lines, discount);
        expect(sum(shares)).toBe(discount);
        shares.forEach((share, index) => {
          const line = lines[index]!;
          expect(share).toBeLessThanOrEqual(value(line));
          if (share > 0) expect(offerCovers(offer, line)).toBe(true);
        });
      }),
    );
  });
  it('takes 25% off capped at ₹10,000, or a flat ₹500, as the owner set them', () => {
    const sofa = { productId: 'sofa', category: 'sofas', unitPrice: 60_000, quantity: 1 };
    const chair = { productId: 'chair', category: 'chairs', unitPrice: 4_999, quantity: 2 };
    const quarter = newOffer({ id: 'Q', code: 'Q', kind: 'percent', value: 25, maxDiscount: 10_000 }, NOW);
    expect(offerDiscount(quarter, [sofa, chair])).toBe(10_000);
    expect(offerDiscount(quarter, [chair])).toBe(2_499);
    const chairsOnly = { ...quarter, categoryIds: ['chairs'] };
    expect(offerDiscount(chairsOnly, [sofa, chair])).toBe(2_499);
    expect(offerLineShares(chairsOnly, [sofa, chair], 2_499)).toEqual([0, 2_499]);
    const flat = newOffer({ id: 'WELCOME500', code: 'welcome500', kind: 'flat', value: 500 }, NOW);
    expect(offerDiscount(flat, [sofa, chair])).toBe(500);
    expect(offerLineShares(flat, [sofa, chair], 500)).toEqual([429, 71]);
  });
});

describe('bestOffers', () => {
  it('gives at least the best single offer, never more than the lines are worth, shares adding up', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(offerArb, { selector: (offer) => offer.id, maxLength: 4 }),
        linesArb,
        (offers, lines) => {
          const best = bestOffers(offers, lines);
          for (const offer of offers)
            expect(best.discount).toBeGreaterThanOrEqual(offerDiscount(offer, lines));
          expect(best.applied.length).toBeLessThanOrEqual(2);
          if (best.applied.length === 2)
            expect(best.applied.every((each) => each.offer.combinable)).toBe(true);
          expect(sum(best.lineDiscounts)).toBe(best.discount);
          best.lineDiscounts.forEach((share, index) =>
            expect(share).toBeLessThanOrEqual(value(lines[index]!)),
          );
        },
      ),
    );
  });
  it('adds two combinable offers, and keeps the best single one when either does not combine', () => {
    const sofa = { productId: 'sofa', category: 'sofas', unitPrice: 40_000, quantity: 1 };
    const prepaid = newOffer(
      { id: 'auto-prepaid', code: null, kind: 'percent', value: 5, combinable: true },
      NOW,
    );
    const welcome = newOffer({ id: 'WELCOME500', code: 'WELCOME500', kind: 'flat', value: 500 }, NOW);
    expect(bestOffers([welcome, prepaid], [sofa]).discount).toBe(2_000);
    expect(bestOffers([{ ...welcome, combinable: true }, prepaid], [sofa]).discount).toBe(2_500);
    expect(bestOffers([], [sofa])).toEqual({ applied: [], discount: 0, lineDiscounts: [0] });
  });
});

describe('offerRefusal', () => {
  const bed = { productId: 'bed', category: 'beds', unitPrice: 8_800, quantity: 1 };
  const welcome = newOffer(
    {
      id: 'WELCOME500',
      code: 'WELCOME500',
      kind: 'flat',
      value: 500,
      minOrderValue: 10_000,
      firstOrderOnly: true,
      perAccount: 1,
    },
    '2026-12-01T00:00:00.000Z',
  );
  const text = (offer: Offer, forCart: OfferCart, who = shopper(), now = NOW) => {
    const refusal = offerRefusal(offer, forCart, who, now);
    return refusal && offerRefusalText(offer, refusal);
  };
  it('says each reason a code does not apply, in the words the shopper reads', () => {
    expect(text(welcome, cart([bed]))).toBe('Add ₹1,200 more to use WELCOME500');
    expect(text({ ...welcome, endsAt: '2026-12-05T18:30:00.000Z' }, cart([{ ...bed, quantity: 2 }]))).toBe(
      'This code has expired',
    );
    expect(text(welcome, cart([{ ...bed, quantity: 2 }]), shopper(1))).toBe(
      'This code is for your first order',
    );
    expect(text(welcome, cart([{ ...bed, quantity: 2 }]), shopper(0, 1))).toBe(
      'You have already used this code',
    );
    expect(text({ ...welcome, categoryIds: ['sofas'] }, cart([{ ...bed, quantity: 2 }]))).toBe(
      'Not valid on the items in your cart',
    );
    expect(
      text({ ...welcome, paymentMethods: ['upi', 'online'] }, cart([{ ...bed, quantity: 2 }], 'cod')),
    ).toBe('This code is for orders paid by UPI or online');
    expect(text({ ...welcome, active: false }, cart([bed]))).toBe('This code cannot be used right now');
    expect(text({ ...welcome, maxRedemptions: 3, redeemed: 3 }, cart([bed]))).toBe(
      'This code has been used up',
    );
    expect(text(welcome, cart([bed]), { ...shopper(), signedIn: false })).toBe('Sign in to use this code');
    expect(text(welcome, cart([{ ...bed, quantity: 2 }]))).toBeNull();
  });
  it('lists the offers a cart qualifies for or nearly does, best first', () => {
    const prepaid = newOffer(
      { id: 'auto-prepaid', code: null, kind: 'percent', value: 5, paymentMethods: ['upi', 'online'] },
      NOW,
    );
    const ended = newOffer(
      { id: 'DIWALI', code: 'DIWALI', kind: 'flat', value: 2_000, endsAt: '2026-11-15T00:00:00.000Z' },
      '2026-11-01T00:00:00.000Z',
    );
    const listed = offersForYou([welcome, prepaid, ended], cart([bed]), shopper(), NOW);
    expect(listed.map(({ offer, discount, short }) => [offer.id, discount, short])).toEqual([
      ['WELCOME500', 500, 1_200],
      ['auto-prepaid', 440, 0],
    ]);
  });
});

describe('storedOffer', () => {
  const stored = {
    code: 'welcome500',
    kind: 'flat',
    value: 500,
    maxDiscount: null,
    categoryIds: [],
    productIds: [],
    minOrderValue: 1000,
    startsAt: STARTED_AT,
    endsAt: null,
    maxRedemptions: null,
    perAccount: 1,
    firstOrderOnly: true,
    paymentMethods: ['upi'],
    combinable: false,
    active: true,
    redeemed: 3,
    discountGiven: 1500,
  };
  it('reads an offer as the owner saved it, its code naming its id in capitals', () => {
    expect(storedOffer('WELCOME500', stored)).toEqual({ id: 'WELCOME500', ...stored });
    expect(storedOffer('auto-prepaid', { ...stored, code: null })?.code).toBeNull();
  });
  it('drops an offer it cannot read rather than apply it wrongly', () => {
    expect(storedOffer('OTHER', stored)).toBeNull();
    for (const broken of [
      { kind: 'bogo' },
      { value: 0 },
      { kind: 'percent', value: MAX_OFFER_PERCENT + 1 },
      { maxDiscount: -5 },
      { perAccount: 1.5 },
      { startsAt: 7 },
      { paymentMethods: ['cheque'] },
      { productIds: Array.from({ length: MAX_OFFER_SCOPE + 1 }, (_, index) => `p${index}`) },
      { categoryIds: 'beds' },
    ])
      expect(storedOffer('WELCOME500', { ...stored, ...broken }), JSON.stringify(broken)).toBeNull();
  });
});

describe('offer texts', () => {
  it('names what an offer gives and on what terms, and a code the shop does not know', () => {
    const quarter = offer({ id: 'Q', code: 'Q', kind: 'percent', value: 25, maxDiscount: 10_000 });
    expect(offerTitle(quarter)).toBe('25% off, up to ₹10,000');
    expect(offerTitle(offer({ id: 'F', code: 'F', kind: 'flat', value: 500 }), 'beds')).toBe(
      '₹500 off on beds',
    );
    expect(
      offerConditions({
        ...quarter,
        minOrderValue: 999,
        firstOrderOnly: true,
        paymentMethods: ['upi', 'online'],
        perAccount: 1,
        endsAt: '2026-12-31T18:29:00.000Z',
        combinable: true,
      }),
    ).toEqual([
      'On orders of ₹999 or more',
      'First order only',
      'For orders paid by UPI or online',
      'Once an account',
      'Until 31 Dec 2026',
      'Combines with other offers',
    ]);
    expect(offerConditions(quarter)).toEqual([]);
    expect(unknownOfferCodeText(' welcom5 ')).toBe('There is no offer with the code welcom5');
  });
});

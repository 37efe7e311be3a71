import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newOffer, type Offer } from '../../src/domain/offers/Offer';
import { holdOffers } from '../../src/domain/offers/OfferCheckout';
import { offerDiscount } from '../../src/domain/offers/OfferDiscount';
import { emptyOfferForm, offerFormOf, validateOfferForm } from '../../src/domain/offers/OfferForm';
import { holdFits, withHeldOffers } from '../../src/domain/offers/OfferHold';
import { planOrder } from '../../src/domain/orders/OrderPlan';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { request, TEST_ZONES } from '../contracts/orders/orderRequests';
import { testProduct } from '../contracts/support/testProduct';

const NOW = '2026-12-06T10:00:00.000Z';
const CATEGORIES = ['beds', 'sofas', 'chairs'];
const products = CATEGORIES.map((category, index) =>
  testProduct(`p${index}`, { price: 1000 * (index + 1), stock: 50, category }),
);
const catalogue = new Map(products.map((product) => [product.id, product]));
const offerArb: fc.Arbitrary<Offer> = fc
  .record({
    percent: fc.boolean(),
    value: fc.integer({ min: 1, max: 90 }),
    flat: fc.integer({ min: 1, max: 20_000 }),
    cap: fc.option(fc.integer({ min: 1, max: 5000 })),
    categories: fc.subarray(CATEGORIES),
  })
  .map(({ percent, value, flat, cap, categories }) =>
    newOffer(
      {
        id: 'OFFER',
        code: 'offer',
        kind: percent ? 'percent' : 'flat',
        value: percent ? value : flat,
        maxDiscount: cap,
        categoryIds: categories,
      },
      '2026-01-01T00:00:00.000Z',
    ),
  );
const linesArb = fc.uniqueArray(
  fc.record({ index: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 10 }) }),
  { minLength: 1, maxLength: 3, selector: (line) => line.index },
);

const facts = (offer: Offer) => ({ offers: new Map([[offer.id, offer]]), usesOf: () => 0 });
const place = (offer: Offer, lines: { index: number; quantity: number }[], expectedDiscount: number) =>
  request(
    lines.map(({ index, quantity }) => ({
      productId: `p${index}`,
      variantId: null,
      quantity,
      expectedUnitPrice: 1000 * (index + 1),
    })),
    { orderId: 'order1', userId: 'asha', offerIds: [offer.id], expectedDiscount },
  );

describe('holding offers for a checkout', () => {
  it('holds exactly what the offer gives: shares add up, no line loses more than it is worth, and the order is that much less', () => {
    fc.assert(
      fc.property(offerArb, linesArb, (offer, lines) => {
        const attempt = (expected: number) =>
          holdOffers(
            place(offer, lines, expected),
            catalogue,
            DEFAULT_SHOP_SETTINGS,
            null,
            NOW,
            TEST_ZONES,
            facts(offer),
          );
        expect(attempt(-1)).toEqual({ ok: false, error: { code: 'ORDER.OFFERS_CHANGED' } });
        const covered = lines.some(
          ({ index }) => offer.categoryIds.length === 0 || offer.categoryIds.includes(CATEGORIES[index]!),
        );
        if (!covered) return;
        const offerLines = lines.map(({ index, quantity }) => ({
          productId: `p${index}`,
          category: CATEGORIES[index]!,
          unitPrice: 1000 * (index + 1),
          quantity,
        }));
        const held = attempt(offerDiscount(offer, offerLines));
        if (!held.ok || !held.value) throw new Error('no discount held');
        const hold = held.value;
        expect(hold.lineDiscounts.reduce((sum, share) => sum + share, 0)).toBe(hold.discount);
        hold.lines.forEach((line, at) =>
          expect(hold.lineDiscounts[at]).toBeLessThanOrEqual(line.unitPrice * line.quantity),
        );
        expect(attempt(hold.discount + 1).ok).toBe(false);
        const plan = planOrder(
          place(offer, lines, hold.discount),
          catalogue,
          DEFAULT_SHOP_SETTINGS,
          null,
          NOW,
          TEST_ZONES,
          hold,
        );
        if (!plan.ok) throw new Error(plan.error.code);
        expect(plan.value.order.total).toBe(
          plan.value.order.subtotal + plan.value.order.shipping - hold.discount,
        );
        expect(plan.value.order.lineDiscounts).toEqual(hold.lineDiscounts);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses to apply a hold made for other lines or another payment', () => {
    const offer = newOffer(
      { id: 'FLAT', code: 'flat', kind: 'flat', value: 300 },
      '2026-01-01T00:00:00.000Z',
    );
    const lines = [{ index: 0, quantity: 2 }];
    const held = holdOffers(
      place(offer, lines, 300),
      catalogue,
      DEFAULT_SHOP_SETTINGS,
      null,
      NOW,
      TEST_ZONES,
      facts(offer),
    );
    if (!held.ok || !held.value) throw new Error('not held');
    const plan = planOrder(place(offer, lines, 300), catalogue, DEFAULT_SHOP_SETTINGS, null, NOW, TEST_ZONES);
    if (!plan.ok) throw new Error(plan.error.code);
    const order = plan.value.order;
    expect(holdFits(held.value, order)).toBe(true);
    expect(withHeldOffers(order, held.value).total).toBe(order.total - 300);
    expect(holdFits(held.value, { ...order, paymentMethod: 'upi' })).toBe(false);
    expect(holdFits(held.value, { ...order, lines: [{ ...order.lines[0]!, quantity: 3 }] })).toBe(false);
    expect(holdFits({ ...held.value, releasedAt: NOW }, order)).toBe(false);
    expect(
      planOrder(
        place(offer, [{ index: 0, quantity: 3 }], 300),
        catalogue,
        DEFAULT_SHOP_SETTINGS,
        null,
        NOW,
        TEST_ZONES,
        held.value,
      ),
    ).toEqual({ ok: false, error: { code: 'ORDER.OFFERS_CHANGED' } });
  });
});

describe("admin → Offers' form", () => {
  it('makes an offer from its code, kind and value alone, with every default, running from the start of the India day', () => {
    const form = { ...emptyOfferForm(NOW), code: 'Sofa10', value: '10' };
    const made = validateOfferForm(form, null, 'auto-x', NOW);
    expect(made).toEqual({
      ok: true,
      value: newOffer(
        { id: 'SOFA10', code: 'Sofa10', kind: 'percent', value: 10 },
        '2026-12-05T18:30:00.000Z',
      ),
    });
  });

  it('ends an offer at the end of its last India day, and reads back the same form', () => {
    const form = {
      ...emptyOfferForm(NOW),
      automatic: true,
      kind: 'flat' as const,
      value: '500',
      endsOn: '2026-12-31',
      perAccount: '1',
    };
    const made = validateOfferForm(form, null, 'auto-new', NOW);
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    expect(made.value).toMatchObject({
      id: 'auto-new',
      code: null,
      endsAt: '2026-12-31T18:30:00.000Z',
      perAccount: 1,
    });
    expect(offerFormOf(made.value)).toEqual(form);
  });

  it('says what is wrong with each field', () => {
    const form = {
      ...emptyOfferForm(NOW),
      code: 'no',
      value: '95',
      maxDiscount: '0',
      minOrderValue: 'lots',
      endsOn: '2026-12-01',
      maxRedemptions: '1.5',
    };
    expect(validateOfferForm(form, null, 'auto-x', NOW)).toEqual({
      ok: false,
      error: {
        code: 'OFFER.INVALID',
        fields: {
          code: 'Enter a code of 3 to 20 letters and digits.',
          value: 'Enter a percentage from 1 to 90.',
          maxDiscount: 'Enter a whole number of at least 1, or leave it empty.',
          maxRedemptions: 'Enter a whole number of at least 1, or leave it empty.',
          minOrderValue: 'Enter an amount in whole rupees, or leave it empty.',
          endsOn: 'The last day must not be before the first.',
        },
      },
    });
  });
});

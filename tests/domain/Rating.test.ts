import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearFilters, matchesFilters } from '../../src/domain/storefront/ProductFilter';
import { displayRating, formatRating, meetsMinimumRating } from '../../src/domain/storefront/Rating';
import { lowestRatingShownAtLeast } from '../../src/domain/storefront/RatingRange';
import { testProduct } from '../contracts/support/testProduct';

/** The double `steps` representable numbers away from a positive `value`. */
const ulps = (value: number, steps: number): number => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigInt64(0, view.getBigInt64(0) + BigInt(steps));
  return view.getFloat64(0);
};

const ratingArbitrary = fc.double({ min: 0, max: 5, noNaN: true });
/** Ratings right at the edges where the shown figure changes: k.k5 and its neighbouring doubles. */
const edgeRatingArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 49 }), fc.integer({ min: -3, max: 3 }))
  .map(([tenths, steps]) => ulps((tenths + 0.5) / 10, steps));
const anyRating = fc.oneof(ratingArbitrary, edgeRatingArbitrary, fc.constantFrom(3.94, 3.95, 3.96, 4.05));
/** The listing's whole-star choices and other one-decimal minimums. */
const minimumArbitrary = fc.oneof(
  fc.integer({ min: 1, max: 5 }),
  fc.integer({ min: 1, max: 50 }).map((tenths) => tenths / 10),
);

describe('displayRating', () => {
  it('shows the real figure to one decimal: 4.6 is 4.6, 4.8 is 4.8, 3.8 is 3.8', () => {
    expect([4.6, 4.8, 3.8, 4.56, 3.96, 3.94, 0, 5].map(formatRating)).toEqual([
      '4.6',
      '4.8',
      '3.8',
      '4.6',
      '4.0',
      '3.9',
      '0.0',
      '5.0',
    ]);
    expect(formatRating(7)).toBe('5.0');
    expect(formatRating(-1)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });

  it('is a one-decimal figure in 0..5 within half a tenth of the rating, and never goes down as it grows', () => {
    fc.assert(
      fc.property(anyRating, anyRating, (a, b) => {
        const shown = displayRating(a);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThanOrEqual(5);
        expect(Math.abs(shown - a)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Number(formatRating(a))).toBe(shown);
        expect(formatRating(a)).toBe(shown.toFixed(1));
        if (a <= b) expect(displayRating(a)).toBeLessThanOrEqual(displayRating(b));
      }),
    );
  });

  it('the minimum-rating filter keeps exactly the products whose shown figure reaches the minimum', () => {
    fc.assert(
      fc.property(anyRating, fc.integer({ min: 1, max: 5 }), (rating, minimum) => {
        const product = testProduct('rated', { rating });
        const kept = matchesFilters(product, { ...clearFilters(), rating: minimum });
        expect(kept).toBe(Number(formatRating(rating)) >= minimum);
        expect(kept).toBe(meetsMinimumRating(rating, minimum));
      }),
    );
    expect(meetsMinimumRating(3.8, 4)).toBe(false);
    expect(meetsMinimumRating(3.96, 4)).toBe(true);
    expect(meetsMinimumRating(3.94, 4)).toBe(false);
    expect(meetsMinimumRating(0, 0)).toBe(true);
  });

  it('"rating >= lowestRatingShownAtLeast(m)" selects exactly what meetsMinimumRating keeps (a range query agrees)', () => {
    fc.assert(
      fc.property(anyRating, minimumArbitrary, (rating, minimum) => {
        const lowest = lowestRatingShownAtLeast(minimum);
        expect(rating >= lowest).toBe(meetsMinimumRating(rating, minimum));
        // The bound is tight: the double just below it is shown below the minimum.
        expect(meetsMinimumRating(lowest, minimum)).toBe(true);
        expect(meetsMinimumRating(ulps(lowest, -1), minimum)).toBe(false);
      }),
    );
    expect(lowestRatingShownAtLeast(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(lowestRatingShownAtLeast(5.5)).toBe(Number.POSITIVE_INFINITY);
    expect(lowestRatingShownAtLeast(4)).toBeCloseTo(3.95, 10);
  });
});

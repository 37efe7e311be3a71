import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharesOf } from '../../src/domain/shared/sharesOf';

describe('sharesOf', () => {
  it('shares an amount in proportion, whole units adding up to it exactly', () => {
    expect(sharesOf(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharesOf(1_059, [24_999, 0])).toEqual([1_059, 0]);
    expect(sharesOf(5, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        (amount, weights) => {
          const shares = sharesOf(amount, weights);
          const whole = weights.reduce((sum, weight) => sum + weight, 0);
          if (whole === 0) {
            expect(shares.every((share) => share === 0)).toBe(true);
            return;
          }
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          shares.forEach((share, index) => {
            const exact = ((weights[index] ?? 0) * amount) / whole;
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(share).toBeLessThanOrEqual(Math.floor(exact) + 1);
          });
        },
      ),
      {
        examples: [
          [0, [0]],
          [7, [0, 0, 0]],
        ],
      },
    );
  });
});

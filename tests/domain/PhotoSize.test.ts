import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_MAX_SIDE, fitWithin, PHOTO_MAX_SIDE } from '../../src/domain/photos/PhotoSize';

const side = fc.integer({ min: 1, max: 20_000 });
const size = fc.record({ width: side, height: side });
const maxSide = fc.constantFrom(PHOTO_MAX_SIDE, CARD_MAX_SIDE, 1, 2, 999);

describe('fitWithin', () => {
  it('keeps the longest side within the limit, never enlarges, and gives whole pixels of at least 1', () => {
    fc.assert(
      fc.property(size, maxSide, (original, max) => {
        const fitted = fitWithin(original, max);
        expect(Number.isInteger(fitted.width) && Number.isInteger(fitted.height)).toBe(true);
        expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(max);
        expect(fitted.width).toBeLessThanOrEqual(original.width);
        expect(fitted.height).toBeLessThanOrEqual(original.height);
        expect(Math.min(fitted.width, fitted.height)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('leaves a picture that already fits as it is', () => {
    fc.assert(
      fc.property(size, maxSide, (original, max) => {
        fc.pre(Math.max(original.width, original.height) <= max);
        expect(fitWithin(original, max)).toEqual(original);
      }),
    );
  });

  it('brings the longest side of a larger picture exactly to the limit', () => {
    fc.assert(
      fc.property(size, maxSide, (original, max) => {
        fc.pre(Math.max(original.width, original.height) > max);
        const fitted = fitWithin(original, max);
        expect(Math.max(fitted.width, fitted.height)).toBe(max);
      }),
    );
  });

  it('keeps the shape within rounding: each side is the exact scaled side, rounded (or 1)', () => {
    fc.assert(
      fc.property(size, maxSide, (original, max) => {
        const fitted = fitWithin(original, max);
        const scale = Math.min(1, max / Math.max(original.width, original.height));
        expect(Math.abs(fitted.width - Math.max(1, original.width * scale))).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(fitted.height - Math.max(1, original.height * scale))).toBeLessThanOrEqual(
          0.5 + 1e-9,
        );
      }),
    );
  });

  it('is the resize of a phone photo and its card version', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, PHOTO_MAX_SIDE)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3024, height: 4032 }, CARD_MAX_SIDE)).toEqual({ width: 360, height: 480 });
    expect(fitWithin({ width: 1920, height: 600 }, PHOTO_MAX_SIDE)).toEqual({ width: 1600, height: 500 });
    expect(fitWithin({ width: 20_000, height: 1 }, PHOTO_MAX_SIDE)).toEqual({ width: 1600, height: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPaise } from '../../src/domain/text/formatPaise';
import { discountPercent, formatRupees } from '../../src/domain/text/Money';

/** Indian grouping written out by hand: last three digits, then pairs. */
const indianGrouping = (value: number): string => {
  const digits = String(Math.abs(value));
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${digits.slice(-3)}`;
};

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [10000, '₹10,000'],
    [100000, '₹1,00,000'],
    [124999, '₹1,24,999'],
    [12345678, '₹1,23,45,678'],
    [499.6, '₹500'],
    [-0.2, '₹0'],
    [Number.NaN, '₹0'],
    [Number.POSITIVE_INFINITY, '₹0'],
  ])('%s → %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('property: whole rupees with Indian digit grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_99_99_99_999 }), (amount) => {
        expect(formatRupees(amount)).toBe(`₹${indianGrouping(amount)}`);
      }),
    );
  });

  it('property: the digits read back as the rounded amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const text = formatRupees(amount);
        const digits = Number(text.replace(/[^\d]/g, ''));
        expect(digits).toBe(Math.abs(Math.round(amount)));
        expect(text.startsWith('-')).toBe(Math.round(amount) < 0);
      }),
    );
  });
});

describe('discountPercent', () => {
  it('rounds the saving against the original price', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(19999, 29999)).toBe(33);
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(12000, 10000)).toBe(0);
    expect(discountPercent(5000, undefined)).toBe(0);
    expect(discountPercent(5000, 0)).toBe(0);
  });

  it('property: stays within 0..100 and is 0 without a higher original price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.option(fc.integer({ min: -10, max: 1e7 })),
        (price, original) => {
          const percent = discountPercent(price, original);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          if (original === null || original <= price) expect(percent).toBe(0);
          else expect(Math.abs(percent - ((original - price) / original) * 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('formatPaise', () => {
  it('writes rupees and paise with Indian grouping', () => {
    expect(formatPaise(701_680)).toBe('₹7,016.80');
    expect(formatPaise(12_499_905)).toBe('₹1,24,999.05');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(Number.NaN)).toBe('₹0.00');
  });
});

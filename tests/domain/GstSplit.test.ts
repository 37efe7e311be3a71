import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGst } from '../../src/domain/tax/GstSplit';

/** Up to ₹10 crore, in paise. */
const amount = fc.integer({ min: 0, max: 1_000_000_000 });
const rate = fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28, 40);

describe('splitGst', () => {
  it('splits ₹1,18,000 at 18% into ₹1,00,000 and ₹18,000 of tax', () => {
    expect(splitGst(11_800_000, 18, true)).toEqual({
      taxablePaise: 10_000_000,
      cgstPaise: 900_000,
      sgstPaise: 900_000,
      igstPaise: 0,
    });
    expect(splitGst(11_800_000, 18, false)).toEqual({
      taxablePaise: 10_000_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_800_000,
    });
  });

  it('rounds the tax of ₹45,999 at 18% to the paisa: ₹7,016.80 between states, 2 × ₹3,508.40 within one', () => {
    expect(splitGst(4_599_900, 18, false)).toEqual({
      taxablePaise: 3_898_220,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 701_680,
    });
    expect(splitGst(4_599_900, 18, true)).toMatchObject({ cgstPaise: 350_840, sgstPaise: 350_840 });
  });

  it('taxable value plus tax is the inclusive amount to the paisa, whatever the amount, rate and states', () => {
    fc.assert(
      fc.property(amount, rate, fc.boolean(), (paise, percent, sameState) => {
        const split = splitGst(paise, percent, sameState);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(paise);
        expect(split.taxablePaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('CGST equals SGST, and IGST is charged exactly when the states differ', () => {
    fc.assert(
      fc.property(amount, rate, fc.boolean(), (paise, percent, sameState) => {
        const split = splitGst(paise, percent, sameState);
        expect(split.cgstPaise).toBe(split.sgstPaise);
        if (sameState) expect(split.igstPaise).toBe(0);
        else expect(split.cgstPaise).toBe(0);
      }),
    );
  });

  it('the tax is the exact tax rounded: within half a paisa (a paisa for two halves)', () => {
    fc.assert(
      fc.property(amount, rate, fc.boolean(), (paise, percent, sameState) => {
        const split = splitGst(paise, percent, sameState);
        const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
        const exact = (paise * percent) / (100 + percent);
        expect(Math.abs(tax - exact)).toBeLessThanOrEqual(sameState ? 1 : 0.5);
      }),
    );
  });

  it('refuses what is not an amount in paise or a rate', () => {
    expect(() => splitGst(10.5, 18, true)).toThrow(RangeError);
    expect(() => splitGst(-100, 18, true)).toThrow(RangeError);
    expect(() => splitGst(100, Number.NaN, true)).toThrow(RangeError);
  });
});

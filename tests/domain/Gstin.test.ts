import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, validateGstin } from '../../src/domain/tax/Gstin';
import { GST_STATE_CODES, gstStateCodeOf } from '../../src/domain/tax/GstStateCodes';
import { INDIAN_STATES } from '../../src/domain/checkout/ShippingAddressValidation';

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const alphanumeric = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
/** The first 14 characters of a well-formed GSTIN. */
const body = fc
  .tuple(
    fc.constantFrom(...Object.values(GST_STATE_CODES)),
    fc.array(letter, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(
    ([state, pan, panDigits, panLast, entity]) =>
      `${state}${pan.join('')}${panDigits.join('')}${panLast}${entity}Z`,
  );

describe('validateGstin', () => {
  it('accepts real GSTINs, forgiving spaces and case', () => {
    expect(validateGstin('27AAPFU0939F1ZV')).toEqual({ ok: true, value: '27AAPFU0939F1ZV' });
    expect(validateGstin(' 29aagcb7383j1z4 ')).toEqual({ ok: true, value: '29AAGCB7383J1Z4' });
  });

  it('names what is wrong: the shape, the state code or the check character', () => {
    expect(validateGstin('27AAPFU0939F1Z')).toEqual({ ok: false, error: { code: 'GSTIN.SHAPE' } });
    expect(validateGstin('27AAPF10939F1ZV')).toEqual({ ok: false, error: { code: 'GSTIN.SHAPE' } });
    const withoutState = `39AAPFU0939F1Z`;
    expect(validateGstin(withoutState + gstinCheckCharacter(withoutState))).toEqual({
      ok: false,
      error: { code: 'GSTIN.STATE' },
    });
    expect(validateGstin('27AAPFU0939F1ZW')).toEqual({ ok: false, error: { code: 'GSTIN.CHECK' } });
  });

  it('accepts every well-formed GSTIN with its check character', () => {
    fc.assert(
      fc.property(body, (first14) => {
        expect(validateGstin(first14 + gstinCheckCharacter(first14)).ok).toBe(true);
      }),
    );
  });

  it('catches any single mistyped character', () => {
    fc.assert(
      fc.property(body, fc.integer({ min: 0, max: 14 }), alphanumeric, (first14, position, typed) => {
        const gstin = first14 + gstinCheckCharacter(first14);
        fc.pre(gstin[position] !== typed);
        const mistyped = gstin.slice(0, position) + typed + gstin.slice(position + 1);
        expect(validateGstin(mistyped).ok).toBe(false);
      }),
    );
  });
});

describe('gstStateCodeOf', () => {
  it('knows a distinct code for every state and union territory of the checkout', () => {
    const codes = INDIAN_STATES.map(gstStateCodeOf);
    expect(codes.every((code) => code !== null && /^\d{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(INDIAN_STATES.length);
    expect(gstStateCodeOf('Maharashtra')).toBe('27');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
  });
});

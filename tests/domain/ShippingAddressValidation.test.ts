import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INDIAN_STATES,
  INDIAN_STATES_ONLY,
  UNION_TERRITORIES,
  canonicalState,
  normalizeIndianMobile,
  normalizePincode,
  validateShippingAddress,
} from '../../src/domain/checkout/ShippingAddressValidation';
import type { ShippingAddressForm } from '../../src/domain/checkout/ShippingAddressValidation';

const valid: ShippingAddressForm = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  line1: '12, MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560 001',
};
const errorsFor = (patch: Partial<Record<keyof ShippingAddressForm, unknown>>) => {
  const result = validateShippingAddress({ ...valid, ...patch });
  return result.ok ? {} : result.error.fields;
};

describe('Indian states and union territories', () => {
  it('lists all 28 states and 8 union territories once, sorted', () => {
    expect(INDIAN_STATES_ONLY).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect([...INDIAN_STATES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(INDIAN_STATES);
    expect(INDIAN_STATES).toContain('Ladakh');
    expect(INDIAN_STATES).toContain('Telangana');
  });

  it('matches a state case-insensitively to its canonical spelling', () => {
    expect(canonicalState('  tamil   NADU ')).toBe('Tamil Nadu');
    expect(canonicalState('Madras')).toBeNull();
  });
});

describe('mobile numbers and PIN codes', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
    ['6000000000', '6000000000'],
    ['5876543210', null],
    ['987654321', null],
    ['98765432100', null],
    ['+1 9876543210x', null],
    ['abcdefghij', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it('property: any 10-digit mobile in any accepted dress normalises back to itself', () => {
    const mobile = fc
      .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
      .map(([a, b]) => a + b);
    const dress = fc.constantFrom(
      (m: string) => m,
      (m: string) => `+91 ${m.slice(0, 5)} ${m.slice(5)}`,
      (m: string) => `0${m}`,
      (m: string) => `91${m}`,
      (m: string) => `+91-${m}`,
    );
    fc.assert(
      fc.property(mobile, dress, (m, wear) => {
        expect(normalizeIndianMobile(wear(m))).toBe(m);
      }),
    );
  });

  it('property: the result is always null or 10 digits starting 6-9', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normalizeIndianMobile(input);
        if (result !== null) expect(result).toMatch(/^[6-9]\d{9}$/);
      }),
    );
  });

  it('accepts 6-digit PIN codes not starting with 0', () => {
    expect(normalizePincode('560001')).toBe('560001');
    expect(normalizePincode('110 001')).toBe('110001');
    expect(normalizePincode('012345')).toBeNull();
    expect(normalizePincode('56000')).toBeNull();
    expect(normalizePincode('5600011')).toBeNull();
    expect(normalizePincode('56OO01')).toBeNull();
  });
});

describe('validateShippingAddress', () => {
  it('returns the cleaned address', () => {
    expect(validateShippingAddress({ ...valid, name: '  Asha   Rao ', state: 'karnataka' })).toEqual({
      ok: true,
      value: {
        name: 'Asha Rao',
        phone: '9876543210',
        line1: '12, MG Road',
        line2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    });
  });

  it('gives a message for each bad field and none for good ones', () => {
    const fields = errorsFor({
      name: 'A',
      phone: '12345',
      line1: ' ',
      city: '',
      state: 'Atlantis',
      pincode: '012345',
    });
    expect(Object.keys(fields).sort()).toEqual(['city', 'line1', 'name', 'phone', 'pincode', 'state']);
    expect(fields.name).toBe('Name must be between 2 and 60 characters.');
    expect(fields.phone).toBe(
      'Please enter a valid 10-digit Indian mobile number (starting with 6, 7, 8 or 9).',
    );
    expect(fields.state).toBe('Please choose a state or union territory from the list.');
    expect(fields.pincode).toBe('Please enter a valid 6-digit PIN code.');
    expect(errorsFor({ name: '', phone: '', state: '', pincode: '' })).toEqual({
      name: "Please enter the recipient's full name.",
      phone: 'Please enter a mobile number.',
      state: 'Please choose a state or union territory.',
      pincode: 'Please enter the PIN code.',
    });
    expect(errorsFor({ name: 'x'.repeat(61) }).name).toBeDefined();
    expect(errorsFor({ line2: 'x'.repeat(121) }).line2).toBeDefined();
    expect(errorsFor({ line2: 'Near the temple' })).toEqual({});
  });

  it('property: never throws, and either succeeds with clean values or names the problem fields', () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.object(),
    );
    const field = fc.constantFrom('name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode');
    fc.assert(
      fc.property(fc.dictionary(field, anyValue), (patch) => {
        const result = validateShippingAddress({ ...valid, ...patch });
        if (result.ok) {
          expect(result.value.phone).toMatch(/^[6-9]\d{9}$/);
          expect(result.value.pincode).toMatch(/^[1-9]\d{5}$/);
          expect(INDIAN_STATES).toContain(result.value.state);
          expect(result.value.name.length).toBeGreaterThanOrEqual(2);
        } else {
          const names = Object.keys(result.error.fields);
          expect(names.length).toBeGreaterThan(0);
          // A state that disagrees with the untouched PIN code is reported at the PIN code.
          expect(names.every((name) => name in patch || (name === 'pincode' && 'state' in patch))).toBe(true);
          for (const message of Object.values(result.error.fields)) expect(message).toMatch(/^[A-Z].*\.$/);
        }
      }),
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PINCODE_REGION_STATES,
  onlyStateOfPincode,
  pincodeStateConflict,
  stateAfterPincodeChange,
} from '../../src/domain/checkout/PincodeStates';
import { INDIAN_STATES, validateShippingAddress } from '../../src/domain/checkout/ShippingAddressValidation';

const address = (pincode: string, state: string) =>
  validateShippingAddress({
    name: 'Asha Rao',
    phone: '9876543210',
    line1: '12, MG Road',
    line2: '',
    city: 'Somewhere',
    state,
    pincode,
  });

describe('the states a PIN code can be in', () => {
  it('names only states of the checkout list, and reaches every one of them', () => {
    const named = new Set(Object.values(PINCODE_REGION_STATES).flat());
    expect([...named].filter((state) => !INDIAN_STATES.includes(state))).toEqual([]);
    expect(INDIAN_STATES.filter((state) => !named.has(state))).toEqual([]);
  });

  it('is the table firestore.rules checks an order against, region by region and state by state', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const pattern = /function placeOfSupplyPattern\(\) \{\s*return '([^']*)';/.exec(rules)?.[1] ?? '';
    const fits = new RegExp(`^(?:${pattern})$`);
    for (let region = 0; region <= 99; region += 1) {
      const pincode = `${String(region).padStart(2, '0')}0001`;
      for (const state of [...INDIAN_STATES, 'Atlantis']) {
        const accepted = INDIAN_STATES.includes(state) && pincodeStateConflict(pincode, state) === null;
        expect(fits.test(pincode.slice(0, 2) + state), `${pincode} ${state}`).toBe(accepted);
      }
    }
  });

  it('accepts the real addresses of regions that cross a border', () => {
    const borderAddresses: Array<[string, string]> = [
      ['160017', 'Chandigarh'],
      ['160055', 'Punjab'],
      ['248001', 'Uttarakhand'],
      ['247001', 'Uttar Pradesh'],
      ['263001', 'Uttarakhand'],
      ['834001', 'Jharkhand'],
      ['800001', 'Bihar'],
      ['396230', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['362520', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['403001', 'Goa'],
      ['194101', 'Ladakh'],
      ['533464', 'Puducherry'],
      ['605001', 'Puducherry'],
      ['609602', 'Puducherry'],
      ['673310', 'Puducherry'],
      ['682555', 'Lakshadweep'],
      ['737101', 'Sikkim'],
      ['744101', 'Andaman and Nicobar Islands'],
      ['500001', 'Telangana'],
      ['793001', 'Meghalaya'],
    ];
    for (const [pincode, state] of borderAddresses) {
      expect(pincodeStateConflict(pincode, state), `${pincode} ${state}`).toBeNull();
      expect(address(pincode, state).ok, `${pincode} ${state}`).toBe(true);
    }
  });

  it('refuses a state the PIN code is not in, at the PIN code, naming where it is', () => {
    expect(address('110001', 'Karnataka')).toEqual({
      ok: false,
      error: {
        code: 'ADDRESS.INVALID',
        fields: {
          pincode: 'This PIN code is in Delhi, not Karnataka. Please check the PIN code or the state.',
        },
      },
    });
    const dehradun = address('248001', 'Delhi');
    expect(dehradun.ok ? null : dehradun.error.fields.pincode).toBe(
      'This PIN code is in Uttar Pradesh or Uttarakhand, not Delhi. Please check the PIN code or the state.',
    );
  });

  it('leaves a PIN code of a region it does not know (the Army Postal Service) to any state', () => {
    expect(pincodeStateConflict('900001', 'Kerala')).toBeNull();
    expect(address('560 025', 'karnataka').ok).toBe(true);
  });

  it('fills in the state only where the PIN code allows just one', () => {
    expect(onlyStateOfPincode('560025')).toBe('Karnataka');
    expect(onlyStateOfPincode('110001')).toBe('Delhi');
    expect(onlyStateOfPincode('248001')).toBeNull();
    expect(onlyStateOfPincode('900001')).toBeNull();
    expect(onlyStateOfPincode('56002')).toBeNull();
    expect(onlyStateOfPincode('060025')).toBeNull();
  });

  it('fills in the state as the PIN code is typed, but never over a state the shopper chose', () => {
    expect(stateAfterPincodeChange('', '56002', '560025')).toBe('Karnataka');
    expect(stateAfterPincodeChange('', '', '560 025')).toBe('Karnataka');
    // The state the old PIN code implied follows the new one.
    expect(stateAfterPincodeChange('Karnataka', '560025', '110001')).toBe('Delhi');
    // A state chosen against the PIN code stays, for the shopper to see the PIN code's message.
    expect(stateAfterPincodeChange('Kerala', '560025', '110001')).toBe('Kerala');
    expect(stateAfterPincodeChange('Uttarakhand', '24800', '248001')).toBe('Uttarakhand');
    expect(stateAfterPincodeChange('', '', '248001')).toBe('');
  });

  it('property: the state it fills in is one the address then accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), (number) => {
        const pincode = String(number);
        const state = onlyStateOfPincode(pincode);
        if (state !== null) expect(address(pincode, state).ok).toBe(true);
      }),
    );
  });
});

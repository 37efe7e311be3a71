import type { ShippingAddress } from '../orders/Order';
import { pincodeStateConflict, pincodeStateMessage } from './PincodeStates';
import { fail, ok } from '../shared/Result';
import type { Result } from '../shared/Result';

export const INDIAN_STATES_ONLY = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** The 28 states and 8 union territories, alphabetically: the checkout's state picker. */
export const INDIAN_STATES: readonly string[] = [...INDIAN_STATES_ONLY, ...UNION_TERRITORIES].sort((a, b) =>
  a.localeCompare(b, 'en'),
);

export const ADDRESS_LIMITS = { nameMin: 2, nameMax: 60, lineMax: 120, cityMax: 60 } as const;

export type ShippingAddressField = keyof ShippingAddress;
/** What the form holds; every field is raw text as typed. */
export type ShippingAddressForm = Record<ShippingAddressField, string>;
export type ShippingAddressErrors = Partial<Record<ShippingAddressField, string>>;
export type ShippingAddressError = { code: 'ADDRESS.INVALID'; fields: ShippingAddressErrors };

export const EMPTY_ADDRESS_FORM: ShippingAddressForm = {
  name: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  pincode: '',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The 10-digit mobile number in `input`, accepting spaces, hyphens, brackets and a +91, 91 or 0 prefix;
 * null when it is not an Indian mobile number (10 digits starting with 6–9).
 */
export const normalizeIndianMobile = (input: string): string | null => {
  const compact = input.replace(/[\s\-().]/g, '');
  const digits = compact.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
};

/** The canonical spelling of a state or union territory, matched case-insensitively; null when unknown. */
export const canonicalState = (input: string): string | null => {
  const wanted = input.trim().replace(/\s+/g, ' ').toLowerCase();
  return INDIAN_STATES.find((state) => state.toLowerCase() === wanted) ?? null;
};

/** A 6-digit PIN code not starting with 0 (spaces allowed in the input); null otherwise. */
export const normalizePincode = (input: string): string | null => {
  const digits = input.replace(/\s/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
};

/**
 * Checks the checkout address; on success returns it cleaned (trimmed, phone as 10 digits, canonical state).
 * On failure every problem field has a message. Never throws, whatever the input holds.
 */
export const validateShippingAddress = (
  form: Partial<Record<ShippingAddressField, unknown>>,
): Result<ShippingAddress, ShippingAddressError> => {
  const errors: ShippingAddressErrors = {};
  const name = text(form.name).replace(/\s+/g, ' ');
  if (name === '') errors.name = "Please enter the recipient's full name.";
  else if (name.length < ADDRESS_LIMITS.nameMin || name.length > ADDRESS_LIMITS.nameMax) {
    errors.name = `Name must be between ${ADDRESS_LIMITS.nameMin} and ${ADDRESS_LIMITS.nameMax} characters.`;
  }

  const rawPhone = text(form.phone);
  const phone = normalizeIndianMobile(rawPhone);
  if (rawPhone === '') errors.phone = 'Please enter a mobile number.';
  else if (!phone)
    errors.phone = 'Please enter a valid 10-digit Indian mobile number (starting with 6, 7, 8 or 9).';

  const line1 = text(form.line1);
  if (line1 === '') errors.line1 = 'Please enter the house number and street.';
  else if (line1.length > ADDRESS_LIMITS.lineMax) {
    errors.line1 = `Address line 1 must be at most ${ADDRESS_LIMITS.lineMax} characters.`;
  }
  const line2 = text(form.line2);
  if (line2.length > ADDRESS_LIMITS.lineMax) {
    errors.line2 = `Address line 2 must be at most ${ADDRESS_LIMITS.lineMax} characters.`;
  }

  const city = text(form.city);
  if (city === '') errors.city = 'Please enter the city.';
  else if (city.length > ADDRESS_LIMITS.cityMax)
    errors.city = `City must be at most ${ADDRESS_LIMITS.cityMax} characters.`;

  const rawState = text(form.state);
  const state = canonicalState(rawState);
  if (rawState === '') errors.state = 'Please choose a state or union territory.';
  else if (!state) errors.state = 'Please choose a state or union territory from the list.';

  const rawPincode = text(form.pincode);
  const pincode = normalizePincode(rawPincode);
  if (rawPincode === '') errors.pincode = 'Please enter the PIN code.';
  else if (!pincode) errors.pincode = 'Please enter a valid 6-digit PIN code.';
  else if (state) {
    const states = pincodeStateConflict(pincode, state);
    if (states) errors.pincode = pincodeStateMessage(states, state);
  }

  if (Object.keys(errors).length > 0 || !phone || !state || !pincode) {
    return fail({ code: 'ADDRESS.INVALID', fields: errors });
  }
  return ok({ name, phone, line1, line2, city, state, pincode });
};

/** The messages `form` earns on `fields` alone: what a form shows when it checks again the fields already marked. */
export const recheckedErrors = (
  form: Partial<Record<ShippingAddressField, unknown>>,
  fields: readonly ShippingAddressField[],
): ShippingAddressErrors => {
  const result = validateShippingAddress(form);
  if (result.ok) return {};
  const messages = result.error.fields;
  return Object.fromEntries(fields.flatMap((field) => (messages[field] ? [[field, messages[field]]] : [])));
};

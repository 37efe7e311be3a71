import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GRIEVANCE_OFFICER_TEXT_MAX,
  validateGrievanceOfficer,
  type GrievanceOfficer,
  type GrievanceOfficerField,
} from '../../src/domain/settings/GrievanceOfficerValidation';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { validateShopSettings } from '../../src/domain/settings/ShopSettingsValidation';

const OFFICER: GrievanceOfficer = {
  grievanceOfficerName: 'Example Person',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerPhone: '+91 00000 54321',
  grievanceOfficerEmail: 'grievance@example.in',
};
const FIELDS = Object.keys(OFFICER) as GrievanceOfficerField[];
const NONE: GrievanceOfficer = {
  grievanceOfficerName: '',
  grievanceOfficerDesignation: '',
  grievanceOfficerPhone: '',
  grievanceOfficerEmail: '',
};

const errorsFor = (patch: Partial<Record<GrievanceOfficerField, unknown>>) =>
  validateGrievanceOfficer({ ...OFFICER, ...patch }).errors;

describe('validateGrievanceOfficer', () => {
  it('accepts a whole officer, and none at all (a shop still setting up)', () => {
    expect(validateGrievanceOfficer(OFFICER)).toEqual({ officer: OFFICER, errors: {} });
    expect(validateGrievanceOfficer(NONE)).toEqual({ officer: NONE, errors: {} });
    expect(validateGrievanceOfficer({})).toEqual({ officer: NONE, errors: {} });
  });

  it.each([
    ['grievanceOfficerName', "Please enter the grievance officer's name."],
    [
      'grievanceOfficerDesignation',
      "Please enter the grievance officer's designation, e.g. Grievance Officer.",
    ],
    ['grievanceOfficerPhone', "Please enter the grievance officer's phone number."],
    ['grievanceOfficerEmail', "Please enter the grievance officer's e-mail address."],
  ] as const)('requires %s once any detail is given: %s', (field, message) => {
    expect(errorsFor({ [field]: '   ' })).toEqual({ [field]: message });
  });

  it.each([
    ['grievanceOfficerPhone', '12345', 'Please enter a valid phone number, e.g. +91 98765 43210.'],
    ['grievanceOfficerPhone', 'call the office', 'Please enter a valid phone number, e.g. +91 98765 43210.'],
    [
      'grievanceOfficerPhone',
      '+91\u00a000000\t54321',
      'Please enter a valid phone number, e.g. +91 98765 43210.',
    ],
    [
      'grievanceOfficerPhone',
      `+91 ${'0 '.repeat(14)}1`,
      'Please enter a valid phone number, e.g. +91 98765 43210.',
    ],
    [
      'grievanceOfficerEmail',
      'grievance@shop',
      'Please enter a valid e-mail address, e.g. grievance@example.in.',
    ],
    [
      'grievanceOfficerEmail',
      'a b@shop.in',
      'Please enter a valid e-mail address, e.g. grievance@example.in.',
    ],
    [
      'grievanceOfficerEmail',
      `${'a'.repeat(250)}@x.in`,
      'Please enter a valid e-mail address, e.g. grievance@example.in.',
    ],
    ['grievanceOfficerName', 'x'.repeat(101), 'The name can be at most 100 characters.'],
    ['grievanceOfficerDesignation', 'x'.repeat(101), 'The designation can be at most 100 characters.'],
  ] as const)('refuses %s = %j: %s', (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it('is part of the settings form: its messages come back under its fields, its trimmed values with the rest', () => {
    const refused = validateShopSettings({
      ...DEFAULT_SHOP_SETTINGS,
      grievanceOfficerName: 'Example Person',
    });
    expect(refused.ok ? {} : refused.error.fields).toEqual({
      grievanceOfficerDesignation: expect.any(String),
      grievanceOfficerPhone: expect.any(String),
      grievanceOfficerEmail: expect.any(String),
    });
    const padded = Object.fromEntries(FIELDS.map((field) => [field, ` ${OFFICER[field]} `]));
    expect(validateShopSettings({ ...DEFAULT_SHOP_SETTINGS, ...padded })).toEqual({
      ok: true,
      value: { ...DEFAULT_SHOP_SETTINGS, ...OFFICER },
    });
  });

  it('property: what it accepts is all four details or none, trimmed and within the sizes the rules take', () => {
    const detail = fc.oneof(
      fc.constant(''),
      fc.constant('  '),
      fc.string({ maxLength: 120 }),
      fc.constantFrom('+91 00000 54321', '011-2345 6789', 'grievance@example.in', 'Grievance Officer'),
    );
    const form = fc.record({
      grievanceOfficerName: detail,
      grievanceOfficerDesignation: detail,
      grievanceOfficerPhone: detail,
      grievanceOfficerEmail: detail,
    });
    fc.assert(
      fc.property(form, (input) => {
        const { officer, errors } = validateGrievanceOfficer(input);
        if (Object.keys(errors).length > 0) return;
        const given = FIELDS.filter((field) => officer[field] !== '');
        expect(given.length === 0 || given.length === FIELDS.length).toBe(true);
        for (const field of FIELDS) expect(officer[field]).toBe(officer[field].trim());
        expect(officer.grievanceOfficerName.length).toBeLessThanOrEqual(GRIEVANCE_OFFICER_TEXT_MAX);
        expect(officer.grievanceOfficerDesignation.length).toBeLessThanOrEqual(GRIEVANCE_OFFICER_TEXT_MAX);
        expect(officer.grievanceOfficerPhone.length).toBeLessThanOrEqual(30);
        expect(officer.grievanceOfficerPhone).toMatch(/^(\+?[\d ()-]{10,29})?$/);
        expect(officer.grievanceOfficerEmail.length).toBeLessThanOrEqual(254);
        expect(officer.grievanceOfficerEmail).toMatch(/^([^\s@]+@[^\s@.]+(\.[^\s@.]+)+)?$/);
      }),
    );
  });

  it('property: a whole officer of well-formed details always passes, whatever the spaces around them', () => {
    const name = fc
      .string({ minLength: 1, maxLength: GRIEVANCE_OFFICER_TEXT_MAX })
      .filter((text) => text.trim() !== '');
    const phone = fc
      .tuple(fc.constantFrom('+91 ', '0', ''), fc.stringMatching(/^[1-9]\d{9}$/))
      .map(([prefix, digits]) => `${prefix}${digits.slice(0, 5)} ${digits.slice(5)}`);
    const email = fc
      .emailAddress()
      .filter((address) => address.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(address));
    const space = fc.constantFrom('', ' ', '  ');
    fc.assert(
      fc.property(
        name,
        name,
        phone,
        email,
        space,
        (officerName, designation, officerPhone, officerEmail, pad) => {
          const { officer, errors } = validateGrievanceOfficer({
            grievanceOfficerName: `${pad}${officerName}${pad}`,
            grievanceOfficerDesignation: designation,
            grievanceOfficerPhone: `${pad}${officerPhone}`,
            grievanceOfficerEmail: `${officerEmail}${pad}`,
          });
          expect(errors).toEqual({});
          expect(officer.grievanceOfficerName).toBe(officerName.trim());
          expect(officer.grievanceOfficerEmail).toBe(officerEmail);
        },
      ),
    );
  });
});

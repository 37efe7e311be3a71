import { isPlausibleEmail } from '../accounts/AccountForms';
import { isPlausibleContactPhone } from '../accounts/ContactPhone';
import type { ShopSettings } from './ShopSettings';

export type GrievanceOfficerField =
  'grievanceOfficerName' | 'grievanceOfficerDesignation' | 'grievanceOfficerPhone' | 'grievanceOfficerEmail';
export type GrievanceOfficer = Pick<ShopSettings, GrievanceOfficerField>;

/** The rules accept at most this many characters for the officer's name and designation. */
export const GRIEVANCE_OFFICER_TEXT_MAX = 100;
/** The longest e-mail address the rules accept (RFC 5321's limit). */
export const EMAIL_MAX = 254;
/** The longest phone number, separators included, the rules accept. */
export const PHONE_MAX = 30;

const MISSING: Record<GrievanceOfficerField, string> = {
  grievanceOfficerName: "Please enter the grievance officer's name.",
  grievanceOfficerDesignation: "Please enter the grievance officer's designation, e.g. Grievance Officer.",
  grievanceOfficerPhone: "Please enter the grievance officer's phone number.",
  grievanceOfficerEmail: "Please enter the grievance officer's e-mail address.",
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The grievance officer of the settings form, trimmed, and a message for each field that is wrong. The officer is
 * optional while the shop sets up, like the seller's other details, but named whole: once any of the four is given,
 * shoppers must be able to reach that person, so all four are required.
 */
export const validateGrievanceOfficer = (
  form: Partial<Record<GrievanceOfficerField, unknown>>,
): { officer: GrievanceOfficer; errors: Partial<Record<GrievanceOfficerField, string>> } => {
  const officer: GrievanceOfficer = {
    grievanceOfficerName: text(form.grievanceOfficerName),
    grievanceOfficerDesignation: text(form.grievanceOfficerDesignation),
    grievanceOfficerPhone: text(form.grievanceOfficerPhone),
    grievanceOfficerEmail: text(form.grievanceOfficerEmail),
  };
  const errors: Partial<Record<GrievanceOfficerField, string>> = {};
  const { grievanceOfficerName: name, grievanceOfficerDesignation: designation } = officer;
  const { grievanceOfficerPhone: phone, grievanceOfficerEmail: email } = officer;
  if (name.length > GRIEVANCE_OFFICER_TEXT_MAX) {
    errors.grievanceOfficerName = `The name can be at most ${GRIEVANCE_OFFICER_TEXT_MAX} characters.`;
  }
  if (designation.length > GRIEVANCE_OFFICER_TEXT_MAX) {
    errors.grievanceOfficerDesignation = `The designation can be at most ${GRIEVANCE_OFFICER_TEXT_MAX} characters.`;
  }
  if (phone !== '' && (phone.length > PHONE_MAX || !isPlausibleContactPhone(phone))) {
    errors.grievanceOfficerPhone = 'Please enter a valid phone number, e.g. +91 98765 43210.';
  }
  if (email !== '' && (email.length > EMAIL_MAX || !isPlausibleEmail(email))) {
    errors.grievanceOfficerEmail = 'Please enter a valid e-mail address, e.g. grievance@example.in.';
  }
  const fields = Object.keys(MISSING) as GrievanceOfficerField[];
  if (fields.some((field) => officer[field] !== '')) {
    for (const field of fields) if (officer[field] === '') errors[field] = MISSING[field];
  }
  return { officer, errors };
};

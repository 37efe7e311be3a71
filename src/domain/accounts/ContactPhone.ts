// Digits with the usual separators (spaces, hyphens, brackets), optionally with a leading +: '+91 98765 43210',
// '011-2345 6789'. Only the plain space: the rules' pattern is the same.
const PHONE_CHARACTERS = /^\+?[\d \-()]+$/;

/** A number shoppers can dial: a mobile or a landline with its STD code, with or without +91 (10 to 13 digits). */
export const isPlausibleContactPhone = (phone: string): boolean => {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(phone) && digits >= 10 && digits <= 13;
};

/** The `tel:` link of a number as the shop prints it: '+91 98765 43210' → 'tel:+919876543210'. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

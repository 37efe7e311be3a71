import { messageFor } from '../text/messages';

/** Limits of the account forms; the password minimum is the authentication service's default (docs/behaviour.md#accounts-and-verification). */
export const ACCOUNT_LIMITS = { nameMin: 2, nameMax: 60, passwordMin: 6 } as const;

export interface SignInForm {
  email: string;
  password: string;
}

export interface SignUpForm extends SignInForm {
  name: string;
  confirmPassword: string;
}

export type FormErrors<F> = Partial<Record<keyof F, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A plausible e-mail address (the authentication service has the final word). */
export const isPlausibleEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/** The message for a display name, or null when it is fine. Spaces around it do not count. */
export const displayNameError = (name: string): string | null => {
  const trimmed = name.trim();
  if (trimmed === '') return messageFor('ACCOUNT.NAME_REQUIRED');
  if (trimmed.length < ACCOUNT_LIMITS.nameMin || trimmed.length > ACCOUNT_LIMITS.nameMax) {
    return messageFor('ACCOUNT.NAME_LENGTH', { min: ACCOUNT_LIMITS.nameMin, max: ACCOUNT_LIMITS.nameMax });
  }
  return null;
};

const emailError = (email: string): string | null => {
  if (email.trim() === '') return messageFor('ACCOUNT.EMAIL_REQUIRED');
  return isPlausibleEmail(email) ? null : messageFor('AUTH.INVALID_EMAIL');
};

/** Checks the sign-in form before it is sent; an empty object means it may be sent. */
export const validateSignIn = (form: SignInForm): FormErrors<SignInForm> => {
  const errors: FormErrors<SignInForm> = {};
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (form.password === '') errors.password = messageFor('ACCOUNT.PASSWORD_REQUIRED');
  return errors;
};

/** Checks the sign-up form: name, e-mail, a password of at least 6 characters typed twice alike. */
export const validateSignUp = (form: SignUpForm): FormErrors<SignUpForm> => {
  const errors: FormErrors<SignUpForm> = {};
  const name = displayNameError(form.name);
  if (name) errors.name = name;
  const email = emailError(form.email);
  if (email) errors.email = email;
  return { ...errors, ...validateNewPassword(form) };
};

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

/** A new password (sign-up, password reset): at least 6 characters, typed twice alike. */
export const validateNewPassword = (form: NewPasswordForm): FormErrors<NewPasswordForm> => {
  const errors: FormErrors<NewPasswordForm> = {};
  if (form.password === '') errors.password = messageFor('ACCOUNT.PASSWORD_REQUIRED');
  else if (form.password.length < ACCOUNT_LIMITS.passwordMin)
    errors.password = messageFor('AUTH.WEAK_PASSWORD');
  if (form.confirmPassword === '') errors.confirmPassword = messageFor('ACCOUNT.CONFIRM_REQUIRED');
  else if (form.confirmPassword !== form.password)
    errors.confirmPassword = messageFor('ACCOUNT.PASSWORD_MISMATCH');
  return errors;
};

/** Checks the e-mail of the "forgot password" form; null when it may be sent. */
export const validateEmail = (email: string): string | null => emailError(email);

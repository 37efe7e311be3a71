import type { AuthUser } from '../../domain/accounts/User';

/** Collections of the demo authentication service inside the memory database. */
export const AUTH_ACCOUNTS = 'authAccounts';
export const AUTH_CODES = 'authCodes';

/** An account of the demo auth service (the counterpart of a Firebase Auth user record). */
export interface DemoAuthAccount {
  uid: string;
  email: string;
  /** SHA-256 of the salted password (see hashPassword); null for accounts that only sign in with Google. */
  passwordHash: string | null;
  displayName: string;
  photoURL: string;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: string;
}

/** A pending e-mail verification code, or a password-reset code. */
export interface DemoAuthCode {
  code: string;
  uid: string;
  createdAt: string;
  /** 'reset' for a password-reset code; absent for a verification code (as saved before resets existed). */
  purpose?: 'reset';
}

/** How long a password-reset link works, as Firebase's default: one hour. */
export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * A demo, not a vault: hashing only keeps plain passwords out of the browser snapshot. Salted with the e-mail so
 * two accounts with one password differ.
 */
export const hashPassword = async (email: string, password: string): Promise<string> => {
  const data = new TextEncoder().encode(`sheesham-demo:${normalizeEmail(email)}:${password}`);
  const digest = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

export const toAuthUser = (account: DemoAuthAccount): AuthUser => ({
  uid: account.uid,
  email: account.email,
  displayName: account.displayName,
  photoURL: account.photoURL,
  emailVerified: account.emailVerified,
  // The demo's admins come from the fixed e-mail list and the role; it has no owner-granted claims.
  adminClaim: false,
});

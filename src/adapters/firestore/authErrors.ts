import { AuthError, type AuthErrorCode } from '../../domain/shared/errors';

/**
 * Firebase Auth error codes → domain codes. Both variants are listed where the service has two: production with
 * e-mail enumeration protection answers auth/invalid-credential (older SDKs: auth/invalid-login-credentials) where
 * the emulator and older projects answer auth/wrong-password or auth/user-not-found.
 */
const CODES: Readonly<Record<string, AuthErrorCode>> = {
  'auth/wrong-password': 'AUTH.WRONG_PASSWORD',
  'auth/invalid-credential': 'AUTH.INVALID_CREDENTIAL',
  'auth/invalid-login-credentials': 'AUTH.INVALID_CREDENTIAL',
  'auth/invalid-password': 'AUTH.INVALID_CREDENTIAL',
  'auth/missing-password': 'AUTH.INVALID_CREDENTIAL',
  'auth/email-already-in-use': 'AUTH.EMAIL_IN_USE',
  'auth/email-already-exists': 'AUTH.EMAIL_IN_USE',
  'auth/user-not-found': 'AUTH.USER_NOT_FOUND',
  'auth/too-many-requests': 'AUTH.TOO_MANY_REQUESTS',
  'auth/user-disabled': 'AUTH.USER_DISABLED',
  'auth/user-token-expired': 'AUTH.TOKEN_EXPIRED',
  'auth/id-token-expired': 'AUTH.TOKEN_EXPIRED',
  'auth/requires-recent-login': 'AUTH.TOKEN_EXPIRED',
  'auth/network-request-failed': 'AUTH.NETWORK',
  'auth/timeout': 'AUTH.NETWORK',
  'auth/popup-blocked': 'AUTH.POPUP_BLOCKED',
  'auth/popup-closed-by-user': 'AUTH.POPUP_CLOSED',
  'auth/user-cancelled': 'AUTH.POPUP_CLOSED',
  'auth/cancelled-popup-request': 'AUTH.POPUP_CANCELLED',
  'auth/unauthorized-domain': 'AUTH.UNAUTHORIZED_DOMAIN',
  'auth/weak-password': 'AUTH.WEAK_PASSWORD',
  'auth/password-does-not-meet-requirements': 'AUTH.WEAK_PASSWORD',
  'auth/invalid-email': 'AUTH.INVALID_EMAIL',
  'auth/missing-email': 'AUTH.INVALID_EMAIL',
  'auth/invalid-action-code': 'AUTH.INVALID_CODE',
  'auth/expired-action-code': 'AUTH.INVALID_CODE',
};

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** Any failure of the Firebase Auth SDK as a domain AuthError; the original message is kept (docs/behaviour.md#where-the-texts-live). */
export const toAuthError = (error: unknown): AuthError => {
  if (error instanceof AuthError) return error;
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = error instanceof Error && error.message !== '' ? error.message : UNEXPECTED_ERROR;
  return new AuthError(CODES[code] ?? 'AUTH.UNKNOWN', message);
};

/** docs/behaviour.md#accounts-and-verification: a disabled account or an expired session signs the user out. */
export const endsSession = (error: AuthError): boolean =>
  error.code === 'AUTH.USER_DISABLED' || error.code === 'AUTH.TOKEN_EXPIRED';

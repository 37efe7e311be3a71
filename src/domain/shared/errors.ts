/** Domain codes for authentication failures; both auth adapters map their provider's codes onto these. */
export const AUTH_ERROR_CODES = [
  'AUTH.WRONG_PASSWORD',
  'AUTH.EMAIL_IN_USE',
  'AUTH.USER_NOT_FOUND',
  'AUTH.INVALID_CREDENTIAL',
  'AUTH.TOO_MANY_REQUESTS',
  'AUTH.USER_DISABLED',
  'AUTH.TOKEN_EXPIRED',
  'AUTH.NETWORK',
  'AUTH.POPUP_BLOCKED',
  'AUTH.POPUP_CLOSED',
  'AUTH.POPUP_CANCELLED',
  'AUTH.UNAUTHORIZED_DOMAIN',
  'AUTH.WEAK_PASSWORD',
  'AUTH.INVALID_EMAIL',
  'AUTH.INVALID_CODE',
  'AUTH.NOT_SIGNED_IN',
  'AUTH.UNKNOWN',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Thrown by AuthService adapters. `message` keeps the provider's original text for the rethrow rule (docs/behaviour.md#accounts-and-verification). */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown by repositories when the backing store fails (network, permissions). */
export class RepositoryError extends Error {
  override readonly name = 'RepositoryError';
  constructor(
    readonly code:
      'REPO.NOT_FOUND' | 'REPO.PERMISSION_DENIED' | 'REPO.UNAVAILABLE' | 'REPO.INVALID' | 'REPO.CONFLICT',
    message: string,
  ) {
    super(message);
  }
}

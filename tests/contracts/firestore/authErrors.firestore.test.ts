import { describe, expect, it } from 'vitest';
import { endsSession, toAuthError, UNEXPECTED_ERROR } from '../../../src/adapters/firestore/authErrors';
import { AuthError } from '../../../src/domain/shared/errors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('Firebase Auth error codes → domain AuthError codes', () => {
  it.each([
    ['auth/wrong-password', 'AUTH.WRONG_PASSWORD'],
    ['auth/invalid-credential', 'AUTH.INVALID_CREDENTIAL'],
    ['auth/invalid-login-credentials', 'AUTH.INVALID_CREDENTIAL'],
    ['auth/user-not-found', 'AUTH.USER_NOT_FOUND'],
    ['auth/email-already-in-use', 'AUTH.EMAIL_IN_USE'],
    ['auth/too-many-requests', 'AUTH.TOO_MANY_REQUESTS'],
    ['auth/user-disabled', 'AUTH.USER_DISABLED'],
    ['auth/user-token-expired', 'AUTH.TOKEN_EXPIRED'],
    ['auth/network-request-failed', 'AUTH.NETWORK'],
    ['auth/popup-blocked', 'AUTH.POPUP_BLOCKED'],
    ['auth/popup-closed-by-user', 'AUTH.POPUP_CLOSED'],
    ['auth/cancelled-popup-request', 'AUTH.POPUP_CANCELLED'],
    ['auth/unauthorized-domain', 'AUTH.UNAUTHORIZED_DOMAIN'],
    ['auth/weak-password', 'AUTH.WEAK_PASSWORD'],
    ['auth/invalid-email', 'AUTH.INVALID_EMAIL'],
    ['auth/invalid-action-code', 'AUTH.INVALID_CODE'],
    ['auth/expired-action-code', 'AUTH.INVALID_CODE'],
  ])('maps %s to %s, keeping the message', (code, domain) => {
    const error = toAuthError(firebaseError(code));
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ name: 'AuthError', code: domain, message: `Firebase: Error (${code}).` });
  });

  it('maps anything else to AUTH.UNKNOWN, with SPEC’s fallback text when there is no message', () => {
    expect(toAuthError(firebaseError('auth/internal-error', 'boom'))).toMatchObject({
      code: 'AUTH.UNKNOWN',
      message: 'boom',
    });
    expect(toAuthError('weird')).toMatchObject({ code: 'AUTH.UNKNOWN', message: UNEXPECTED_ERROR });
  });

  it('passes domain errors through and ends the session only for a disabled account or an expired token', () => {
    const own = new AuthError('AUTH.NOT_SIGNED_IN', 'Please sign in first.');
    expect(toAuthError(own)).toBe(own);
    expect(endsSession(toAuthError(firebaseError('auth/user-disabled')))).toBe(true);
    expect(endsSession(toAuthError(firebaseError('auth/user-token-expired')))).toBe(true);
    expect(endsSession(toAuthError(firebaseError('auth/wrong-password')))).toBe(false);
  });
});

import { AuthError, type AuthErrorCode } from '../../../domain/shared/errors';
import type { AuthService } from '../../../ports/AuthService';
import type { RootStore } from '../../app/stores/RootStore';

export type VerificationOutcome = { ok: true } | { ok: false; code: AuthErrorCode };

/**
 * What the links of the shop's account e-mails do: verify the e-mail address, and choose a new password. Used by
 * /verify-email, /forgot-password and /reset-password only, so it is made on first use (`authLinksStoreOf`) and its
 * module loads with those pages. Holds no observable state: the pages keep their own form state. Failures are
 * thrown as the auth service throws them (domain AuthError).
 */
export class AuthLinksStore {
  /** One attempt per verification code for the session (see applyVerificationCode). */
  private readonly verifications = new Map<string, Promise<VerificationOutcome>>();

  constructor(private readonly auth: AuthService) {}

  /**
   * Applies a verification code at most once per session: a code is single-use, so a second attempt (React's
   * development double effects, a re-render, coming back to the page) must see the first one's outcome, not an
   * "invalid code" error.
   */
  applyVerificationCode(code: string): Promise<VerificationOutcome> {
    const known = this.verifications.get(code);
    if (known) return known;
    const attempt = this.auth.applyVerificationCode(code).then(
      (): VerificationOutcome => ({ ok: true }),
      (error: unknown): VerificationOutcome => ({
        ok: false,
        code:
          error instanceof AuthError || (error instanceof Error && 'code' in error)
            ? (error as AuthError).code
            : 'AUTH.UNKNOWN',
      }),
    );
    this.verifications.set(code, attempt);
    return attempt;
  }

  /** Sends the reset link; resolves the same whether or not `email` has an account. */
  sendPasswordReset(email: string): Promise<void> {
    return this.auth.sendPasswordReset(email);
  }

  /** The e-mail a reset code belongs to, without using the code up; AUTH.INVALID_CODE when it no longer works. */
  verifyPasswordResetCode(code: string): Promise<string> {
    return this.auth.verifyPasswordResetCode(code);
  }

  /** Sets the new password, using the code up; resolves with the account's e-mail (to sign in with). */
  confirmPasswordReset(code: string, newPassword: string): Promise<string> {
    return this.auth.confirmPasswordReset(code, newPassword);
  }
}

/** The session's e-mail link actions; made on first use by RootStore.pageStore, so the shell never carries them. */
export const authLinksStoreOf = (root: RootStore): AuthLinksStore =>
  root.pageStore('authLinks', () => new AuthLinksStore(root.ports.auth));

import { AuthError, type AuthErrorCode } from '../../../domain/errors';
import type { AuthService } from '../../../ports/AuthService';

export type VerificationOutcome = { ok: true } | { ok: false; code: AuthErrorCode };

const attempts = new Map<string, Promise<VerificationOutcome>>();

/**
 * Applies a verification code at most once per page load: a code is single-use, so a second attempt (React's
 * development double effects, a re-render) must see the first one's outcome, not an "invalid code" error.
 */
export const applyVerificationOnce = (auth: AuthService, code: string): Promise<VerificationOutcome> => {
  const known = attempts.get(code);
  if (known) return known;
  const attempt = auth.applyVerificationCode(code).then(
    (): VerificationOutcome => ({ ok: true }),
    (error: unknown): VerificationOutcome => ({
      ok: false,
      code:
        error instanceof AuthError || (error instanceof Error && 'code' in error)
          ? (error as AuthError).code
          : 'AUTH.UNKNOWN',
    }),
  );
  attempts.set(code, attempt);
  return attempt;
};

import type { AuthErrorCode } from '../../../domain/shared/errors';
import { authErrorMessage, messageFor } from '../../../domain/text/messages';

/** A failed auth-service call: the domain code (AUTH.UNKNOWN for anything else) and its text for the shopper. */
export const authFailure = (error: unknown): { code: AuthErrorCode; message: string } => {
  const code =
    error instanceof Error && error.name === 'AuthError' && 'code' in error
      ? (error.code as AuthErrorCode)
      : 'AUTH.UNKNOWN';
  return { code, message: code === 'AUTH.UNKNOWN' ? messageFor('AUTH.UNEXPECTED') : authErrorMessage(code) };
};

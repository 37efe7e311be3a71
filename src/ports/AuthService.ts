import type { Unsubscribe } from '../domain/Page';
import type { AuthUser } from '../domain/User';
import { token } from './tokens';

/** Authentication. Every failure is thrown as domain AuthError with a domain code. */
export interface AuthService {
  /** Calls `listener` with the current user (or null) once known, and on every change. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  currentUser(): AuthUser | null;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Creates the account, sets its display name and sends the verification message. Does not write the user record. */
  signUp(email: string, password: string, displayName: string): Promise<AuthUser>;
  /** Google popup; a new call cancels a pending popup (AUTH.POPUP_CANCELLED). `isNewUser` is true on first sign-in. */
  signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }>;
  signOut(): Promise<void>;
  /** Sets the display name of the signed-in user. */
  updateDisplayName(name: string): Promise<AuthUser>;
  /** Sends (again) the verification message to the signed-in user. */
  sendVerification(): Promise<void>;
  /** Applies the code from a verification link; the user, if signed in, becomes verified. */
  applyVerificationCode(code: string): Promise<void>;
  /**
   * Sends a link to choose a new password to `email`. Resolves the same whether or not an account exists, so the
   * answer never tells who has one; AUTH.INVALID_EMAIL for a malformed address, AUTH.TOO_MANY_REQUESTS when throttled.
   */
  sendPasswordReset(email: string): Promise<void>;
  /** The e-mail a password-reset code belongs to, without using the code; AUTH.INVALID_CODE when unknown, used or expired. */
  verifyPasswordResetCode(code: string): Promise<string>;
  /**
   * Sets a new password with the code from a reset link, using the code up, and resolves with the account's e-mail
   * (to sign in with). Does not sign in. AUTH.INVALID_CODE, or AUTH.WEAK_PASSWORD (the code stays usable).
   */
  confirmPasswordReset(code: string, newPassword: string): Promise<string>;
  /** Re-reads the signed-in user from the service (to pick up emailVerified) and notifies listeners. */
  reload(): Promise<AuthUser | null>;
}

export const AuthService = token<AuthService>('AuthService');

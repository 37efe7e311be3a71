import type { Unsubscribe } from '../domain/shared/Page';
import type { Result } from '../domain/shared/Result';
import type { AuthUser } from '../domain/accounts/User';

/** How the signed-in user proves who they are. */
export type SignInMethod = 'password' | 'google';

/** The service deletes an account only shortly after its user signed in (Firebase: five minutes). */
export type DeleteAccountError = { code: 'AUTH.REQUIRES_RECENT_LOGIN' };

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
  /** How the signed-in user signs in ('password' when they have a password at all); null when nobody is. */
  signInMethod(): SignInMethod | null;
  /**
   * Deletes the signed-in account for good and signs it out (listeners hear null); its e-mail can sign up afresh.
   * AUTH.REQUIRES_RECENT_LOGIN, deleting nothing, when the last sign-in is too old: prove it is them again
   * (reauthenticate), then call it again. Throws AUTH.NOT_SIGNED_IN when nobody is signed in.
   */
  deleteAccount(): Promise<Result<void, DeleteAccountError>>;
  /** The signed-in user proves it is them with their password; AUTH.INVALID_CREDENTIAL (or WRONG_PASSWORD) when not. */
  reauthenticate(password: string): Promise<void>;
  /** The same with the Google popup (errors as signInWithGoogle). */
  reauthenticateWithGoogle(): Promise<void>;
}

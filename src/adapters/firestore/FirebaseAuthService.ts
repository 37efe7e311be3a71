import {
  type ActionCodeSettings,
  applyActionCode,
  type Auth,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { AuthError } from '../../domain/shared/errors';
import type { Unsubscribe } from '../../domain/shared/Page';
import { fail, ok, type Result } from '../../domain/shared/Result';
import type { AuthUser } from '../../domain/accounts/User';
import type { AuthService, DeleteAccountError, SignInMethod } from '../../ports/AuthService';
import { endsSession, toAuthError } from './authErrors';

const normalizeEmail = (email: string): string => email.trim().toLowerCase();
const codeOf = (error: unknown): string =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : '';
// The memory backend's check, kept here so the firebase chunk needs no other module at start-up.
const isValidEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

export interface FirebaseAuthServiceOptions {
  /** Where the verification e-mail's "continue" button leads after Firebase's page has verified the address. */
  verificationContinueUrl?: string;
}

/**
 * AuthService on Firebase Authentication. Firebase tells listeners only about sign-in and sign-out, so profile
 * changes, reloads and verifications are announced here as well, to the same listeners.
 *
 * `adminClaim` comes from the ID token's custom claims (`admin: true`, set by the owner with `npm run
 * grant-admin`). Reading them is asynchronous, so it happens on sign-in, on each auth state change and on reload,
 * and is kept per uid for the synchronous `currentUser()`.
 */
export class FirebaseAuthService implements AuthService {
  private readonly manual = new Set<(user: AuthUser | null) => void>();
  private readonly adminClaims = new Map<string, boolean>();

  constructor(
    private readonly auth: Auth,
    private readonly options: FirebaseAuthServiceOptions = {},
  ) {}

  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe {
    // The claims of a user arrive after a sign-out that followed at once: only the newest event is announced.
    let latest = 0;
    const stop = onAuthStateChanged(this.auth, (user) => {
      const event = ++latest;
      if (!user) {
        listener(null);
        return;
      }
      void this.withClaims(user).then((withClaims) => {
        if (event === latest) listener(withClaims);
      });
    });
    this.manual.add(listener);
    return () => {
      stop();
      this.manual.delete(listener);
    };
  }

  currentUser(): AuthUser | null {
    return this.auth.currentUser ? this.toAuthUser(this.auth.currentUser) : null;
  }

  signIn(email: string, password: string): Promise<AuthUser> {
    return this.attempt(async () =>
      this.withClaims((await signInWithEmailAndPassword(this.auth, normalizeEmail(email), password)).user),
    );
  }

  signUp(email: string, password: string, displayName: string): Promise<AuthUser> {
    return this.attempt(async () => {
      const { user } = await createUserWithEmailAndPassword(this.auth, normalizeEmail(email), password);
      await updateProfile(user, { displayName: displayName.trim() });
      // The rules take the name the token carries (an activity entry's byName), so the token learns the new one now.
      await user.getIdToken(true);
      await sendEmailVerification(user, this.actionCodeSettings());
      this.notify();
      return this.toAuthUser(user);
    });
  }

  /** Firebase itself cancels a pending popup when a new one opens (auth/cancelled-popup-request). */
  signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }> {
    return this.attempt(async () => {
      const result = await signInWithPopup(this.auth, new GoogleAuthProvider());
      return {
        user: await this.withClaims(result.user),
        isNewUser: getAdditionalUserInfo(result)?.isNewUser ?? false,
      };
    });
  }

  signOut(): Promise<void> {
    return this.attempt(() => signOut(this.auth));
  }

  updateDisplayName(name: string): Promise<AuthUser> {
    return this.attempt(async () => {
      const user = this.requireUser();
      await updateProfile(user, { displayName: name.trim() });
      await user.getIdToken(true);
      this.notify();
      return this.toAuthUser(user);
    });
  }

  sendVerification(): Promise<void> {
    return this.attempt(async () => {
      await sendEmailVerification(this.requireUser(), this.actionCodeSettings());
    });
  }

  applyVerificationCode(code: string): Promise<void> {
    return this.attempt(async () => {
      await applyActionCode(this.auth, code);
      if (this.auth.currentUser) await this.refresh(this.auth.currentUser);
    });
  }

  /**
   * A project without e-mail enumeration protection (and the emulator) answers auth/user-not-found for an unknown
   * address (a malformed one too); it is swallowed, so the shop never tells who has an account. The address is
   * checked here instead, as the memory backend does.
   */
  sendPasswordReset(email: string): Promise<void> {
    return this.attempt(async () => {
      if (!isValidEmail(normalizeEmail(email))) {
        throw new AuthError('AUTH.INVALID_EMAIL', 'The e-mail address is badly formatted.');
      }
      try {
        await sendPasswordResetEmail(
          this.auth,
          normalizeEmail(email),
          this.actionCodeSettings() ?? undefined,
        );
      } catch (caught) {
        const error = toAuthError(caught);
        if (error.code !== 'AUTH.USER_NOT_FOUND' && error.code !== 'AUTH.USER_DISABLED') throw error;
      }
    });
  }

  verifyPasswordResetCode(code: string): Promise<string> {
    return this.attempt(() => verifyPasswordResetCode(this.auth, code));
  }

  /** Firebase's confirmPasswordReset does not say whose password it set: the code is read first for the e-mail. */
  confirmPasswordReset(code: string, newPassword: string): Promise<string> {
    return this.attempt(async () => {
      const email = await verifyPasswordResetCode(this.auth, code);
      await confirmPasswordReset(this.auth, code, newPassword);
      return email;
    });
  }

  reload(): Promise<AuthUser | null> {
    return this.attempt(async () => {
      const user = this.auth.currentUser;
      if (!user) return null;
      await this.refresh(user);
      return this.currentUser();
    });
  }

  signInMethod(): SignInMethod | null {
    const user = this.auth.currentUser;
    if (!user) return null;
    return user.providerData.some((provider) => provider.providerId === 'password') ? 'password' : 'google';
  }

  /**
   * Firebase answers auth/requires-recent-login when the last sign-in is over five minutes old: returned as a value
   * here, before `attempt` would read it as an expired session and sign the user out.
   */
  deleteAccount(): Promise<Result<void, DeleteAccountError>> {
    return this.attempt(async () => {
      const user = this.requireUser();
      try {
        await deleteUser(user);
      } catch (caught) {
        if (codeOf(caught) === 'auth/requires-recent-login')
          return fail({ code: 'AUTH.REQUIRES_RECENT_LOGIN' });
        throw caught;
      }
      this.adminClaims.delete(user.uid);
      return ok(undefined);
    });
  }

  reauthenticate(password: string): Promise<void> {
    return this.attempt(async () => {
      const user = this.requireUser();
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
    });
  }

  reauthenticateWithGoogle(): Promise<void> {
    return this.attempt(async () => {
      await reauthenticateWithPopup(this.requireUser(), new GoogleAuthProvider());
    });
  }

  /**
   * Re-reads the user; when the e-mail has just been verified, also fetches a new ID token, because the security
   * rules read `email_verified` from the token and the old one would say false for up to an hour.
   */
  private async refresh(user: User): Promise<void> {
    const wasVerified = user.emailVerified;
    await reload(user);
    if (user.emailVerified !== wasVerified) await user.getIdToken(true);
    await this.readClaims(user);
    this.notify();
  }

  private toAuthUser(user: User): AuthUser {
    return {
      uid: user.uid,
      email: user.email ?? '',
      displayName: user.displayName ?? '',
      photoURL: user.photoURL ?? '',
      emailVerified: user.emailVerified,
      adminClaim: this.adminClaims.get(user.uid) ?? false,
    };
  }

  private async withClaims(user: User): Promise<AuthUser> {
    await this.readClaims(user);
    return this.toAuthUser(user);
  }

  /**
   * Reads the admin claim from the current ID token (no network call unless the token has expired). A failure
   * keeps what was known: the claim only decides which screens show, the security rules decide what is allowed.
   */
  private async readClaims(user: User): Promise<void> {
    try {
      const { claims } = await user.getIdTokenResult();
      this.adminClaims.set(user.uid, claims['admin'] === true);
    } catch {
      // keep the last known value (false when none)
    }
  }

  private actionCodeSettings(): ActionCodeSettings | null {
    return this.options.verificationContinueUrl ? { url: this.options.verificationContinueUrl } : null;
  }

  private requireUser(): User {
    const user = this.auth.currentUser;
    if (!user) throw new AuthError('AUTH.NOT_SIGNED_IN', 'Please sign in first.');
    return user;
  }

  private notify(): void {
    const user = this.currentUser();
    this.manual.forEach((listener) => listener(user));
  }

  private async attempt<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (caught) {
      const error = toAuthError(caught);
      if (endsSession(error) && this.auth.currentUser) await signOut(this.auth).catch(() => undefined);
      throw error;
    }
  }
}

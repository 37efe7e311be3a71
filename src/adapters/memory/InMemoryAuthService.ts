import { AuthError } from '../../domain/shared/errors';
import type { Unsubscribe } from '../../domain/shared/Page';
import { fail, ok, type Result } from '../../domain/shared/Result';
import type { AuthUser } from '../../domain/accounts/User';
import type { AuthService, DeleteAccountError, SignInMethod } from '../../ports/AuthService';
import type { Clock } from '../../ports/Clock';
import type { IdGenerator } from '../../ports/IdGenerator';
import type { KeyValueStorage } from '../../ports/KeyValueStorage';
import {
  AUTH_ACCOUNTS,
  AUTH_CODES,
  type DemoAuthAccount,
  type DemoAuthCode,
  hashPassword,
  isValidEmail,
  RESET_CODE_LIFETIME_MS,
  normalizeEmail,
  toAuthUser,
} from './demoAuthAccount';
import { DemoSession } from './DemoSession';
import { FakeGooglePopup } from './FakeGooglePopup';
import type { InMemoryDemoInbox } from './InMemoryDemoInbox';
import type { MemoryDatabase } from './MemoryDatabase';
import { SignInThrottle } from './SignInThrottle';

export { SESSION_KEY } from './DemoSession';
export const GOOGLE_DEMO_EMAIL = 'google.user@demo.shop';
const MIN_PASSWORD_LENGTH = 6;
/** As Firebase: an account is deleted only within five minutes of its user proving who they are. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export interface InMemoryAuthServiceOptions {
  /** How long the fake Google popup stays open before it signs in; default 400 ms. */
  popupDelayMs?: number;
}

/**
 * The demo authentication service: accounts live in the memory database (so they survive a reload with the rest of
 * the demo data), the signed-in uid in KeyValueStorage, and verification mail goes to the demo inbox. Reading
 * accounts is not billed: Firebase Auth is not Firestore.
 */
export class InMemoryAuthService implements AuthService {
  private readonly listeners = new Set<(user: AuthUser | null) => void>();
  private readonly throttle: SignInThrottle;
  private readonly session: DemoSession;
  private readonly popup: FakeGooglePopup;

  constructor(
    private readonly db: MemoryDatabase,
    storage: KeyValueStorage,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly inbox: InMemoryDemoInbox,
    options: InMemoryAuthServiceOptions = {},
  ) {
    this.throttle = new SignInThrottle(clock);
    this.popup = new FakeGooglePopup(options.popupDelayMs ?? 400);
    this.session = new DemoSession(storage);
  }

  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe {
    this.listeners.add(listener);
    queueMicrotask(() => {
      if (this.listeners.has(listener)) listener(this.currentUser());
    });
    return () => this.listeners.delete(listener);
  }

  currentUser(): AuthUser | null {
    const account = this.sessionAccount();
    return account ? toAuthUser(account) : null;
  }

  async signIn(email: string, password: string): Promise<AuthUser> {
    const address = normalizeEmail(email);
    if (!isValidEmail(address))
      throw new AuthError('AUTH.INVALID_EMAIL', 'The e-mail address is badly formatted.');
    if (this.throttle.isLocked(address)) {
      throw new AuthError('AUTH.TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.');
    }
    const account = this.findByEmail(address);
    const hash = await hashPassword(address, password);
    if (!account || account.passwordHash === null || account.passwordHash !== hash) {
      this.throttle.recordFailure(address);
      throw new AuthError('AUTH.INVALID_CREDENTIAL', 'The e-mail or password is incorrect.');
    }
    if (account.disabled) throw new AuthError('AUTH.USER_DISABLED', 'This account has been disabled.');
    this.throttle.recordSuccess(address);
    return this.startSession(account);
  }

  async signUp(email: string, password: string, displayName: string): Promise<AuthUser> {
    const address = normalizeEmail(email);
    if (!isValidEmail(address))
      throw new AuthError('AUTH.INVALID_EMAIL', 'The e-mail address is badly formatted.');
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(
        'AUTH.WEAK_PASSWORD',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      );
    }
    const passwordHash = await hashPassword(address, password);
    if (this.findByEmail(address))
      throw new AuthError('AUTH.EMAIL_IN_USE', 'The e-mail address is already in use.');
    const account = this.createAccount(address, displayName.trim(), passwordHash, false);
    const user = this.startSession(account);
    this.sendVerificationTo(account);
    return user;
  }

  async signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }> {
    await this.popup.open();
    const existing = this.findByEmail(GOOGLE_DEMO_EMAIL);
    const account = existing ?? this.createAccount(GOOGLE_DEMO_EMAIL, 'Google User', null, true);
    if (account.disabled) throw new AuthError('AUTH.USER_DISABLED', 'This account has been disabled.');
    return { user: this.startSession(account), isNewUser: existing === null };
  }

  async signOut(): Promise<void> {
    this.endSession();
  }

  async updateDisplayName(name: string): Promise<AuthUser> {
    const account = this.requireAccount();
    const updated = { ...account, displayName: name.trim() };
    this.db.set(AUTH_ACCOUNTS, updated.uid, { ...updated });
    this.notify();
    return toAuthUser(updated);
  }

  async sendVerification(): Promise<void> {
    this.sendVerificationTo(this.requireAccount());
  }

  async applyVerificationCode(code: string): Promise<void> {
    const pending = this.db.peek<DemoAuthCode>(AUTH_CODES, code);
    const account = pending && this.db.peek<DemoAuthAccount>(AUTH_ACCOUNTS, pending.uid);
    if (!pending || pending.purpose === 'reset' || !account) {
      throw new AuthError('AUTH.INVALID_CODE', 'The verification link is invalid or has already been used.');
    }
    this.db.transaction(() => {
      this.db.delete(AUTH_CODES, code);
      this.db.set(AUTH_ACCOUNTS, account.uid, { ...account, emailVerified: true });
    });
    if (account.uid === this.session.uid) this.notify();
  }

  async sendPasswordReset(email: string): Promise<void> {
    const address = normalizeEmail(email);
    if (!isValidEmail(address))
      throw new AuthError('AUTH.INVALID_EMAIL', 'The e-mail address is badly formatted.');
    const account = this.findByEmail(address);
    // No account, or a disabled one: nothing is sent, and the caller cannot tell (no e-mail enumeration).
    if (!account || account.disabled) return;
    const code = this.ids.newId();
    this.db.set(AUTH_CODES, code, {
      code,
      uid: account.uid,
      createdAt: this.clock.now(),
      purpose: 'reset',
    } satisfies DemoAuthCode);
    this.inbox.deliver({
      to: account.email,
      subject: 'Reset your password for Sheesham Home',
      body: `Hello ${account.displayName || 'there'}, open this link to choose a new password. If you did not ask for it, you can ignore this e-mail.`,
      link: `/reset-password?oobCode=${code}`,
    });
  }

  async verifyPasswordResetCode(code: string): Promise<string> {
    return this.resetAccount(code).email;
  }

  async confirmPasswordReset(code: string, newPassword: string): Promise<string> {
    const account = this.resetAccount(code);
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(
        'AUTH.WEAK_PASSWORD',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      );
    }
    const passwordHash = await hashPassword(account.email, newPassword);
    this.db.transaction(() => {
      this.db.delete(AUTH_CODES, code);
      // Opening the link proves the mailbox, as on Firebase.
      this.db.set(AUTH_ACCOUNTS, account.uid, { ...account, passwordHash, emailVerified: true });
    });
    // As Firebase: a lock after failed sign-ins ends when the password is reset.
    this.throttle.recordSuccess(account.email);
    return account.email;
  }

  async reload(): Promise<AuthUser | null> {
    this.notify();
    return this.currentUser();
  }

  signInMethod(): SignInMethod | null {
    const account = this.sessionAccount();
    if (!account) return null;
    return account.passwordHash === null ? 'google' : 'password';
  }

  async deleteAccount(): Promise<Result<void, DeleteAccountError>> {
    const account = this.requireAccount();
    const provenAt = this.session.signedInAt;
    if (provenAt === null || Date.parse(this.clock.now()) - Date.parse(provenAt) > RECENT_SIGN_IN_MS) {
      return fail({ code: 'AUTH.REQUIRES_RECENT_LOGIN' });
    }
    this.db.transaction(() => {
      this.db.delete(AUTH_ACCOUNTS, account.uid);
      for (const code of this.db.scan<DemoAuthCode>(AUTH_CODES, (entry) => entry.uid === account.uid))
        this.db.delete(AUTH_CODES, code.code);
    });
    this.endSession();
    return ok(undefined);
  }

  async reauthenticate(password: string): Promise<void> {
    const account = this.requireAccount();
    if (
      account.passwordHash === null ||
      account.passwordHash !== (await hashPassword(account.email, password))
    ) {
      throw new AuthError('AUTH.INVALID_CREDENTIAL', 'The e-mail or password is incorrect.');
    }
    this.session.signedInAt = this.clock.now();
  }

  async reauthenticateWithGoogle(): Promise<void> {
    const account = this.requireAccount();
    await this.popup.open();
    if (account.email !== GOOGLE_DEMO_EMAIL) {
      throw new AuthError('AUTH.INVALID_CREDENTIAL', 'That Google account is not the one signed in.');
    }
    this.session.signedInAt = this.clock.now();
  }

  private startSession(account: DemoAuthAccount): AuthUser {
    this.session.uid = account.uid;
    this.session.signedInAt = this.clock.now();
    this.notify();
    return toAuthUser(account);
  }

  private createAccount(
    email: string,
    displayName: string,
    passwordHash: string | null,
    verified: boolean,
  ): DemoAuthAccount {
    const account: DemoAuthAccount = {
      uid: this.ids.newId(),
      email,
      passwordHash,
      displayName,
      photoURL: '',
      emailVerified: verified,
      disabled: false,
      createdAt: this.clock.now(),
    };
    this.db.set(AUTH_ACCOUNTS, account.uid, { ...account });
    return account;
  }

  private sendVerificationTo(account: DemoAuthAccount): void {
    const code = this.ids.newId();
    this.db.set(AUTH_CODES, code, {
      code,
      uid: account.uid,
      createdAt: this.clock.now(),
    } satisfies DemoAuthCode);
    this.inbox.deliver({
      to: account.email,
      subject: 'Verify your e-mail for Sheesham Home',
      body: `Hello ${account.displayName || 'there'}, please confirm your e-mail address by opening this link.`,
      link: `/verify-email?code=${code}`,
    });
  }

  /** The account of an unused, unexpired reset code. */
  private resetAccount(code: string): DemoAuthAccount {
    const pending = this.db.peek<DemoAuthCode>(AUTH_CODES, code);
    const account = pending?.purpose === 'reset' && this.db.peek<DemoAuthAccount>(AUTH_ACCOUNTS, pending.uid);
    const expired =
      !pending || Date.parse(this.clock.now()) - Date.parse(pending.createdAt) > RESET_CODE_LIFETIME_MS;
    if (!account || account.disabled || expired) {
      throw new AuthError(
        'AUTH.INVALID_CODE',
        'The password reset link is invalid, expired or already used.',
      );
    }
    return account;
  }

  private findByEmail(email: string): DemoAuthAccount | null {
    return this.db.scan<DemoAuthAccount>(AUTH_ACCOUNTS, (account) => account.email === email)[0] ?? null;
  }

  private sessionAccount(): DemoAuthAccount | null {
    return this.session.uid === null ? null : this.db.peek<DemoAuthAccount>(AUTH_ACCOUNTS, this.session.uid);
  }

  private requireAccount(): DemoAuthAccount {
    const account = this.sessionAccount();
    if (!account) throw new AuthError('AUTH.NOT_SIGNED_IN', 'Please sign in first.');
    return account;
  }

  private endSession(): void {
    this.session.uid = null;
    this.session.signedInAt = null;
    this.notify();
  }

  private notify(): void {
    const user = this.currentUser();
    this.listeners.forEach((listener) => listener(user));
  }
}

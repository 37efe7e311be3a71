import { makeAutoObservable, runInAction } from 'mobx';
import { isAdmin } from '../../../domain/staff/AdminPolicy';
import { AuthError } from '../../../domain/shared/errors';
import { authErrorMessage, messageFor } from '../../../domain/text/messages';
import type { GuardSession } from '../../../domain/staff/RouteAccess';
import type { AuthUser, UserProfile } from '../../../domain/accounts/User';
import type { AppConfig } from '../../../ports/AppConfig';
import type { AuthService } from '../../../ports/AuthService';
import type { Clock } from '../../../ports/Clock';
import type { UserRepository } from '../../../ports/UserRepository';
import { userRecordFor } from './userRecordFor';

export type SessionResult = { ok: true; user: AuthUser } | { ok: false; message: string };

const isAuthError = (error: unknown): error is AuthError =>
  error instanceof AuthError || (error instanceof Error && error.name === 'AuthError' && 'code' in error);

/** docs/behaviour.md#accounts-and-verification: a disabled account or an expired token signs the user out. */
const SIGNS_OUT = new Set(['AUTH.USER_DISABLED', 'AUTH.TOKEN_EXPIRED']);

/**
 * The signed-in user and their `users` record. Auth transitions of docs/behaviour.md#accounts-and-verification: setting a user clears loading and
 * error; clearing the user empties user, loading and error; setting an error stops loading.
 */
export class SessionStore {
  user: AuthUser | null;
  profile: UserProfile | null;
  /** True until the auth service has reported once, and while a sign-in action runs. */
  loading = true;
  error: string | null = null;
  /** False until the auth service has reported the session once (a persisted user may show meanwhile). */
  ready = false;
  /** True while the `users` record of a newly reported user is being read, or made. */
  profileLoading = false;
  /**
   * A sign-up (or a first Google sign-in that agreed to the privacy notice) is making the user's record: until it is
   * made, the new account is not yet signed in as far as the pages go, and nobody reads the record half made.
   */
  creatingAccount = false;
  adminCheckFailed = false;
  readonly #auth: AuthService;
  readonly #users: UserRepository;
  readonly #config: AppConfig;
  readonly #clock: Clock;
  #stopListening: (() => void) | null = null;
  /** The uid whose record this session has read or written (a persisted profile is only a first guess). */
  private profileOf: string | null = null;
  /** Counts writes of the record: a read begun before a write must not put the old record back. */
  private profileWrites = 0;

  constructor(
    auth: AuthService,
    users: UserRepository,
    config: AppConfig,
    clock: Clock,
    persisted: { user: AuthUser | null; profile: UserProfile | null } = { user: null, profile: null },
  ) {
    this.#auth = auth;
    this.#users = users;
    this.#config = config;
    this.#clock = clock;
    this.user = persisted.user;
    this.profile = persisted.profile;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isAuthenticated(): boolean {
    return this.user !== null;
  }

  /** The demo backend's fixed admin list (empty in firebase mode), for telling a member of staff's role. */
  get adminEmails(): readonly string[] {
    return this.#config.adminEmails;
  }

  get isAdmin(): boolean {
    if (!this.user) return false;
    const role = this.profile?.uid === this.user.uid ? this.profile.role : null;
    return isAdmin(
      {
        email: this.user.email,
        emailVerified: this.user.emailVerified,
        adminClaim: this.user.adminClaim,
        role,
      },
      this.#config.adminEmails,
    );
  }

  /** The signed-in user's record was read and there is none: they have not agreed to the privacy notice yet. */
  get needsPrivacyConsent(): boolean {
    return this.user !== null && this.profileOf === this.user.uid && this.profile === null;
  }

  /** The name to greet the user with. */
  get displayName(): string {
    if (!this.user) return '';
    return this.profile?.name || this.user.displayName || this.user.email.split('@')[0] || 'Customer';
  }

  /** The session as the route guard (domain RouteAccess) sees it. */
  get guardSession(): GuardSession {
    if (!this.ready || this.profileLoading) return { status: 'loading' };
    if (!this.user) return { status: 'signed-out' };
    return {
      status: 'signed-in',
      emailVerified: this.user.emailVerified,
      isAdmin: this.isAdmin,
      adminCheckFailed: this.adminCheckFailed,
      needsPrivacyConsent: this.needsPrivacyConsent,
    };
  }

  /** Starts following the auth service; returns the stop function. */
  start(): () => void {
    this.#stopListening?.();
    this.#stopListening = this.#auth.onAuthStateChanged((user) => void this.handleAuthState(user));
    return this.stop;
  }

  stop(): void {
    this.#stopListening?.();
    this.#stopListening = null;
  }

  setUser(user: AuthUser): void {
    this.user = user;
    this.loading = false;
    this.error = null;
  }

  clearUser(): void {
    this.user = null;
    this.profile = null;
    this.profileOf = null;
    this.loading = false;
    this.error = null;
    this.adminCheckFailed = false;
  }

  setError(message: string): void {
    this.error = message;
    this.loading = false;
  }

  clearError(): void {
    this.error = null;
  }

  async signIn(email: string, password: string): Promise<SessionResult> {
    return this.run(() => this.#auth.signIn(email, password));
  }

  /**
   * Account, display name and verification message (auth service), then the user record with role 'user' and the
   * consent to the privacy notice that the sign-up form requires.
   */
  async signUp(name: string, email: string, password: string): Promise<SessionResult> {
    return this.run(() =>
      this.whileCreatingAccount(async () => {
        const user = await this.#auth.signUp(email, password, name.trim());
        await this.loadProfile(user, name.trim(), true, true);
        return user;
      }),
    );
  }

  /**
   * Google popup; a first sign-in creates the user record with role 'user' when the user has `consented` to the
   * privacy notice, else leaves them without one (needsPrivacyConsent).
   */
  async signInWithGoogle(consented = false): Promise<SessionResult> {
    const signIn = async (): Promise<AuthUser> => {
      const { user } = await this.#auth.signInWithGoogle();
      await this.loadProfile(user, undefined, true, consented);
      return user;
    };
    return this.run(() => (consented ? this.whileCreatingAccount(signIn) : signIn()));
  }

  /** The signed-in user without a record agrees to the privacy notice: their record is created. */
  async acceptPrivacyNotice(): Promise<SessionResult> {
    return this.run(async () => {
      const user = this.#auth.currentUser();
      if (!user) throw new AuthError('AUTH.NOT_SIGNED_IN', 'Not signed in');
      await this.loadProfile(user, undefined, true, true);
      if (!this.profile) throw new Error('The user record was not created');
      return user;
    });
  }

  async signOut(): Promise<void> {
    try {
      await this.#auth.signOut();
    } finally {
      this.clearUser();
    }
  }

  /** Sets the display name on the auth user and merges displayName and name into the user record. */
  async updateName(name: string): Promise<SessionResult> {
    const trimmed = name.trim();
    const uid = this.user?.uid;
    if (!uid) return { ok: false, message: messageFor('AUTH.NOT_SIGNED_IN') };
    return this.run(async () => {
      const user = await this.#auth.updateDisplayName(trimmed);
      runInAction(() => this.profileWrites++);
      const profile = await this.#users.updateName(uid, trimmed);
      runInAction(() => {
        this.profile = profile;
        this.profileOf = uid;
      });
      return user;
    });
  }

  /** A member of staff's own wish to get the owner's messages too; the profile follows once it is saved. */
  async setOwnerMessages(on: boolean): Promise<boolean> {
    const uid = this.user?.uid;
    if (!uid) return false;
    try {
      const profile = await this.#users.setOwnerMessages(uid, on);
      runInAction(() => {
        this.profile = profile;
        this.profileOf = uid;
      });
      return true;
    } catch (error) {
      console.error('Saving the wish for shop messages failed', error);
      return false;
    }
  }

  async sendVerification(): Promise<SessionResult> {
    return this.run(async () => {
      await this.#auth.sendVerification();
      const user = this.#auth.currentUser();
      if (!user) throw new AuthError('AUTH.NOT_SIGNED_IN', 'Not signed in');
      return user;
    });
  }

  /** Re-reads the auth user, e.g. after the e-mail was verified in another tab. */
  async refresh(): Promise<void> {
    const user = await this.#auth.reload();
    runInAction(() => {
      if (user) this.user = user;
    });
  }

  private async run(work: () => Promise<AuthUser>): Promise<SessionResult> {
    this.loading = true;
    this.error = null;
    try {
      const user = await work();
      this.setUser(user);
      return { ok: true, user };
    } catch (error) {
      const message = isAuthError(error) ? authErrorMessage(error.code) : messageFor('AUTH.UNEXPECTED');
      this.setError(message);
      if (isAuthError(error) && SIGNS_OUT.has(error.code)) await this.signOut();
      return { ok: false, message };
    }
  }

  /**
   * Runs a sign-up that makes the user's record. The auth service reports the new account before `work` makes its
   * record; a read of it then would find none and ask the shopper for the consent they just gave.
   */
  private async whileCreatingAccount(work: () => Promise<AuthUser>): Promise<AuthUser> {
    runInAction(() => (this.creatingAccount = true));
    try {
      return await work();
    } finally {
      runInAction(() => (this.creatingAccount = false));
      // A sign-up that failed after its account was made: the record, or its absence, is read as on any sign-in.
      const user = this.#auth.currentUser();
      if (user && this.profileOf !== user.uid) await this.loadProfile(user);
    }
  }

  private async handleAuthState(user: AuthUser | null): Promise<void> {
    if (!user) {
      runInAction(() => {
        this.clearUser();
        this.ready = true;
      });
      return;
    }
    const sameUser = this.profile?.uid === user.uid;
    // A report about the user whose record this session already holds (a new name, a verification) refreshes the
    // record in the background: holding the pages meanwhile would unmount them, and the profile form would start
    // again from whatever the record said at that moment.
    const known = sameUser && this.profileOf === user.uid;
    runInAction(() => {
      this.setUser(user);
      if (!sameUser) this.profile = null;
      if (!known) this.profileLoading = true;
      this.ready = true;
    });
    if (this.creatingAccount) return;
    await this.loadProfile(user, undefined, !known);
  }

  /**
   * Reads the user record, creating it (role 'user') when missing if the user `consented` to the privacy notice; a
   * failure leaves only the claim and e-mail list checks. `hold` keeps the route guard waiting meanwhile; a read
   * begun before a write of the record is dropped.
   */
  private async loadProfile(user: AuthUser, name?: string, hold = true, consented = false): Promise<void> {
    runInAction(() => {
      if (hold) this.profileLoading = true;
      // Creating the record writes it: a read begun before must not put "no record" back.
      if (consented) this.profileWrites++;
    });
    const writes = this.profileWrites;
    try {
      const profile = await userRecordFor(this.#users, user, this.#clock.now(), name, consented);
      runInAction(() => {
        if (this.user?.uid !== user.uid || this.profileWrites !== writes) return;
        this.profile = profile;
        this.profileOf = user.uid;
        this.adminCheckFailed = false;
        // Nor a read begun while it was written.
        if (consented) this.profileWrites++;
      });
    } catch (error) {
      console.error('Could not read the user record', error);
      runInAction(() => (this.adminCheckFailed = true));
    } finally {
      if (hold) runInAction(() => (this.profileLoading = false));
    }
  }
}

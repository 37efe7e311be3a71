import { makeAutoObservable, runInAction } from 'mobx';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { ROLE_DUTIES, ROLE_LABELS } from '../../../domain/staff/StaffRole';
import { mayHoldRole, type Role, type UserProfile } from '../../../domain/accounts/User';
import type { UserRepository } from '../../../ports/UserRepository';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { CursorPager } from '../common/CursorPager';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { toasterNotifier } from '../common/toasterNotifier';

export const USERS_PAGE_SIZE = 25;

/** A role change waiting for the admin's confirmation. */
export interface PendingRoleChange {
  user: UserProfile;
  role: Role;
}

/**
 * Users with their role, newest first; the owner gives each a role after confirming, never their own, and no staff
 * role to an account whose e-mail is not verified (the rules refuse it).
 */
export class AdminUsersStore {
  busy = new Set<string>();
  /** The role change the confirm dialog asks about; nothing changes until it is confirmed. */
  pendingChange: PendingRoleChange | null = null;
  readonly pager: CursorPager<UserProfile>;
  readonly #repository: UserRepository;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;
  readonly #currentUid: () => string | null;

  constructor(
    repository: UserRepository,
    notifier: AdminNotifier,
    network: NetworkGuard,
    currentUid: () => string | null,
  ) {
    this.#repository = repository;
    this.#notifier = notifier;
    this.#network = network;
    this.#currentUid = currentUid;
    this.pager = new CursorPager(
      (cursor) => this.#repository.list(USERS_PAGE_SIZE, cursor),
      adminMessageFor('ADMIN.LOAD_FAILED'),
    );
    // The pager is a store of its own, fixed for this store's life: nothing to observe in the reference.
    makeAutoObservable(this, { pager: false }, { autoBind: true });
  }

  get users(): UserProfile[] {
    return this.pager.items;
  }

  isSelf(uid: string): boolean {
    return uid === this.#currentUid();
  }

  /** Why `user` can't be given every role here (their own, an unverified e-mail), or null when they can. */
  roleLimitReason(user: UserProfile): string | null {
    if (this.isSelf(user.uid)) return adminMessageFor('USER.SELF_DEMOTE');
    return mayHoldRole(user, 'manager') ? null : adminMessageFor('USER.UNVERIFIED_ADMIN');
  }

  /** Asks before a role change (a click alone never changes one); refuses at once what setRole would refuse. */
  askRole(user: UserProfile, role: Role): void {
    if (this.refusal(user, role)) return;
    this.pendingChange = { user, role };
  }

  cancelRoleChange(): void {
    this.pendingChange = null;
  }

  /** The confirm dialog's question: names the account, the new role and what it may do. */
  get pendingQuestion(): { title: string; message: string; confirmLabel: string } | null {
    const change = this.pendingChange;
    if (!change) return null;
    const { user, role } = change;
    return {
      title: 'Change role',
      message: adminMessageFor('USER.ROLE_CONFIRM', {
        name: user.name || user.displayName || user.email,
        email: user.email,
        label: ROLE_LABELS[role],
        does: ROLE_DUTIES[role],
      }),
      confirmLabel: `Make ${ROLE_LABELS[role]}`,
    };
  }

  async confirmRoleChange(): Promise<void> {
    const change = this.pendingChange;
    this.pendingChange = null;
    if (change) await this.setRole(change.user, change.role);
  }

  async setRole(user: UserProfile, role: Role): Promise<void> {
    if (this.refusal(user, role)) return;
    if (this.#network.refusesOffline(this.#notifier)) return;
    this.busy = new Set([...this.busy, user.uid]);
    try {
      const updated = await this.#repository.setRole(user.uid, role);
      this.pager.setItems(this.users.map((entry) => (entry.uid === updated.uid ? updated : entry)));
      this.#notifier.success(
        adminMessageFor('USER.ROLE_UPDATED', {
          name: updated.name || updated.email,
          label: ROLE_LABELS[role],
        }),
      );
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('USER.ROLE_FAILED'));
    } finally {
      runInAction(() => (this.busy = new Set([...this.busy].filter((uid) => uid !== user.uid))));
    }
  }

  /** Tells the admin why a change is refused (their own rights, an unverified e-mail); false when it is not. */
  private refusal(user: UserProfile, role: Role): boolean {
    if (this.isSelf(user.uid)) {
      this.#notifier.error(adminMessageFor('USER.SELF_DEMOTE'));
      return true;
    }
    if (!mayHoldRole(user, role)) {
      this.#notifier.error(adminMessageFor('USER.UNVERIFIED_ADMIN'));
      return true;
    }
    return false;
  }
}

/** A fresh store for each visit to the Users screen; the signed-in owner is the one who may not change their own role. */
export const createAdminUsersStore = (root: RootStore): AdminUsersStore =>
  new AdminUsersStore(
    root.ports.users,
    toasterNotifier,
    networkStatusOf(root),
    () => root.session.user?.uid ?? null,
  );

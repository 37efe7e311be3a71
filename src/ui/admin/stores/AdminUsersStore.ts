import { makeAutoObservable, runInAction } from 'mobx';
import { messageFor } from '../../../domain/messages';
import type { Role, UserProfile } from '../../../domain/User';
import type { UserRepository } from '../../../ports/UserRepository';
import type { AdminNotifier } from './AdminNotifier';

export const USERS_PAGE_SIZE = 25;

/** Users with their role, newest first; promote and demote, never the signed-in admin's own rights. */
export class AdminUsersStore {
  users: UserProfile[] = [];
  loading = true;
  error: string | null = null;
  private cursors: (string | null)[] = [null];
  pageIndex = 0;
  nextCursor: string | null = null;
  busy = new Set<string>();

  constructor(
    private readonly repository: UserRepository,
    private readonly notifier: AdminNotifier,
    private readonly currentUid: () => string | null,
  ) {
    makeAutoObservable<AdminUsersStore, 'repository' | 'notifier' | 'currentUid'>(
      this,
      { repository: false, notifier: false, currentUid: false },
      { autoBind: true },
    );
  }

  get hasPrevious(): boolean {
    return this.pageIndex > 0;
  }

  get hasNext(): boolean {
    return this.nextCursor !== null;
  }

  isSelf(uid: string): boolean {
    return uid === this.currentUid();
  }

  nextPage(): Promise<void> {
    if (!this.nextCursor) return Promise.resolve();
    this.cursors = [...this.cursors.slice(0, this.pageIndex + 1), this.nextCursor];
    this.pageIndex += 1;
    return this.load();
  }

  previousPage(): Promise<void> {
    if (this.pageIndex === 0) return Promise.resolve();
    this.pageIndex -= 1;
    return this.load();
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const page = await this.repository.list(USERS_PAGE_SIZE, this.cursors[this.pageIndex] ?? null);
      runInAction(() => {
        this.users = page.items;
        this.nextCursor = page.nextCursor;
        this.error = null;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.error = messageFor('ADMIN.LOAD_FAILED')));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async setRole(user: UserProfile, role: Role): Promise<void> {
    if (role !== 'admin' && this.isSelf(user.uid)) {
      this.notifier.error(messageFor('USER.SELF_DEMOTE'));
      return;
    }
    this.busy = new Set([...this.busy, user.uid]);
    try {
      const updated = await this.repository.setRole(user.uid, role);
      runInAction(
        () => (this.users = this.users.map((entry) => (entry.uid === updated.uid ? updated : entry))),
      );
      this.notifier.success(messageFor('USER.ROLE_UPDATED', { name: updated.name || updated.email, role }));
    } catch (error) {
      console.error(error);
      this.notifier.error(messageFor('USER.ROLE_FAILED'));
    } finally {
      runInAction(() => (this.busy = new Set([...this.busy].filter((uid) => uid !== user.uid))));
    }
  }
}

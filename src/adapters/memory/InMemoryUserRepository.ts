import { roleTarget } from '../../domain/staff/ActivityTargets';
import { RepositoryError } from '../../domain/shared/errors';
import type { Page } from '../../domain/shared/Page';
import { assertMayHoldRole } from '../../domain/staff/RoleChange';
import { type NewUserRecord, type Role, type UserProfile, newUserProfile } from '../../domain/accounts/User';
import type { Clock } from '../../ports/Clock';
import { MAX_STAFF, type UserRepository } from '../../ports/UserRepository';
import { SystemClock } from './SystemClock';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { keysetPage } from './keysetPage';
import { byCreation, newestFirst, type NewestFirstPosition } from './newestFirstCursor';

export const USERS = 'users';

/** A stored record as the domain sees it: one stored before emailVerified existed (older snapshot) reads false. */
const userOf = (stored: UserProfile): UserProfile => ({
  ...stored,
  emailVerified: stored.emailVerified === true,
});

const positionOf = (user: UserProfile): NewestFirstPosition => ({ createdAt: user.createdAt, id: user.uid });
const newestUserFirst = (a: UserProfile, b: UserProfile): number => newestFirst(positionOf(a), positionOf(b));

/** User records in the `users` collection, keyed by uid. */
export class InMemoryUserRepository implements UserRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly log: InMemoryActivityLog,
    /** The time of a record's creation, when its owner's consent to the privacy notice is recorded. */
    private readonly clock: Clock = new SystemClock(),
  ) {}

  async get(uid: string): Promise<UserProfile | null> {
    const stored = this.db.get<UserProfile>(USERS, uid);
    return stored ? userOf(stored) : null;
  }

  async ensure(profile: NewUserRecord): Promise<UserProfile> {
    return this.db.transaction(() => {
      const existing = this.db.get<UserProfile>(USERS, profile.uid);
      if (existing) return userOf(existing);
      const created = newUserProfile(profile, this.clock.now());
      this.db.set(USERS, created.uid, { ...created });
      return created;
    });
  }

  async updateName(uid: string, name: string): Promise<UserProfile> {
    return this.patch(uid, { displayName: name, name });
  }

  async syncEmail(uid: string, email: string, emailVerified: boolean): Promise<UserProfile> {
    return this.patch(uid, { email, emailVerified });
  }

  async setOwnerMessages(uid: string, on: boolean): Promise<UserProfile> {
    return this.patch(uid, { ownerMessages: on }, (current) => {
      // As firestore.rules: only staff may ask for the owner's messages.
      if (on && current.role === 'user')
        throw new RepositoryError('REPO.PERMISSION_DENIED', `User ${uid} is not staff`);
    });
  }

  /** Refuses role 'admin' on an unverified record as firestore.rules do (domain assertMayHoldRole). */
  async setRole(uid: string, role: Role): Promise<UserProfile> {
    return this.patch(uid, { role }, (current) => {
      assertMayHoldRole(current, role);
      this.log.record('role', [roleTarget(current, { ...current, role })]);
    });
  }

  /** As firestore.rules: the owner deletes their own record only while it holds no staff role. */
  async remove(uid: string): Promise<void> {
    this.db.transaction(() => {
      const stored = this.db.get<UserProfile>(USERS, uid);
      if (!stored) return;
      if (stored.role !== 'user')
        throw new RepositoryError('REPO.PERMISSION_DENIED', `User ${uid} holds a staff role`);
      this.db.delete(USERS, uid);
    });
  }

  async listStaff(): Promise<UserProfile[]> {
    return this.db
      .query<UserProfile>(USERS, {
        where: (user) => user.role !== 'user',
        orderBy: newestUserFirst,
        limit: MAX_STAFF,
      })
      .map(userOf);
  }

  async list(pageSize: number, cursor?: string | null): Promise<Page<UserProfile>> {
    const page = keysetPage(this.db, USERS, () => true, byCreation(positionOf), { pageSize, cursor });
    return { ...page, items: page.items.map(userOf) };
  }

  private patch(
    uid: string,
    change: Partial<UserProfile>,
    check: (current: UserProfile) => void = () => undefined,
  ): UserProfile {
    return this.db.transaction(() => {
      const stored = this.db.get<UserProfile>(USERS, uid);
      if (!stored) throw new RepositoryError('REPO.NOT_FOUND', `No user ${uid}`);
      const user = userOf(stored);
      check(user);
      const updated = { ...user, ...change };
      this.db.set(USERS, uid, { ...updated });
      return updated;
    });
  }
}

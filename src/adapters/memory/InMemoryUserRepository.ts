import { RepositoryError } from '../../domain/errors';
import type { Page } from '../../domain/Page';
import type { Role, UserProfile } from '../../domain/User';
import type { UserRepository } from '../../ports/UserRepository';
import type { MemoryDatabase } from './MemoryDatabase';
import { isAfter, newestFirst, newestFirstPage, type NewestFirstPosition } from './newestFirstCursor';

export const USERS = 'users';

const positionOf = (user: UserProfile): NewestFirstPosition => ({ createdAt: user.createdAt, id: user.uid });
const newestUserFirst = (a: UserProfile, b: UserProfile): number => newestFirst(positionOf(a), positionOf(b));

/** User records in the `users` collection, keyed by uid. */
export class InMemoryUserRepository implements UserRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async get(uid: string): Promise<UserProfile | null> {
    return this.db.get<UserProfile>(USERS, uid);
  }

  async ensure(profile: Omit<UserProfile, 'role'>): Promise<UserProfile> {
    return this.db.transaction(() => {
      const existing = this.db.get<UserProfile>(USERS, profile.uid);
      if (existing) return existing;
      const created: UserProfile = { ...profile, role: 'user' };
      this.db.set(USERS, created.uid, { ...created });
      return created;
    });
  }

  async updateName(uid: string, name: string): Promise<UserProfile> {
    return this.patch(uid, { displayName: name, name });
  }

  async setRole(uid: string, role: Role): Promise<UserProfile> {
    return this.patch(uid, { role });
  }

  async list(pageSize: number, cursor?: string | null): Promise<Page<UserProfile>> {
    return newestFirstPage<UserProfile>(
      (after, limit) =>
        this.db.query<UserProfile>(USERS, {
          where: (user) => after === null || isAfter(positionOf(user), after),
          orderBy: newestUserFirst,
          limit,
        }),
      positionOf,
      pageSize,
      cursor,
    );
  }

  private patch(uid: string, change: Partial<UserProfile>): UserProfile {
    return this.db.transaction(() => {
      const user = this.db.get<UserProfile>(USERS, uid);
      if (!user) throw new RepositoryError('REPO.NOT_FOUND', `No user ${uid}`);
      const updated = { ...user, ...change };
      this.db.set(USERS, uid, { ...updated });
      return updated;
    });
  }
}

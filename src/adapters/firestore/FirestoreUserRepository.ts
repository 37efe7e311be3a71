import {
  collection,
  deleteDoc,
  doc,
  type DocumentData,
  documentId,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  type Transaction,
  where,
} from 'firebase/firestore';
import { guardedTransaction } from './guardedTransaction';
import type { CurrentActor } from '../../domain/staff/Activity';
import { roleTarget } from '../../domain/staff/ActivityTargets';
import { RepositoryError } from '../../domain/shared/errors';
import type { Page } from '../../domain/shared/Page';
import { assertMayHoldRole } from '../../domain/staff/RoleChange';
import {
  type NewUserRecord,
  ROLES,
  type Role,
  type UserProfile,
  newUserProfile,
} from '../../domain/accounts/User';
import { MAX_STAFF, type UserRepository } from '../../ports/UserRepository';
import { USERS } from './collections';
import { logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';
import { decodeCursor, encodeCursor } from './pageCursor';
import { checkPageSize } from '../../domain/shared/Page';
import { toIso } from './timestamps';

const STAFF_ROLES: Role[] = ROLES.filter((role) => role !== 'user');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** users/{uid}; createdAt stays an ISO string, as docs/architecture.md#data-model stores it. A record without emailVerified is older data. */
const userOf = (uid: string, data: DocumentData): UserProfile => ({
  uid,
  email: text(data['email']),
  emailVerified: data['emailVerified'] === true,
  displayName: text(data['displayName']),
  name: text(data['name']),
  photoURL: text(data['photoURL']),
  role: ROLES.includes(data['role']) ? (data['role'] as Role) : 'user',
  createdAt: typeof data['createdAt'] === 'string' ? data['createdAt'] : toIso(data['createdAt']),
  ...(data['privacyConsentAt'] ? { privacyConsentAt: toIso(data['privacyConsentAt']) } : {}),
  ...(typeof data['ownerMessages'] === 'boolean' ? { ownerMessages: data['ownerMessages'] } : {}),
});

/**
 * Exactly the keys the rules allow (also for the seed). A record's consent is only ever written as the server's time
 * of its owner's own creation of it (ensure), never copied: the rules refuse any other.
 */
export const toUserDocument = (user: UserProfile): DocumentData => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified === true,
  displayName: user.displayName,
  name: user.name,
  photoURL: user.photoURL,
  role: user.role,
  createdAt: user.createdAt,
});

/** User records keyed by the auth uid. */
export class FirestoreUserRepository implements UserRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  async get(uid: string): Promise<UserProfile | null> {
    return guarded(async () => {
      const snapshot = await getDoc(doc(this.db, USERS, uid));
      return snapshot.exists() ? userOf(uid, snapshot.data()) : null;
    });
  }

  /** The consent's time is the server's (the rules require it), so the record is read back once written. */
  async ensure(profile: NewUserRecord): Promise<UserProfile> {
    const reference = doc(this.db, USERS, profile.uid);
    const existing = await guardedTransaction(this.db, async (transaction) => {
      const snapshot = await transaction.get(reference);
      if (snapshot.exists()) return userOf(profile.uid, snapshot.data());
      const created = newUserProfile(profile, new Date().toISOString());
      transaction.set(reference, { ...toUserDocument(created), privacyConsentAt: serverTimestamp() });
      return null;
    });
    if (existing) return existing;
    const stored = await this.get(profile.uid);
    if (!stored) throw new RepositoryError('REPO.NOT_FOUND', `No user ${profile.uid}`);
    return stored;
  }

  /** A record with a staff role stays: the rules refuse it, and the same error is given without asking them. */
  async remove(uid: string): Promise<void> {
    const current = await this.get(uid);
    if (!current) return;
    if (current.role !== 'user')
      throw new RepositoryError('REPO.PERMISSION_DENIED', `User ${uid} holds a staff role`);
    await guarded(() => deleteDoc(doc(this.db, USERS, uid)));
  }

  async updateName(uid: string, name: string): Promise<UserProfile> {
    return this.patch(uid, { displayName: name, name });
  }

  async syncEmail(uid: string, email: string, emailVerified: boolean): Promise<UserProfile> {
    return this.patch(uid, { email, emailVerified });
  }

  async setOwnerMessages(uid: string, on: boolean): Promise<UserProfile> {
    return this.patch(uid, { ownerMessages: on });
  }

  /** The rules refuse role 'admin' on an unverified record too; checking first leaves the same error either way. */
  async setRole(uid: string, role: Role): Promise<UserProfile> {
    return this.patch(uid, { role }, (current, transaction) => {
      assertMayHoldRole(current, role);
      const target = roleTarget(current, { ...current, role });
      return { auditId: logActivity(this.db, transaction, this.actor, 'role', [target]) };
    });
  }

  async listStaff(): Promise<UserProfile[]> {
    return guarded(async () => {
      const { docs } = await getDocs(
        query(collection(this.db, USERS), where('role', 'in', STAFF_ROLES), limit(MAX_STAFF)),
      );
      return docs.map((entry) => userOf(entry.id, entry.data()));
    });
  }

  async list(pageSize: number, cursor?: string | null): Promise<Page<UserProfile>> {
    checkPageSize(pageSize);
    const after = cursor ? decodeCursor(cursor, 'users', ['string', 'string']) : null;
    return guarded(async () => {
      const { docs } = await getDocs(
        query(
          collection(this.db, USERS),
          orderBy('createdAt', 'desc'),
          orderBy(documentId(), 'desc'),
          ...(after ? [startAfter(...after)] : []),
          limit(pageSize + 1),
        ),
      );
      const items = docs.slice(0, pageSize).map((entry) => userOf(entry.id, entry.data()));
      const last = items[items.length - 1];
      const more = docs.length > pageSize && last !== undefined;
      return { items, nextCursor: more ? encodeCursor('users', [last.createdAt, last.uid]) : null };
    });
  }

  /**
   * Only the changed fields are written, so the rules can tell a name change from a role change; `check` may refuse
   * the change or add fields to the write (a role change's auditId).
   */
  private patch(
    uid: string,
    change: Partial<UserProfile>,
    check: (current: UserProfile, transaction: Transaction) => DocumentData = () => ({}),
  ): Promise<UserProfile> {
    return guardedTransaction(this.db, async (transaction) => {
      const reference = doc(this.db, USERS, uid);
      const snapshot = await transaction.get(reference);
      if (!snapshot.exists()) throw new RepositoryError('REPO.NOT_FOUND', `No user ${uid}`);
      const current = userOf(uid, snapshot.data());
      transaction.update(reference, { ...change, ...check(current, transaction) });
      return { ...current, ...change };
    });
  }
}

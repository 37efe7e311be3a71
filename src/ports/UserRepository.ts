import type { Page } from '../domain/shared/Page';
import type { NewUserRecord, Role, UserProfile } from '../domain/accounts/User';

/**
 * The `users` records. A record's `email` and `emailVerified` are what the owner's sign-in token said when it was
 * written: only the owner writes them (ensure, syncEmail), and an admin's role change keeps them. A record stored
 * without `emailVerified` (older data) reads as false.
 */
export interface UserRepository {
  /** Null when there is no record for the uid. */
  get(uid: string): Promise<UserProfile | null>;
  /**
   * Creates the owner's record if none exists, with role 'user', `email` / `emailVerified` as given (the signed-in
   * user's token) and `privacyConsentAt` the time of the write (the server's on Firestore): call it only once the
   * user has agreed to the privacy notice. Returns the stored record either way; an existing one keeps its consent.
   */
  ensure(profile: NewUserRecord): Promise<UserProfile>;
  /**
   * The owner's own record takes the e-mail and its verification as their token says them now (e.g. verified after
   * sign-up); nothing else changes. Throws RepositoryError REPO.NOT_FOUND for an unknown uid, REPO.PERMISSION_DENIED
   * when the values are not the caller's token's (Firestore).
   */
  syncEmail(uid: string, email: string, emailVerified: boolean): Promise<UserProfile>;
  /** Merges displayName and name. Throws RepositoryError REPO.NOT_FOUND for an unknown uid. */
  updateName(uid: string, name: string): Promise<UserProfile>;
  /**
   * A member of staff's own wish to get the owner's messages too (staffMessageAddresses). Throws RepositoryError
   * REPO.NOT_FOUND for an unknown uid, REPO.PERMISSION_DENIED when a customer asks (Firestore).
   */
  setOwnerMessages(uid: string, on: boolean): Promise<UserProfile>;
  /**
   * Admin only; email and emailVerified stay. Throws RepositoryError REPO.NOT_FOUND for an unknown uid, and
   * REPO.PERMISSION_DENIED for role 'admin' on a record whose e-mail is not verified (domain mayHoldRole), leaving
   * the record as it was.
   */
  setRole(uid: string, role: Role): Promise<UserProfile>;
  /**
   * The owner deletes their own record (their account's deletion); nothing happens when there is none. Throws
   * RepositoryError REPO.PERMISSION_DENIED for a record with a staff role, which the owner of the shop takes away
   * first, leaving it as it was.
   */
  remove(uid: string): Promise<void>;
  /** Admin listing, newest first. */
  list(pageSize: number, cursor?: string | null): Promise<Page<UserProfile>>;
  /** The shop's staff: every record whose role is not 'user', newest first, at most MAX_STAFF. */
  listStaff(): Promise<UserProfile[]>;
}

/** How many staff records listStaff returns: more than any shop of this kind employs. */
export const MAX_STAFF = 50;

import type { Page } from '../domain/Page';
import type { Role, UserProfile } from '../domain/User';
import { token } from './tokens';

export interface UserRepository {
  /** Null when there is no record for the uid. */
  get(uid: string): Promise<UserProfile | null>;
  /** Creates the record if none exists, with role 'user'; returns the stored record either way. */
  ensure(profile: Omit<UserProfile, 'role'>): Promise<UserProfile>;
  /** Merges displayName and name. Throws RepositoryError REPO.NOT_FOUND for an unknown uid. */
  updateName(uid: string, name: string): Promise<UserProfile>;
  /** Admin only. Throws RepositoryError REPO.NOT_FOUND for an unknown uid. */
  setRole(uid: string, role: Role): Promise<UserProfile>;
  /** Admin listing, newest first. */
  list(pageSize: number, cursor?: string | null): Promise<Page<UserProfile>>;
}

export const UserRepository = token<UserRepository>('UserRepository');

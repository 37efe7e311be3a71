import { RepositoryError } from '../shared/errors';
import { mayHoldRole, type Role, type UserProfile } from '../accounts/User';

/**
 * The check both user repositories make before a role change: refuse, with the error firestore.rules give, the
 * admin role for a record whose e-mail is not verified. (Not in User.ts: the first screen loads that one, and only
 * the backends need this.)
 */
export const assertMayHoldRole = (profile: UserProfile, role: Role): void => {
  if (!mayHoldRole(profile, role)) {
    throw new RepositoryError(
      'REPO.PERMISSION_DENIED',
      `User ${profile.uid}: e-mail not verified, cannot be ${role}`,
    );
  }
};

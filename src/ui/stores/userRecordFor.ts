import { type AuthUser, recordBehindToken, type UserProfile } from '../../domain/User';
import type { UserRepository } from '../../ports/UserRepository';

/**
 * The signed-in user's `users` record: read; created with role 'user' and the token's e-mail and verification when
 * missing; and, when it no longer says what the token says about the e-mail (verified after sign-up), refreshed
 * once from the token. A refresh that fails (a token not yet renewed) keeps the record as read: the next sign-in or
 * reload tries again.
 */
export const userRecordFor = async (
  users: UserRepository,
  user: AuthUser,
  createdAt: string,
  name?: string,
): Promise<UserProfile> => {
  const record =
    (await users.get(user.uid)) ??
    (await users.ensure({
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: name || user.displayName,
      name: name || user.displayName,
      photoURL: user.photoURL,
      createdAt,
    }));
  if (!recordBehindToken(record, user)) return record;
  try {
    return await users.syncEmail(user.uid, user.email, user.emailVerified);
  } catch (error) {
    console.warn('Could not refresh the e-mail of the user record', error);
    return record;
  }
};

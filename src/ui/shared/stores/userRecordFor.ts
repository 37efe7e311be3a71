import { type AuthUser, recordBehindToken, type UserProfile } from '../../../domain/accounts/User';
import type { UserRepository } from '../../../ports/UserRepository';

/**
 * The signed-in user's `users` record: read; when missing, created with role 'user' and the token's e-mail and
 * verification if the user has `consented` to the privacy notice, else none (null); and, when it no longer says what
 * the token says about the e-mail (verified after sign-up), refreshed once from the token. A refresh that fails (a
 * token not yet renewed) keeps the record as read: the next sign-in or reload tries again.
 */
export const userRecordFor = async (
  users: UserRepository,
  user: AuthUser,
  createdAt: string,
  name?: string,
  consented = false,
): Promise<UserProfile | null> => {
  const stored = await users.get(user.uid);
  if (!stored && !consented) return null;
  const record =
    stored ??
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

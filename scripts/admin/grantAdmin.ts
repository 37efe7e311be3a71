/**
 * The owner's way to make an account an admin of a real project: the custom claim `admin: true`, which
 * firestore.rules accept on a verified account (docs/architecture.md#security-rules). It is set with the Admin SDK from the owner's own
 * machine, never from the app, so nobody can grant it to themselves. Used by `npm run grant-admin`, by the
 * emulators' seed (scripts/seed/seedEmulators.ts) and by the emulator tests.
 */

export const ADMIN_CLAIM = 'admin';

/** The account as firebase-admin's `UserRecord` describes it (the fields granting reads). */
export interface AdminUserRecord {
  uid: string;
  email?: string;
  emailVerified: boolean;
  customClaims?: { [key: string]: unknown };
}

/** The part of firebase-admin's `Auth` that granting needs; `getAuth(app)` satisfies it. */
export interface AdminAuth {
  getUserByEmail(email: string): Promise<AdminUserRecord>;
  setCustomUserClaims(uid: string, customUserClaims: object | null): Promise<void>;
}

export interface GrantAdminOptions {
  /** Remove the claim instead of setting it. */
  revoke?: boolean;
}

export interface GrantAdminResult {
  uid: string;
  email: string;
  /** Whether the account holds the claim now. */
  admin: boolean;
  /** False when the account already was as asked (nothing was written). */
  changed: boolean;
  /** Every custom claim of the account now. */
  claims: Record<string, unknown>;
}

/** A refusal the owner can act on; the CLI prints its message alone. */
export class GrantAdminError extends Error {
  override readonly name = 'GrantAdminError';
}

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * Sets (or with `revoke` removes) the claim `admin: true` on the account with this e-mail, keeping its other
 * claims. Refuses to grant to an account whose e-mail is not verified: anyone can sign up with an address they do
 * not own, and the rules would not accept the claim on it anyway.
 */
export const grantAdmin = async (
  auth: AdminAuth,
  email: string,
  { revoke = false }: GrantAdminOptions = {},
): Promise<GrantAdminResult> => {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new GrantAdminError(`'${email}' is not an e-mail address.`);
  let user: AdminUserRecord;
  try {
    user = await auth.getUserByEmail(address);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
    throw new GrantAdminError(
      `No account with the e-mail ${address} in this project. Sign up in the shop with it (and open the ` +
        'verification link), then run this again.',
    );
  }
  if (!revoke && !user.emailVerified) {
    throw new GrantAdminError(
      `${address} has not verified its e-mail yet, so it cannot be made an admin. Open the verification link ` +
        'that the shop sent to that address (or "Resend" it from the shop), then run this again.',
    );
  }
  const current: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  const { [ADMIN_CLAIM]: previous, ...others } = current;
  const claims = revoke ? others : { ...others, [ADMIN_CLAIM]: true };
  const changed = revoke ? ADMIN_CLAIM in current : previous !== true;
  if (changed) await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email: address, admin: !revoke, changed, claims };
};

/** What the owner reads after a grant or a revocation: what happened and what to do next. */
export const grantAdminReport = (result: GrantAdminResult, projectId: string): string => {
  const who = `${result.email} (uid ${result.uid}) in ${projectId}`;
  if (result.admin) {
    return [
      result.changed ? `Granted admin to ${who}.` : `${who} already had admin; nothing changed.`,
      'Next: in the shop, sign out and sign in again with that account, so its ID token carries the claim.',
      'The admin panel is then at /admin; more staff can be made admins there (Users) or with this command.',
    ].join('\n');
  }
  return [
    result.changed ? `Removed admin from ${who}.` : `${who} had no admin claim; nothing changed.`,
    'A token issued before this keeps the claim until it expires (within an hour) or the user signs in again.',
    'If an admin also gave this account the admin role, take it back in the admin panel (/admin/users) too.',
  ].join('\n');
};

/**
 * A customer ('user') or one of the shop's staff: 'admin' is the owner (everything), 'manager' runs the catalogue,
 * orders, banners, delivery and reviews, 'support' the orders, returns and customers (StaffRole).
 */
export type Role = 'user' | 'admin' | 'manager' | 'support';

export const ROLES: readonly Role[] = ['user', 'admin', 'manager', 'support'];

/** A document of the `users` collection, keyed by the auth user id. */
export interface UserProfile {
  uid: string;
  /** The e-mail of the sign-in token that wrote the record (the rules check it), never one the user typed in. */
  email: string;
  /** Whether that token said the e-mail was verified; false for records stored before the field existed. */
  emailVerified: boolean;
  displayName: string;
  name: string;
  photoURL: string;
  role: Role;
  createdAt: string;
  /**
   * When the user agreed to the privacy notice: the time their record was created, which only happens with that
   * consent. Accounts made before the shop asked have none.
   */
  privacyConsentAt?: string;
  /** A member of staff's wish to get the owner's messages too: new orders, returns, complaints, the daily summary. */
  ownerMessages?: boolean;
}

/**
 * Where the staff who asked get the owner's messages: their verified e-mail, while their record holds a staff role
 * (a member of staff who became a customer again hears nothing more).
 */
export const staffMessageAddresses = (
  records: readonly Pick<UserProfile, 'email' | 'emailVerified' | 'role' | 'ownerMessages'>[],
): string[] =>
  records
    .filter((record) => record.ownerMessages === true && record.role !== 'user' && record.emailVerified)
    .map((record) => record.email)
    .filter((email) => email !== '');

/** What a new record is made from: the consent's time is the time of the write, never one the caller gives. */
export type NewUserRecord = Omit<UserProfile, 'role' | 'privacyConsentAt'>;

/** The signed-in identity as the authentication service reports it. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  emailVerified: boolean;
  /**
   * The service says the shop's owner granted this account admin (Firebase: the custom claim `admin: true` in the
   * ID token, set with `npm run grant-admin`). Always false on the demo backend, which keeps its fixed e-mail list.
   */
  adminClaim: boolean;
}

/**
 * The record no longer says what the sign-in token says about the e-mail (verified after sign-up, say): the user's
 * own record is then refreshed from the token, the only way the rules let its e-mail fields change.
 */
export const recordBehindToken = (profile: UserProfile, user: AuthUser): boolean =>
  profile.uid === user.uid && (profile.email !== user.email || profile.emailVerified !== user.emailVerified);

/** Only a record whose e-mail was verified may hold a staff role (firestore.rules refuse it otherwise). */
export const mayHoldRole = (profile: Pick<UserProfile, 'emailVerified'>, role: Role): boolean =>
  role === 'user' || profile.emailVerified;

/**
 * A new account's record: what the sign-in service says of it, with the role every account starts with and the
 * time it agreed to the privacy notice.
 */
export const newUserProfile = (account: NewUserRecord, privacyConsentAt: string): UserProfile => ({
  uid: account.uid,
  email: account.email,
  emailVerified: account.emailVerified,
  displayName: account.displayName,
  name: account.name,
  photoURL: account.photoURL,
  createdAt: account.createdAt,
  role: 'user',
  privacyConsentAt,
});

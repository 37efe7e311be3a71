import type { Role } from './User';

/** What the admin check looks at: the auth e-mail and its verification, and the role of the user record. */
export interface AdminIdentity {
  email?: string | null;
  /** When explicitly false, a listed e-mail does not count (the security rules accept only a verified one). */
  emailVerified?: boolean;
  role?: Role | null;
}

export const normalizeEmail = (email: string | null | undefined): string =>
  (email ?? '').trim().toLowerCase();

/** The fixed admin list as configured (e.g. VITE_ADMIN_EMAILS, comma or whitespace separated), normalised. */
export const parseAdminEmails = (value: string | null | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(/[\s,;]+/)
      .map(normalizeEmail)
      .filter((email) => email !== ''),
  ),
];

/**
 * SPEC §6: admin when the role is 'admin' or the e-mail is on the fixed list (case-insensitive, trimmed).
 * An e-mail known to be unverified does not count, so the screens agree with the security rules.
 */
export const isAdmin = (
  identity: AdminIdentity | null | undefined,
  adminEmails: readonly string[],
): boolean => {
  if (!identity) return false;
  if (identity.role === 'admin') return true;
  if (identity.emailVerified === false) return false;
  const email = normalizeEmail(identity.email);
  return email !== '' && adminEmails.some((listed) => normalizeEmail(listed) === email);
};

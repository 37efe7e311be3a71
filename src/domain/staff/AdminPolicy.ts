import type { Role } from '../accounts/User';

/**
 * What the admin check looks at: the auth e-mail and its verification, the owner's admin grant (a custom claim of
 * the ID token), and the role of the user record.
 */
export interface AdminIdentity {
  email?: string | null;
  /** When explicitly false, a listed e-mail does not count (the security rules accept only a verified one). */
  emailVerified?: boolean;
  role?: Role | null;
  /** The owner granted admin (the `admin: true` claim); counts only with a verified e-mail, as in the rules. */
  adminClaim?: boolean;
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
 * docs/architecture.md#security-rules: staff (may open the admin panel, StaffRole says what they may do there) when the role is a staff role, when the owner granted the admin claim to a verified account, or when the
 * e-mail is on the fixed list (case-insensitive, trimmed). The list is the demo backend's only: in firebase mode it
 * is empty, because the security rules know no e-mail address. An account whose e-mail is known to be unverified is
 * no admin by any of these, so the screens agree with the rules.
 */
export const isAdmin = (
  identity: AdminIdentity | null | undefined,
  adminEmails: readonly string[],
): boolean => {
  if (!identity || identity.emailVerified === false) return false;
  if (identity.role && identity.role !== 'user') return true;
  if (identity.adminClaim === true && identity.emailVerified === true) return true;
  const email = normalizeEmail(identity.email);
  return email !== '' && adminEmails.some((listed) => normalizeEmail(listed) === email);
};

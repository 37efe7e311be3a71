import { isAdmin, normalizeEmail, type AdminIdentity } from './AdminPolicy';
import type { Role } from '../accounts/User';

/** What one of the shop's staff may do. The rules (firestore.rules: isOwner, isManager, isStaff) enforce the same. */
export type StaffRole = 'owner' | 'manager' | 'support';

/**
 * The parts of the admin panel. 'catalogue' changes products and categories; 'catalogueView' only looks at them.
 * Every member of staff reads what the panel shows; these say what each may open and change.
 */
export type StaffArea =
  | 'dashboard'
  | 'catalogueView'
  | 'catalogue'
  | 'orders'
  | 'returns'
  | 'complaints'
  | 'reviews'
  | 'customers'
  | 'banners'
  | 'offers'
  | 'delivery'
  | 'users'
  | 'settings'
  | 'activity';

const MANAGER: readonly StaffArea[] = [
  'dashboard',
  'catalogueView',
  'catalogue',
  'orders',
  'returns',
  'complaints',
  'reviews',
  'customers',
  'banners',
  'offers',
  'delivery',
];
const SUPPORT: readonly StaffArea[] = [
  'dashboard',
  'catalogueView',
  'orders',
  'returns',
  'complaints',
  'customers',
];

export const mayWorkOn = (role: StaffRole | null, area: StaffArea): boolean =>
  role === 'owner' ||
  (role === 'manager' && MANAGER.includes(area)) ||
  (role === 'support' && SUPPORT.includes(area));

/** Only the owner deletes an order (firestore.rules: isOwner); what may be deleted is orderDeletionRefusal's. */
export const mayDeleteOrders = (role: StaffRole | null): boolean => role === 'owner';

/** The stored role that holds each staff role ('admin' is the owner: the name the rules and older records use). */
export const ROLE_OF_STAFF: Record<StaffRole, Role> = {
  owner: 'admin',
  manager: 'manager',
  support: 'support',
};

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Customer',
  admin: 'Owner',
  manager: 'Manager',
  support: 'Support',
};

/** What each role may do, in the words the owner is asked to confirm. */
export const ROLE_DUTIES: Record<Role, string> = {
  admin: 'An owner can do everything, including changing roles and the shop settings.',
  manager:
    'A manager runs products, categories, orders, returns, complaints, reviews, banners and delivery, but not users or settings.',
  support:
    'Support handles orders, returns, complaints and customers, and can look at the catalogue without changing it.',
  user: 'A customer cannot open the admin panel.',
};

/**
 * The staff role of a signed-in identity, as the rules decide it: the owner's admin claim (with a verified e-mail)
 * or the role 'admin' make an owner, then the record's 'manager' or 'support'; the demo backend's fixed e-mail list
 * makes an owner. Null for customers and for anyone isAdmin turns away.
 */
export const staffRoleOf = (
  identity: AdminIdentity | null | undefined,
  adminEmails: readonly string[],
): StaffRole | null => {
  if (!identity || !isAdmin(identity, adminEmails)) return null;
  if (identity.adminClaim === true && identity.emailVerified === true) return 'owner';
  if (identity.role === 'admin') return 'owner';
  if (identity.role === 'manager' || identity.role === 'support') return identity.role;
  const email = normalizeEmail(identity.email);
  return adminEmails.some((listed) => normalizeEmail(listed) === email) ? 'owner' : null;
};

import type { IconType } from 'react-icons';
import {
  LuCalendarDays,
  LuFolderTree,
  LuHistory,
  LuImage,
  LuTicketPercent,
  LuMessageSquareWarning,
  LuLayoutDashboard,
  LuPackage,
  LuSettings,
  LuTruck,
  LuShoppingBag,
  LuStar,
  LuUserCog,
  LuUndo2,
  LuUsers,
  LuWallet,
} from 'react-icons/lu';
import type { StaffArea } from '../../../domain/staff/StaffRole';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: IconType;
  /** The part of the panel the screen belongs to: the sidebar shows it to the roles that may work on it. */
  area: StaffArea;
}

/**
 * The sidebar of docs/behaviour.md#screens-and-routes, plus Returns, Complaints, Reviews, Categories, Users, Delivery and the owner's Activity log; Logout is added
 * by the sidebar itself.
 */
export const ADMIN_NAVIGATION: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LuLayoutDashboard, area: 'dashboard' },
  { label: 'Products', to: '/admin/products', icon: LuPackage, area: 'catalogueView' },
  { label: 'Orders', to: '/admin/orders', icon: LuShoppingBag, area: 'orders' },
  { label: 'Day sheet', to: '/admin/deliveries', icon: LuCalendarDays, area: 'orders' },
  { label: 'Cash on delivery', to: '/admin/cod', icon: LuWallet, area: 'orders' },
  { label: 'Returns', to: '/admin/returns', icon: LuUndo2, area: 'returns' },
  { label: 'Complaints', to: '/admin/complaints', icon: LuMessageSquareWarning, area: 'complaints' },
  { label: 'Reviews', to: '/admin/reviews', icon: LuStar, area: 'reviews' },
  { label: 'Customers', to: '/admin/customers', icon: LuUsers, area: 'customers' },
  { label: 'Categories', to: '/admin/categories', icon: LuFolderTree, area: 'catalogue' },
  { label: 'Users', to: '/admin/users', icon: LuUserCog, area: 'users' },
  { label: 'Banner Management', to: '/admin/banners', icon: LuImage, area: 'banners' },
  { label: 'Offers', to: '/admin/offers', icon: LuTicketPercent, area: 'offers' },
  { label: 'Delivery', to: '/admin/delivery', icon: LuTruck, area: 'delivery' },
  { label: 'Settings', to: '/admin/settings', icon: LuSettings, area: 'settings' },
  { label: 'Activity', to: '/admin/activity', icon: LuHistory, area: 'activity' },
];

/** Screens that need more than their sidebar entry's area: adding and editing products change the catalogue. */
const EDIT_SCREENS: readonly { prefix: string; label: string; area: StaffArea }[] = [
  { prefix: '/admin/products/add', label: 'Adding products', area: 'catalogue' },
  { prefix: '/admin/products/edit', label: 'Editing products', area: 'catalogue' },
];

const under = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The screen at `pathname` (lower-case, as the router matched it): its name and area; the dashboard for /admin. */
export const screenAt = (pathname: string): { label: string; area: StaffArea } | null => {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return ADMIN_NAVIGATION[0]!;
  return (
    EDIT_SCREENS.find((screen) => under(path, screen.prefix)) ??
    ADMIN_NAVIGATION.find((item) => under(path, item.to)) ??
    null
  );
};

import type { IconType } from 'react-icons';
import {
  LuFolderTree,
  LuImage,
  LuLayoutDashboard,
  LuPackage,
  LuSettings,
  LuTruck,
  LuShoppingBag,
  LuStar,
  LuUserCog,
  LuUndo2,
  LuUsers,
} from 'react-icons/lu';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: IconType;
}

/** SPEC §2's sidebar, plus Returns, Reviews, Categories, Users and Delivery; Logout is added by the sidebar itself. */
export const ADMIN_NAVIGATION: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LuLayoutDashboard },
  { label: 'Products', to: '/admin/products', icon: LuPackage },
  { label: 'Orders', to: '/admin/orders', icon: LuShoppingBag },
  { label: 'Returns', to: '/admin/returns', icon: LuUndo2 },
  { label: 'Reviews', to: '/admin/reviews', icon: LuStar },
  { label: 'Customers', to: '/admin/customers', icon: LuUsers },
  { label: 'Categories', to: '/admin/categories', icon: LuFolderTree },
  { label: 'Users', to: '/admin/users', icon: LuUserCog },
  { label: 'Banner Management', to: '/admin/banners', icon: LuImage },
  { label: 'Delivery', to: '/admin/delivery', icon: LuTruck },
  { label: 'Settings', to: '/admin/settings', icon: LuSettings },
];

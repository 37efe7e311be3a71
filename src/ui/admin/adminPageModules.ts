import type { ComponentType } from 'react';

/**
 * The admin screens the route table may name, by their module's path under src/ui, each a lazy chunk. The map lives
 * in the admin's code so that the shop's shell carries one import for all of them rather than each screen's list of
 * chunks.
 */
export const ADMIN_PAGES = {
  'admin/dashboard/DashboardPage': () =>
    import('./dashboard/DashboardPage').then((module) => module.DashboardPage),
  'admin/products/ProductsPage': () =>
    import('./products/ProductsPage').then((module) => module.ProductsPage),
  'admin/products/ProductFormPage': () =>
    import('./products/ProductFormPage').then((module) => module.ProductFormPage),
  'admin/orders/OrdersPage': () => import('./orders/OrdersPage').then((module) => module.OrdersPage),
  'admin/orders/InvoicePage': () => import('./orders/InvoicePage').then((module) => module.InvoicePage),
  'admin/returns/ReturnsPage': () => import('./returns/ReturnsPage').then((module) => module.ReturnsPage),
  'admin/complaints/ComplaintsPage': () =>
    import('./complaints/ComplaintsPage').then((module) => module.ComplaintsPage),
  'admin/reviews/ReviewsPage': () => import('./reviews/ReviewsPage').then((module) => module.ReviewsPage),
  'admin/categories/CategoriesPage': () =>
    import('./categories/CategoriesPage').then((module) => module.CategoriesPage),
  'admin/users/UsersPage': () => import('./users/UsersPage').then((module) => module.UsersPage),
  'admin/customers/CustomersPage': () =>
    import('./customers/CustomersPage').then((module) => module.CustomersPage),
  'admin/delivery/DeliveryPage': () =>
    import('./delivery/DeliveryPage').then((module) => module.DeliveryPage),
  'admin/deliveries/DaySheetPage': () =>
    import('./deliveries/DaySheetPage').then((module) => module.DaySheetPage),
  'admin/cod/CodRemittancePage': () =>
    import('./cod/CodRemittancePage').then((module) => module.CodRemittancePage),
  'admin/labels/LabelsPage': () => import('./labels/LabelsPage').then((module) => module.LabelsPage),
  'admin/settings/SettingsPage': () =>
    import('./settings/SettingsPage').then((module) => module.SettingsPage),
  'admin/settings/SearchWordsPage': () =>
    import('./settings/SearchWordsPage').then((module) => module.SearchWordsPage),
  'admin/offers/OffersPage': () => import('./offers/OffersPage').then((module) => module.OffersPage),
  'admin/banners/BannersPage': () => import('./banners/BannersPage').then((module) => module.BannersPage),
  'admin/activity/ActivityPage': () =>
    import('./activity/ActivityPage').then((module) => module.ActivityPage),
  'admin/layout/LogoutPage': () => import('./layout/LogoutPage').then((module) => module.LogoutPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminPage = keyof typeof ADMIN_PAGES;

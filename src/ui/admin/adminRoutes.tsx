import { Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { lazyPage } from '../routes/lazyPage';

// Every admin module is its own lazy chunk: a shopper never downloads any of them.
const AdminLayout = lazyPage(() => import('./AdminLayout'), 'AdminLayout');
const DashboardPage = lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage');
const ProductsPage = lazyPage(() => import('./pages/ProductsPage'), 'ProductsPage');
const ProductFormPage = lazyPage(() => import('./pages/ProductFormPage'), 'ProductFormPage');
const OrdersPage = lazyPage(() => import('./pages/OrdersPage'), 'OrdersPage');
const CategoriesPage = lazyPage(() => import('./pages/CategoriesPage'), 'CategoriesPage');
const UsersPage = lazyPage(() => import('./pages/UsersPage'), 'UsersPage');
const CustomersPage = lazyPage(() => import('./pages/CustomersPage'), 'CustomersPage');
const SettingsPage = lazyPage(() => import('./pages/SettingsPage'), 'SettingsPage');
const BannersPage = lazyPage(() => import('./pages/BannersPage'), 'BannersPage');
const LogoutPage = lazyPage(() => import('./pages/LogoutPage'), 'LogoutPage');

/**
 * The admin routes of SPEC §2 under their own layout, for the one route table (AppRoutes). Access is the
 * AccessGuard's: every path under /admin needs an admin.
 */
export const adminRoutes = () => (
  <Route
    path="admin"
    element={
      <Suspense fallback={<PageSpinner />}>
        <AdminLayout />
      </Suspense>
    }
  >
    <Route index element={<DashboardPage />} />
    <Route path="dashboard" element={<DashboardPage />} />
    <Route path="products" element={<ProductsPage />} />
    <Route path="products/add" element={<ProductFormPage />} />
    <Route path="products/edit/:id" element={<ProductFormPage />} />
    <Route path="orders" element={<OrdersPage />} />
    <Route path="categories" element={<CategoriesPage />} />
    <Route path="users" element={<UsersPage />} />
    <Route path="customers" element={<CustomersPage />} />
    <Route path="settings" element={<SettingsPage />} />
    <Route path="banners" element={<BannersPage />} />
    <Route path="logout" element={<LogoutPage />} />
    <Route path="*" element={<Navigate to="/" replace />} />
  </Route>
);

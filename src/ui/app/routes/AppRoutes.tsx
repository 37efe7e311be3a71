import { createElement, lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { PublicLayout } from '../PublicLayout';
import { AccessGuard } from './AccessGuard';
import { pageComponent } from './pageModules';
import { ROUTES, type RouteEntry } from './routeTable';
import { withShopSystem } from '../../shared/theme/deferredShopSystem';

// Every admin module is a lazy chunk: a shopper never downloads any of them.
const AdminLayout = lazy(() =>
  withShopSystem(import('../../admin/layout/AdminLayout')).then((module) => ({
    default: module.AdminLayout,
  })),
);

const routeOf = (entry: RouteEntry) => (
  <Route
    key={entry.path}
    path={entry.path}
    element={
      entry.page === undefined ? (
        <Navigate to={entry.redirect ?? '/'} replace />
      ) : (
        createElement(pageComponent(entry.page))
      )
    }
  />
);

const inShop = (entry: RouteEntry): boolean => entry.access !== 'admin' && entry.page !== undefined;

/**
 * The router, built from the route table (routeTable.ts): one guard for every route, the shop's pages inside the
 * shop's layout, the admin's (access 'admin') inside the admin layout, and the table's redirects.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<AccessGuard />}>
          <Route element={<PublicLayout />}>{ROUTES.filter(inShop).map(routeOf)}</Route>
          <Route element={<AdminLayout />}>
            {ROUTES.filter((entry) => entry.access === 'admin').map(routeOf)}
          </Route>
          {ROUTES.filter((entry) => entry.access !== 'admin' && !inShop(entry)).map(routeOf)}
        </Route>
      </Routes>
    </Suspense>
  );
}

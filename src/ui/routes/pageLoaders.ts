import { matchPath } from 'react-router-dom';

// The modules of the pages a visit most often starts on; AppRoutes lazy-loads them with these same functions.
export const loadHomePage = () => import('../pages/HomePage');
export const loadProductsPage = () => import('../pages/ProductsPage');
export const loadProductDetailPage = () => import('../pages/ProductDetailPage');
export const loadCategoryPage = () => import('../pages/CategoryPage');
export const loadSearchPage = () => import('../pages/SearchPage');

const LANDING_PAGES: Array<[pattern: string, load: () => Promise<unknown>]> = [
  ['/', loadHomePage],
  ['/products', loadProductsPage],
  ['/products/:id', loadProductDetailPage],
  ['/categories/:category', loadCategoryPage],
  ['/search', loadSearchPage],
];

/**
 * Starts downloading the page module for `pathname` while the app is still starting (the container and the backend
 * chunk), instead of after the first render: one network round trip less before the page shows.
 */
export const preloadPageFor = (pathname: string): void => {
  const landing = LANDING_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  // A failure shows when the route renders the page (RouteErrorBoundary), not here.
  landing?.[1]().catch(() => undefined);
};

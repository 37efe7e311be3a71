import { matchRoute, ROUTES, type RouteEntry } from '../ui/app/routes/routeTable';
import type { RootStore } from '../ui/app/stores/RootStore';

/**
 * The routes a visit can start on with a drawn page: home, the product list, the categories, a category, a product at
 * either address and the footer's pages. Every other page (the account, the cart, the admin) is the app's alone.
 */
export const isDrawnRoute = (route: RouteEntry): boolean =>
  route.redirect === undefined &&
  (route.initialData !== undefined ||
    route.path === '/categories' ||
    route.page?.startsWith('shop/info/') === true);

/** The drawn pages whose address has no parameter. */
export const DRAWN_STATIC_PATHS: readonly string[] = ROUTES.filter(
  (route) => isDrawnRoute(route) && !route.path.includes(':'),
).map((route) => route.path);

/** Whether `pathname` is a drawn page's address. */
export const isDrawnPath = (pathname: string): boolean => {
  const match = matchRoute(pathname);
  return match !== undefined && isDrawnRoute(match.route);
};

/** Whether the page at `pathname`, loaded into `stores`, shows a product or category that does not exist (a 404). */
export const isMissingPage = (pathname: string, stores: RootStore): boolean => {
  const match = matchRoute(pathname);
  switch (match?.route.initialData) {
    case 'productById':
    case 'productBySlug':
      return stores.productDetail.notFound;
    case 'category':
      return stores.summary.node((match.params.category ?? '').toLowerCase()) === null;
    default:
      return false;
  }
};

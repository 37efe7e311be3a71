import { compareListFromQuery, compareQuery } from '../domain/storefront/CompareList';
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

const drawnStatic = ROUTES.filter((route) => isDrawnRoute(route) && !route.path.includes(':'));

/** The drawn pages whose address has no parameter, for search engines: the sitemap lists them. */
export const DRAWN_STATIC_PATHS: readonly string[] = drawnStatic
  .filter((route) => route.crawl !== false)
  .map((route) => route.path);

/** The drawn pages not for search engines (the compare page): drawn for a visit and a link's preview, in no sitemap. */
export const DRAWN_UNLISTED_PATHS: readonly string[] = drawnStatic
  .filter((route) => route.crawl === false)
  .map((route) => route.path);

/**
 * What is drawn for a request of `pathname` with `search`: the path alone, as the query of a listing's sort or a
 * link's tracking is the app's; the compare page's list (`?ids=`) too, which it names in its head for a link's preview.
 */
export const drawnAddress = (pathname: string, search: string): string => {
  if (matchRoute(pathname)?.route.initialData !== 'compare') return pathname;
  const list = compareListFromQuery(new URLSearchParams(search).get('ids'));
  return list.length === 0 ? pathname : `${pathname}${compareQuery(list)}`;
};

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

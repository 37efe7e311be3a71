import { when } from 'mobx';
import { matchRoutes, type Params } from 'react-router-dom';
import { findNode } from '../../domain/NavigationTree';
import { filtersFromSearchParams } from '../pages/catalogue/listingSearchParams';
import type { RootStore } from '../stores/RootStore';
import { CategoryPage, HomePage, ProductDetailPage, ProductsPage } from './AppRoutes';

type Preload = (stores: RootStore, params: Params, search: URLSearchParams) => Promise<unknown>[];

const preloadCategory = async (stores: RootStore, slug: string, search: URLSearchParams): Promise<void> => {
  if (!findNode(slug)) return;
  await when(() => stores.summary.loaded);
  // CategoryPage shows a listing only for a category with products.
  if (stores.summary.countFor(slug) > 0)
    await stores.catalogue.preload(filtersFromSearchParams(search, slug));
};

/** The pages a visit often starts on (AppRoutes' paths), with what their first screen reads. */
const LANDINGS: { path: string; preload?: Preload }[] = [
  { path: '/', preload: (stores) => [HomePage.preload(), stores.featured.load(), stores.newArrivals.load()] },
  {
    path: '/products',
    preload: (stores, _, search) => [
      ProductsPage.preload(),
      stores.catalogue.preload(filtersFromSearchParams(search)),
    ],
  },
  {
    path: '/products/:id',
    preload: (stores, { id = '' }) => [
      ProductDetailPage.preload(),
      stores.productDetail.preload({ by: 'id', value: id }),
    ],
  },
  {
    path: '/categories/:category',
    preload: (stores, { category = '' }, search) => [
      CategoryPage.preload(),
      preloadCategory(stores, category.toLowerCase(), search),
    ],
  },
  // Two-segment paths of AppRoutes that outrank /{category}/{productName}: not product pages.
  { path: '/orders/:id' },
  { path: '/product/:id' },
  { path: '/category/:key' },
  { path: '/admin/*' },
  {
    path: '/:category/:productName',
    preload: (stores, { productName = '' }) => [
      ProductDetailPage.preload(),
      stores.productDetail.preload({ by: 'slug', value: productName }),
    ],
  },
];

/**
 * Loads what the first screen at `location` shows (the shell's live views, the page's module and its data), so the
 * first render draws the page whole: one commit and one layout instead of a skeleton, a spinner and several
 * re-renders, each a long task on a phone. The page's own loads on mount are then handed what is there. Settles
 * when all have answered, failed or not; the stores must be started (RootStore.start) for the shell to answer.
 */
export const preloadLanding = async (
  stores: RootStore,
  location: { pathname: string; search: string },
): Promise<void> => {
  const match = matchRoutes(LANDINGS, location.pathname)?.[0];
  const loads = match?.route.preload?.(stores, match.params, new URLSearchParams(location.search)) ?? [];
  await Promise.allSettled([stores.whenShellLoaded(), ...loads]);
};

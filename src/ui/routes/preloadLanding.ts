import { when } from 'mobx';
import { matchRoutes, type Params } from 'react-router-dom';
import { PRIORITY_CARD_COUNT, galleryImages, mainPicture } from '../components/productImage';
import { filtersFromSearchParams } from '../pages/catalogue/listingSearchParams';
import type { RootStore } from '../stores/RootStore';
import { CategoryPage, HomePage, ProductDetailPage, ProductsPage } from './AppRoutes';
import { warmPictures } from './warmPictures';

type Preload = (stores: RootStore, params: Params, search: URLSearchParams) => Promise<unknown>[];
/** The pictures the page's first screen loads at once, with high priority, from what was preloaded. */
type Pictures = (stores: RootStore) => string[];

const firstCards: Pictures = ({ catalogue }) =>
  catalogue.items.slice(0, PRIORITY_CARD_COUNT).map(mainPicture);
const productPicture: Pictures = ({ productDetail: { product } }) =>
  product ? galleryImages(product.image, product.images).slice(0, 1) : [];

const preloadCategory = async (stores: RootStore, slug: string, search: URLSearchParams): Promise<void> => {
  await when(() => stores.summary.loaded);
  if (!stores.summary.node(slug)) return;
  // CategoryPage shows a listing only for a category with products.
  if (stores.summary.countFor(slug) > 0)
    await stores.catalogue.preload(filtersFromSearchParams(search, slug));
};

/** The pages a visit often starts on (AppRoutes' paths), with what their first screen reads. */
const LANDINGS: { path: string; preload?: Preload; pictures?: Pictures }[] = [
  {
    path: '/',
    preload: (stores) => [HomePage.preload(), stores.featured.load(), stores.newArrivals.load()],
    pictures: ({ banners }) => banners.banners.slice(0, 1).map((banner) => banner.image),
  },
  {
    path: '/products',
    preload: (stores, _, search) => [
      ProductsPage.preload(),
      stores.catalogue.preload(filtersFromSearchParams(search)),
    ],
    pictures: firstCards,
  },
  {
    path: '/products/:id',
    preload: (stores, { id = '' }) => [
      ProductDetailPage.preload(),
      stores.productDetail.preload({ by: 'id', value: id }),
    ],
    pictures: productPicture,
  },
  {
    path: '/categories/:category',
    preload: (stores, { category = '' }, search) => [
      CategoryPage.preload(),
      preloadCategory(stores, category.toLowerCase(), search),
    ],
    pictures: firstCards,
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
    pictures: productPicture,
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
  warm: (sources: readonly string[]) => void = warmPictures,
): Promise<void> => {
  const match = matchRoutes(LANDINGS, location.pathname)?.[0];
  const loads = match?.route.preload?.(stores, match.params, new URLSearchParams(location.search)) ?? [];
  await Promise.allSettled([stores.whenShellLoaded(), ...loads]);
  warm(match?.route.pictures?.(stores) ?? []);
};

import { when } from 'mobx';
import type { Params } from 'react-router-dom';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import { compareListFromQuery } from '../../../domain/storefront/CompareList';
import { bannerPicture } from '../../shared/format/bannerPicture';
import { PRIORITY_CARD_COUNT, galleryImages, mainPicture } from '../../shared/format/productImage';
import { filtersFromSearchParams } from '../../shop/catalogue/listingSearchParams';
import type { RootStore } from '../stores/RootStore';
import { loadPage } from './pageModules';
import { matchRoute, type InitialData } from './routeTable';
import { warmPictures } from './warmPictures';

interface InitialDataLoad {
  /** The loads the page starts when it mounts, started earlier: the page's own calls then get these. */
  load(stores: RootStore, params: Params, search: URLSearchParams): Promise<unknown>[];
  /** The pictures the first screen draws at once, with high priority, once loaded. */
  pictures(stores: RootStore): string[];
}

const firstCards = ({ catalogue }: RootStore): string[] =>
  catalogue.items.slice(0, PRIORITY_CARD_COUNT).map((product) => cardPictureUrl(mainPicture(product)));
const productPicture = ({ productDetail: { product } }: RootStore): string[] =>
  product ? galleryImages(product.image, product.images).slice(0, 1) : [];

const loadCategory = async (stores: RootStore, slug: string, search: URLSearchParams): Promise<void> => {
  await when(() => stores.summary.state.status === 'loaded');
  // CategoryPage shows a listing only for a category with products.
  if (stores.summary.node(slug) && stores.summary.countFor(slug) > 0)
    await stores.catalogue.setFilters(filtersFromSearchParams(search, slug));
};

/** What the first screen of each kind of page reads (the route table's `initialData`). */
const FIRST_SCREENS: Record<InitialData, InitialDataLoad> = {
  home: {
    load: (stores) => [stores.featured.load(), stores.newArrivals.load()],
    pictures: ({ banners }) => banners.banners.slice(0, 1).map(bannerPicture),
  },
  products: {
    load: (stores, _, search) => [stores.catalogue.setFilters(filtersFromSearchParams(search))],
    pictures: firstCards,
  },
  category: {
    load: (stores, { category = '' }, search) => [loadCategory(stores, category.toLowerCase(), search)],
    pictures: firstCards,
  },
  productById: {
    load: (stores, { id = '' }) => [stores.productDetail.load({ by: 'id', value: id })],
    pictures: productPicture,
  },
  productBySlug: {
    load: (stores, { productName = '' }) => [stores.productDetail.load({ by: 'slug', value: productName })],
    pictures: productPicture,
  },
  // The list the address names; without one, the page puts the device's list in the address.
  compare: {
    load: (stores, _, search) => [stores.compare.load(compareListFromQuery(search.get('ids')))],
    pictures: ({ compare }) => compare.products.map((product) => cardPictureUrl(mainPicture(product))),
  },
  // The delivery store stays out of the shell: only the pages that need the zones load it.
  deliveryZones: {
    load: (stores) => [
      import('../../shop/checkout/DeliveryStore').then(({ deliveryStoreOf }) =>
        deliveryStoreOf(stores).load(),
      ),
    ],
    pictures: () => [],
  },
};

/**
 * How long the first render waits for the first screen. The memory backend answers within it, so the first screen
 * is drawn whole; a slow network gets the page's skeletons after it instead of a blank page.
 */
const FIRST_SCREEN_WAIT_MS = 800;

/**
 * Loads what the first screen at `location` shows before the first render (the shell's live views, the page's
 * module and, per the route table, its data), so it is drawn whole: one commit and one layout instead of a
 * skeleton, a spinner and several re-renders, each a long task on a phone. Settles when all have answered (failed
 * or not) or after `waitMs`; without `session`, it does not wait for the session (a prerendered page's takeover). The
 * stores must be started (RootStore.start) for the shell to answer. Admin pages are left to load behind their guard.
 */
export const loadInitialData = async (
  stores: RootStore,
  location: { pathname: string; search: string },
  { waitMs = FIRST_SCREEN_WAIT_MS, warm = warmPictures, session = true } = {},
): Promise<void> => {
  const match = matchRoute(location.pathname);
  const route = match?.route;
  const screen = route?.initialData ? FIRST_SCREENS[route.initialData] : undefined;
  const loads = [
    stores.whenShellLoaded({ session }),
    ...(route?.page && route.access !== 'admin' ? [loadPage(route.page)] : []),
    ...(screen?.load(stores, match?.params ?? {}, new URLSearchParams(location.search)) ?? []),
  ];
  const loaded = Promise.allSettled(loads).then(() => warm(screen?.pictures(stores) ?? []));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([loaded, waited]).finally(() => clearTimeout(timer));
};

import { productPath } from '../../src/domain/catalogue/NavigationTree';
import type { Product } from '../../src/domain/catalogue/Product';
import type { Ports } from '../../src/ports/Ports';
import type { ProductRepository } from '../../src/ports/ProductRepository';
import { AdminOrderFeed } from '../../src/ui/admin/orders/AdminOrderFeed';
import { DashboardStore } from '../../src/ui/admin/dashboard/DashboardStore';
import { filtersFromSearchParams } from '../../src/ui/shop/catalogue/listingSearchParams';
import type { ProductLookup } from '../../src/ui/shop/product/ProductDetailStore';
import {
  createProductReviewsStore,
  type ProductReviewsStore,
} from '../../src/ui/shop/product/ProductReviewsStore';
import { createStores, type RootStore } from '../../src/ui/app/stores/RootStore';
import { SearchSuggestionsStore } from '../../src/ui/shop/catalogue/SearchSuggestionsStore';
import { RecentSearchesStore } from '../../src/ui/shop/catalogue/RecentSearchesStore';
import { notificationStoreOf } from '../../src/ui/admin/layout/NotificationStore';

/**
 * The journeys the budgets of issue 6 are about, made of exactly the calls the app makes: the real root stores
 * (started as AppProviders starts them) and the stores each page creates, on whatever ports they are given.
 * The bench runs them on the memory backend and reads its meter; the emulator test runs them on Firestore.
 */

/** The `/products` URL of the listing journey: a category filter, a price filter and a sort. */
export const LISTING_URL = '/products?category=sofas&maxPrice=60000&sort=price-low';

/** What the search journey types: five-letter starts of what shoppers look for. */
export const TYPED_WORDS = [
  'chair',
  'table',
  'sofas',
  'walnu',
  'mango',
  'dinin',
  'wardr',
  'carve',
  'shees',
  'rocki',
];
export const TYPED_QUERY = 'chair';

export interface Tab {
  stores: RootStore;
  close(): void;
}

/** A browser tab opening the app: the root stores, started. */
export const openTab = (ports: Ports): Tab => {
  const stores = createStores(ports);
  return { stores, close: stores.start() };
};

/** `/`: the shell and the home page's two product rows (banners and category tiles come from the shell). */
export const homePage = async (stores: RootStore): Promise<void> => {
  await Promise.all([stores.whenShellLoaded(), stores.featured.load(), stores.newArrivals.load()]);
};

/** A listing URL: the shell, then what ProductListing does with the URL's filters (first page and its count). */
export const listingPage = async (stores: RootStore, url = LISTING_URL): Promise<void> => {
  const filters = filtersFromSearchParams(new URL(url, 'https://shop.example').searchParams);
  await Promise.all([stores.whenShellLoaded(), stores.catalogue.setFilters(filters)]);
};

/** What a product card links to, as the detail page's router parameters read it. */
export const lookupOf = (product: Product): ProductLookup => {
  const [, , name = ''] = productPath(product).split('/');
  return { by: 'slug', value: decodeURIComponent(name) };
};

/** Opening a product from a listing: the product by its link, then its related products (shell already loaded). */
export const productDetail = async (stores: RootStore, product: Product): Promise<void> => {
  await stores.productDetail.load(lookupOf(product));
  const { state, product: shown } = stores.productDetail;
  if (state.status !== 'loaded' || !shown) throw new Error(`Product ${product.id} did not load`);
};

/** The demo shopper (seedDemoAccounts) and their delivered demo order (seedDemoOrders), whose products they may review. */
export const DEMO_SHOPPER = { email: 'shopper@demo.shop', password: 'shopper123' } as const;
export const DELIVERED_ORDER_ID = 'demoOrderDelivered01';

/** The demo shopper signing in on a tab, then the shell. */
export const signInAsShopper = async (stores: RootStore): Promise<void> => {
  const signedIn = await stores.session.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  if (!signedIn.ok || !stores.session.user) throw new Error('The demo shopper could not sign in');
  await stores.whenShellLoaded();
};

/**
 * A product page's reviews section coming into view, as ProductReviews mounts it: a fresh store, its aggregate and
 * first page, and (signed in) the shopper's own review, delivered order and votes, at once.
 */
export const productReviews = async (stores: RootStore, productId: string): Promise<ProductReviewsStore> => {
  const store = createProductReviewsStore(stores, productId);
  await Promise.all([store.load(), store.loadShopper(store.userId)]);
  if (store.state.status !== 'loaded' || !store.shopperKnown)
    throw new Error(`The reviews of product ${productId} did not load`);
  return store;
};

/**
 * Typing into the header search box: one SearchSuggestionsStore as SearchBox makes it, a key every `keyMs`, then
 * a pause long enough for the last round. `advance` moves the (virtual) clock; the store's debounce decides how
 * many rounds reach the repository. Returns how many rounds answered.
 */
export const typeIntoSearch = async (
  { products, storage }: Ports,
  advance: (ms: number) => Promise<void>,
  keyMs: number,
  text = TYPED_QUERY,
): Promise<{ rounds: number; results: Product[] }> => {
  let rounds = 0;
  const counting: ProductRepository = Object.create(products) as ProductRepository;
  counting.search = (query, limit) => {
    rounds += 1;
    return products.search(query, limit);
  };
  const store = new SearchSuggestionsStore(counting, new RecentSearchesStore(storage));
  for (let typed = 1; typed <= text.length; typed++) {
    store.setQuery(text.slice(0, typed));
    await advance(keyMs);
  }
  await advance(2000);
  store.dispose();
  return { rounds, results: store.results };
};

/** What an admin tab runs while it shows the dashboard: the new-order feed and the dashboard's bounded reads. */
export const openAdminDashboard = async (ports: Ports, tab: Tab): Promise<() => void> => {
  const { stores } = tab;
  const { orders, products, reviews, complaints, clock } = ports;
  const feed = new AdminOrderFeed(
    notificationStoreOf(stores),
    orders,
    products,
    clock,
    () => stores.settings.settings.lowStockThreshold,
    (error) => console.error(error),
  );
  const stopFeed = feed.start();
  await stores.whenShellLoaded();
  await new DashboardStore(orders, products, reviews, complaints, clock).load(
    stores.settings.settings.lowStockThreshold,
  );
  return stopFeed;
};

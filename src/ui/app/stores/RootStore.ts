import { reaction, runInAction, when } from 'mobx';
import type { Ports } from '../../../ports/Ports';
import { BannerStore } from '../../shop/home/BannerStore';
import { CartStore } from '../../shop/cart/CartStore';
import { CatalogueStore } from '../../shop/catalogue/CatalogueStore';
import { CompareStore } from '../../shop/compare/CompareStore';
import { configureMobx } from '../../shared/stores/configureMobx';
import { DemoStore } from '../../shop/demo/DemoStore';
import { NoticeStore } from '../../shared/stores/NoticeStore';
import { OrdersStore } from '../../shop/orders/OrdersStore';
import { cancelLapsedOrders } from '../../shared/stores/cancelLapsedOrders';
import { answered } from '../../shared/stores/LoadState';
import { ProductCache } from '../../shared/stores/ProductCache';
import { ProductDetailStore } from '../../shop/product/ProductDetailStore';
import { ProductRowStore } from '../../shop/home/ProductRowStore';
import { RootPersistence, type LoadIssue } from './RootPersistence';
import type { RootState } from '../../../domain/checkout/RootState';
import { SearchResultsStore } from '../../shop/catalogue/SearchResultsStore';
import { RecentSearchesStore } from '../../shop/catalogue/RecentSearchesStore';
import { SessionStore } from '../../shared/stores/SessionStore';
import { SettingsStore } from '../../shared/stores/SettingsStore';
import { SummaryStore } from '../../shop/catalogue/SummaryStore';
import { WishlistStore } from '../../shop/cart/WishlistStore';

/**
 * The shell's view stores, built from the backend's ports, and the one way to the ports for the stores made later
 * (where a store is created: useScreenStore.ts).
 */
export class RootStore {
  readonly persistence: RootPersistence;
  /** Why the saved 'root' value was not used as it was, if it was not (the UI may mention it). */
  readonly loadIssue: LoadIssue | null;
  readonly session: SessionStore;
  readonly cart: CartStore;
  readonly wishlist: WishlistStore;
  readonly catalogue: CatalogueStore;
  readonly featured: ProductRowStore;
  readonly newArrivals: ProductRowStore;
  readonly productDetail: ProductDetailStore;
  readonly searchResults: SearchResultsStore;
  readonly recentSearches: RecentSearchesStore;
  /** The products marked to compare: the header counts them on every page. */
  readonly compare: CompareStore;
  readonly settings: SettingsStore;
  readonly summary: SummaryStore;
  readonly banners: BannerStore;
  readonly orders: OrdersStore;
  /** The memory backend's demo accounts, inbox and reset (docs/behaviour.md#the-demo); the services are undefined on firebase. */
  readonly demo: DemoStore;
  /** The error banner under the header. */
  readonly notice = new NoticeStore();
  /** The products the shop's stores show, one object per id (docs/architecture.md#the-product-cache). */
  readonly productCache = new ProductCache();
  private readonly pageStores = new Map<string, unknown>();
  private starts = 0;
  private stopViews: () => void = () => undefined;

  constructor(readonly ports: Ports) {
    const { products, clock } = ports;
    this.persistence = new RootPersistence(ports.storage);
    const { state, issue } = this.persistence.load();
    this.loadIssue = issue;
    this.session = new SessionStore(ports.auth, ports.users, ports.config, clock, state.auth);
    this.cart = new CartStore(state.cart, state.pincode);
    this.wishlist = new WishlistStore(state.wishlist);
    this.summary = new SummaryStore(ports.catalogueSummary);
    const cache = this.productCache;
    this.catalogue = new CatalogueStore(products, (slug) => this.summary.node(slug)?.name, undefined, cache);
    this.featured = new ProductRowStore(products, 'isFeatured', 8, 'rating', cache);
    this.newArrivals = new ProductRowStore(products, 'isNewArrival', 8, 'newest', cache);
    this.productDetail = new ProductDetailStore(products, undefined, cache);
    this.searchResults = new SearchResultsStore(products);
    this.recentSearches = new RecentSearchesStore(ports.storage);
    this.compare = new CompareStore(ports.storage, products, cache);
    this.settings = new SettingsStore(ports.settings);
    this.banners = new BannerStore(ports.banners);
    this.orders = new OrdersStore(ports.orders);
    this.demo = new DemoStore(ports.config, ports.demoInbox, ports.demoControls);
  }

  /**
   * A store that only lazily loaded pages use, made on first use and kept for the session: its module loads with
   * those pages, not with the first screen (see src/ui/shop/checkout/checkoutStores.ts).
   */
  pageStore<T>(key: string, create: () => T): T {
    if (!this.pageStores.has(key)) this.pageStores.set(key, create());
    return this.pageStores.get(key) as T;
  }

  /** What goes under 'root': auth, cart (with the checked pincode) and wishlist only (docs/behaviour.md#cart-wishlist-and-what-survives-a-reload). */
  get persistedState(): RootState {
    return {
      auth: { user: this.session.user, profile: this.session.profile },
      cart: this.cart.lines,
      wishlist: this.wishlist.lines,
      pincode: this.cart.pincode,
    };
  }

  /**
   * Starts the live views (session, settings, summary, banners, the user's orders) and persistence, once however
   * many callers start them (main.tsx before the first render, AppProviders while mounted). Returns a function
   * that stops them when the last caller has stopped.
   */
  start(): () => void {
    if (this.starts++ === 0) this.stopViews = this.startViews();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      if (--this.starts === 0) this.stopViews();
    };
  }

  /**
   * Until the live views of the shell have their first answer (or failed): session, header counts, settings, banners.
   * Without `session`, all but the session: a prerendered page is drawn for a guest and taken over before the session
   * is known (docs/architecture.md#taking-a-page-over-before-the-backend).
   */
  whenShellLoaded({ session = true } = {}): Promise<void> {
    return when(
      () =>
        (!session || this.session.ready) &&
        answered(this.summary.state) &&
        answered(this.settings.state) &&
        this.banners.state.status !== 'loading',
    );
  }

  /**
   * Asks again for the products on show (the compare page's too), each staying as it is meanwhile: a prerendered
   * page, taken over with the answers it carried from the build, then shows what changed since
   * (docs/architecture.md#taking-a-page-over-before-the-backend).
   * The live views (summary, settings, banners) follow the backend by themselves.
   */
  async refreshShown(): Promise<void> {
    await Promise.all([
      this.featured.refresh(),
      this.newArrivals.refresh(),
      this.catalogue.refresh(),
      this.productDetail.refresh(),
      this.compare.refresh(),
    ]);
  }

  private startViews(): () => void {
    const stops = [
      this.session.start(),
      this.settings.start(),
      this.summary.start(),
      this.banners.start(),
      reaction(() => this.persistedState, this.persistence.save),
      reaction(
        () => (this.session.ready ? (this.session.user?.uid ?? null) : undefined),
        (uid) => {
          if (uid !== undefined) this.orders.follow(uid);
        },
        { fireImmediately: true },
      ),
      reaction(
        () => this.session.isAdmin,
        (admin) => console.info(`Admin check: ${admin ? 'admin' : 'not an admin'}`),
      ),
      this.followOtherTabs(),
      this.cancelLapsedOrders(),
      () => this.orders.stop(),
      () => this.notice.clear(),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /**
   * The shopper's own UPI orders left unpaid past the shop's window, and cash-on-delivery ones left unconfirmed past
   * theirs, are cancelled when their list arrives.
   */
  private cancelLapsedOrders(): () => void {
    const { orders: repository, clock } = this.ports;
    return cancelLapsedOrders({
      orders: () => this.orders.orders,
      windows: () => (this.settings.state.status === 'loaded' ? this.settings.settings : null),
      now: () => clock.now(),
      cancel: async (order, reason) => {
        const outcome = await repository.cancelOrder({ orderId: order.id, userId: order.userId, reason });
        if (outcome.ok) this.orders.remember(outcome.value);
      },
    });
  }

  /** Another tab changed the cart or wishlist: take its version (auth follows the auth service itself). */
  private followOtherTabs(): () => void {
    // One action: the 'root' reaction sees the cart and wishlist only once this tab has adopted them.
    return this.persistence.onOtherTabChange((state) =>
      runInAction(() => {
        this.cart.replace(state.cart);
        this.cart.setPincode(state.pincode);
        this.wishlist.replace(state.wishlist);
        this.persistence.adopt(this.persistedState);
      }),
    );
  }
}

export const createStores = (ports: Ports): RootStore => {
  configureMobx();
  return new RootStore(ports);
};

import { makeAutoObservable, runInAction } from 'mobx';
import type { Product } from '../../../domain/catalogue/Product';
import {
  storedRecentlyViewed,
  viewedFirst,
  type RecentlyViewed,
} from '../../../domain/storefront/RecentlyViewed';
import type { KeyValueStorage } from '../../../ports/KeyValueStorage';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { useStores } from '../../app/stores/StoresContext';
import { failed, IDLE, LOADED, LOADING, type LoadState } from '../../shared/stores/LoadState';

/** Where a device keeps the products its shopper opened (docs/behaviour.md#cart-wishlist-and-what-survives-a-reload). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/**
 * "You looked at": the products this device's shopper opened, the latest first, kept on the device, and shown as
 * they are now (a read per product, side by side, so a changed price or a sale shows as it is).
 */
export class RecentlyViewedStore {
  ids: RecentlyViewed;
  /** The active products among `ids`, as last read. */
  found: ReadonlyMap<string, Product> = new Map();
  state: LoadState = IDLE;
  readonly #storage: KeyValueStorage;
  readonly #products: ProductRepository;
  /** The ids the last read asked for: a product opened since is read again. */
  #read: RecentlyViewed = [];

  constructor(storage: KeyValueStorage, products: ProductRepository) {
    this.#storage = storage;
    this.#products = products;
    this.ids = storedRecentlyViewed(this.#readStored());
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The products to show, the latest first, leaving out `except` (the product on the page). */
  shown(except?: string): Product[] {
    return this.ids.flatMap((id) => {
      const product = id === except ? undefined : this.found.get(id);
      return product ? [product] : [];
    });
  }

  /** The shopper opened `productId`; given the `product` itself, the next page shows it before its read answers. */
  record(productId: string, product?: Product): void {
    this.ids = viewedFirst(this.ids, productId);
    if (product?.isActive) this.found = new Map(this.found).set(product.id, product);
    this.#keep();
  }

  /**
   * Reads the products to show again when they changed since the last read, leaving out `except` (the product on the
   * page): a device's first product page reads nothing, so it is taken over before the backend has loaded. A failure
   * leaves the list out.
   */
  async load(except?: string): Promise<void> {
    const ids = this.ids.filter((id) => id !== except);
    if (ids.length === 0 || (this.state !== IDLE && this.#read.join() === ids.join())) return;
    this.#read = ids;
    this.state = LOADING;
    try {
      const products = await this.#products.getMany(ids);
      const onShow = except === undefined ? undefined : this.found.get(except);
      runInAction(() => {
        this.found = new Map(
          [...products, ...(onShow ? [onShow] : [])].map((product) => [product.id, product]),
        );
        this.state = LOADED;
      });
    } catch (error) {
      console.error('Could not read the products you looked at', error);
      runInAction(() => (this.state = failed('Could not load the products you looked at.')));
    }
  }

  /** Forgets them all (an account deleted on this device). */
  clear(): void {
    this.ids = [];
    this.found = new Map();
    this.#keep();
  }

  #readStored(): string | null {
    try {
      return this.#storage.getItem(RECENTLY_VIEWED_KEY);
    } catch {
      return null;
    }
  }

  #keep(): void {
    try {
      if (this.ids.length > 0) this.#storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(this.ids));
      else this.#storage.removeItem(RECENTLY_VIEWED_KEY);
    } catch (error) {
      // A full storage only loses the list across a reload.
      console.error(error);
    }
  }
}

export const recentlyViewedStoreOf = (root: RootStore): RecentlyViewedStore =>
  root.pageStore('recentlyViewed', () => new RecentlyViewedStore(root.ports.storage, root.ports.products));

export const useRecentlyViewedStore = (): RecentlyViewedStore => recentlyViewedStoreOf(useStores());

import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Product } from '../../../domain/catalogue/Product';
import { COMPARE_LOAD_FAILED } from '../../../domain/storefront/compareMessages';
import {
  storedCompareList,
  toggleCompared,
  type CompareList,
  type CompareToggle,
} from '../../../domain/storefront/CompareList';
import type { KeyValueStorage } from '../../../ports/KeyValueStorage';
import type { ProductRepository } from '../../../ports/ProductRepository';
import { KeyedLoad } from '../common/KeyedLoad';
import type { ProductCache } from '../../shared/stores/ProductCache';
import { failed, IDLE, LOADED, LOADING, type LoadState } from '../../shared/stores/LoadState';

/** Where a device keeps the products its shopper marked to compare (docs/behaviour.md#compare). */
export const COMPARE_KEY = 'compare';

/**
 * "Compare": the products this device's shopper marked (at most four, kept on the device, counted in the header),
 * and the products of the list the compare page shows, which its address names: read through the product cache, as
 * they are now, leaving out those no longer for sale.
 */
export class CompareStore {
  /** The device's list. */
  ids: CompareList;
  /** The list the page shows (its address's), as last read. */
  shownIds: CompareList = [];
  /** The ids among `shownIds` the last read found for sale. */
  foundIds: ReadonlySet<string> = new Set();
  state: LoadState = IDLE;
  readonly #storage: KeyValueStorage;
  readonly #products: ProductRepository;
  readonly #cache: ProductCache;
  readonly #load = new KeyedLoad();

  constructor(storage: KeyValueStorage, products: ProductRepository, cache: ProductCache) {
    this.#storage = storage;
    this.#products = products;
    this.#cache = cache;
    this.ids = storedCompareList(this.#readStored());
    makeAutoObservable(this, { state: observableRef, foundIds: observableRef }, { autoBind: true });
  }

  get count(): number {
    return this.ids.length;
  }

  has(productId: string): boolean {
    return this.ids.includes(productId);
  }

  /** Marks or unmarks `productId`; a full list takes no more ('full'). */
  toggle(productId: string): CompareToggle {
    const { list, outcome } = toggleCompared(this.ids, productId);
    if (outcome !== 'full') this.#set(list);
    return outcome;
  }

  /** Takes `productId` off the device's list. */
  remove(productId: string): void {
    this.#set(this.ids.filter((id) => id !== productId));
  }

  /** The shown products found for sale, in the list's order. */
  get products(): Product[] {
    return this.#cache.list(this.shownIds.filter((id) => this.foundIds.has(id)));
  }

  /** How many of the shown list are no longer for sale (missing or hidden). */
  get missing(): number {
    return this.state.status === 'loaded' ? this.shownIds.filter((id) => !this.foundIds.has(id)).length : 0;
  }

  /** Reads the products of `ids` (the address's list) into the product cache. */
  load(ids: CompareList, reusable = true): Promise<void> {
    if (ids.length === 0) {
      this.shownIds = [];
      this.foundIds = new Set();
      this.state = LOADED;
      return Promise.resolve();
    }
    return this.#load.run(ids.join(), () => this.#read(ids), reusable);
  }

  /** Reads the shown products again, each staying on screen meanwhile (RootStore.refreshShown). */
  async refresh(): Promise<void> {
    if (this.shownIds.length > 0 && this.state.status === 'loaded') await this.load(this.shownIds, false);
  }

  /** Forgets the device's list (an account deleted on this device). */
  clear(): void {
    this.#set([]);
  }

  async #read(ids: CompareList): Promise<void> {
    const known = ids.join() === this.shownIds.join() && this.state.status === 'loaded';
    if (!known) {
      this.shownIds = ids;
      this.state = LOADING;
    }
    try {
      const products = await this.#products.getMany(ids);
      runInAction(() => {
        this.foundIds = new Set(this.#cache.put(products));
        this.state = LOADED;
      });
    } catch (error) {
      console.error('Could not read the products to compare', error);
      if (!known) runInAction(() => (this.state = failed(COMPARE_LOAD_FAILED)));
    }
  }

  #set(list: string[]): void {
    this.ids = list;
    try {
      if (list.length > 0) this.#storage.setItem(COMPARE_KEY, JSON.stringify(list));
      else this.#storage.removeItem(COMPARE_KEY);
    } catch (error) {
      // A full storage only loses the list across a reload.
      console.error(error);
    }
  }

  #readStored(): string | null {
    try {
      return this.#storage.getItem(COMPARE_KEY);
    } catch {
      return null;
    }
  }
}

import { computed, makeAutoObservable, observableRef, observableStruct, runInAction } from 'mobx';
import { messageFor } from '../../../domain/text/messages';
import type { Product } from '../../../domain/catalogue/Product';
import type { Page } from '../../../domain/shared/Page';
import type { ProductQuery, SortBy } from '../../../domain/storefront/ProductQuery';
import type { ProductRepository } from '../../../ports/ProductRepository';
import { LISTING_DEFAULTS } from '../catalogue/listingSearchParams';
import { ProductCache } from '../../shared/stores/ProductCache';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

/** A bounded home-page row (featured, new arrivals, best sellers): one limited query with the product flag. */
export class ProductRowStore {
  /** The ids of the row's products, in order; the products are the cache's. */
  ids: string[] = [];
  state: LoadState = IDLE;
  readonly #products: ProductRepository;
  readonly #cache: ProductCache;

  constructor(
    products: ProductRepository,
    readonly flag: NonNullable<ProductQuery['flag']>,
    readonly limit = 8,
    readonly sortBy: SortBy = 'name',
    cache = new ProductCache(),
  ) {
    this.#products = products;
    this.#cache = cache;
    // Kept alive: the row stays the same array until a product of it or its ids change.
    makeAutoObservable(
      this,
      { items: computed({ keepAlive: true }), ids: observableStruct, state: observableRef },
      { autoBind: true },
    );
  }

  /** The row's products, in order. */
  get items(): Product[] {
    return this.#cache.list(this.ids);
  }

  /** Loads once; later calls only reload after a failure. */
  async load(): Promise<void> {
    if (this.state.status === 'loading' || this.state.status === 'loaded') return;
    this.state = LOADING;
    try {
      const page = await this.firstPage();
      runInAction(() => {
        this.ids = this.#cache.put(page.items);
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(messageFor('PRODUCTS.LOAD_FAILED'))));
    }
  }

  /** Asks again for a row on show, which stays as it is meanwhile, and as it was if the answer fails. */
  async refresh(): Promise<void> {
    if (this.state.status !== 'loaded') return;
    try {
      const page = await this.firstPage();
      runInAction(() => (this.ids = this.#cache.put(page.items)));
    } catch (error) {
      console.info('The row was not refreshed:', error);
    }
  }

  private firstPage(): Promise<Page<Product>> {
    return this.#products.listPage({
      filters: { ...LISTING_DEFAULTS, sortBy: this.sortBy },
      flag: this.flag,
      pageSize: this.limit,
    });
  }
}

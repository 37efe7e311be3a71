import { KeyedLoad } from '../common/KeyedLoad';
import { computed, makeAutoObservable, observableRef, observableStruct, runInAction } from 'mobx';
import { messageFor } from '../../../domain/text/messages';
import type { Product } from '../../../domain/catalogue/Product';
import { clearFilters } from '../../../domain/storefront/ProductFilter';
import type { ProductFilterState } from '../../../domain/storefront/ProductQuery';
import type { ProductRepository } from '../../../ports/ProductRepository';
import { IDLE, LOADED, LOADING, failed, failureOf, type LoadState } from '../../shared/stores/LoadState';
import { ProductCache } from '../../shared/stores/ProductCache';

export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The product list of docs/behaviour.md#browsing-and-search: filters, one bounded page at a time and a count (docs/architecture.md#bounded-reads) — never the whole
 * catalogue. Matching and order are the domain ProductFilter's, applied by the repository.
 */
export class CatalogueStore {
  filters: ProductFilterState = clearFilters();
  /** The ids of the products shown, in order; the products are the cache's. */
  ids: string[] = [];
  /** Matching products, up to PUBLIC_QUERY_LIMIT, which means "that many or more" (ProductRepository.count). */
  count = 0;
  /** The load of the page shown (the first page with the count, or the next or previous page). */
  state: LoadState = IDLE;
  /** The load of "Load more", which appends a page to the items shown (they stay while it runs or if it fails). */
  moreState: LoadState = IDLE;
  /** cursors[i] starts page i; cursors[0] is null. */
  cursors: (string | null)[] = [null];
  pageIndex = 0;
  nextCursor: string | null = null;
  #request = 0;
  readonly #firstPages = new KeyedLoad();
  readonly #products: ProductRepository;
  readonly #cache: ProductCache;
  /** The name of a category of the shop's navigation (undefined for other values): tags may hold it (docs/behaviour.md#browsing-and-search). */
  readonly #categoryName: (slug: string) => string | undefined;

  constructor(
    products: ProductRepository,
    categoryName: (slug: string) => string | undefined = () => undefined,
    readonly pageSize = CATALOGUE_PAGE_SIZE,
    cache = new ProductCache(),
  ) {
    this.#products = products;
    this.#categoryName = categoryName;
    this.#cache = cache;
    // Kept alive: the list stays the same array until a product of it or its ids change.
    makeAutoObservable(
      this,
      {
        items: computed({ keepAlive: true }),
        ids: observableStruct,
        state: observableRef,
        moreState: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The products shown, in order. */
  get items(): Product[] {
    return this.#cache.list(this.ids);
  }

  /** The filters as a query asks for them: a category of the navigation carries its name. */
  private get queryFilters(): ProductFilterState {
    const name = this.filters.category === '' ? undefined : this.#categoryName(this.filters.category);
    return name === undefined ? this.filters : { ...this.filters, categoryName: name };
  }

  /** The failure the listing shows: its page's, else its "Load more"'s; null when neither failed. */
  get failure(): string | null {
    return failureOf(this.state) ?? failureOf(this.moreState);
  }

  get hasNextPage(): boolean {
    return this.nextCursor !== null;
  }

  get hasPreviousPage(): boolean {
    return this.pageIndex > 0;
  }

  /** At least this many pages: the count stops at PUBLIC_QUERY_LIMIT (domain PublicQueryLimit), "or more". */
  get pageCount(): number {
    return Math.max(1, Math.ceil(this.count / this.pageSize));
  }

  /**
   * Changes some filters and loads their first page. Asking for the first page on show again while it loads, or
   * just after, is the same load (KeyedLoad).
   */
  setFilters(patch: Partial<ProductFilterState>): Promise<void> {
    const filters = { ...this.filters, ...patch };
    const reusable = this.pageIndex === 0 && this.failure === null;
    return this.#firstPages.run(JSON.stringify(filters), () => this.loadFirstPage(filters), reusable);
  }

  clearFilters(): Promise<void> {
    this.filters = clearFilters();
    return this.reload();
  }

  /** Loads the first page and the count for the current filters. */
  reload(): Promise<void> {
    return this.#firstPages.run(JSON.stringify(this.filters), () => this.loadFirstPage(this.filters), false);
  }

  private loadFirstPage(filters: ProductFilterState): Promise<void> {
    this.filters = filters;
    this.cursors = [null];
    this.pageIndex = 0;
    return this.loadPage(0, true);
  }

  nextPage(): Promise<void> {
    if (!this.nextCursor) return Promise.resolve();
    this.cursors = [...this.cursors.slice(0, this.pageIndex + 1), this.nextCursor];
    return this.loadPage(this.pageIndex + 1, false);
  }

  /**
   * "Load more": appends the next page to the items shown, one bounded read more. A reload started meanwhile
   * wins; its results are not mixed with this page.
   */
  async loadMore(): Promise<void> {
    const cursor = this.nextCursor;
    if (cursor === null || this.state.status === 'loading' || this.moreState.status === 'loading') return;
    const request = this.#request;
    const filters = this.queryFilters;
    this.moreState = LOADING;
    // Asking for more puts away a failed page's alert, as trying that page again would: the items shown stay.
    if (this.state.status === 'failed') this.state = LOADED;
    try {
      const page = await this.#products.listPage({
        filters,
        flag: filters.flag,
        pageSize: this.pageSize,
        cursor,
      });
      runInAction(() => {
        // A reload started meanwhile: this page is dropped, and the reload tells the listing's load.
        this.moreState = request === this.#request ? LOADED : IDLE;
        if (request !== this.#request) return;
        this.ids = [...this.ids, ...this.#cache.put(page.items)];
        this.cursors = [...this.cursors.slice(0, this.pageIndex + 1), cursor];
        this.pageIndex += 1;
        this.nextCursor = page.nextCursor;
      });
    } catch (error) {
      console.error(error);
      runInAction(
        () =>
          (this.moreState = request === this.#request ? failed(messageFor('PRODUCTS.LOAD_FAILED')) : IDLE),
      );
    }
  }

  previousPage(): Promise<void> {
    if (this.pageIndex === 0) return Promise.resolve();
    return this.loadPage(this.pageIndex - 1, false);
  }

  /**
   * Asks again for the page on show, which stays as it is meanwhile, and as it was if the answer fails. A listing grown
   * by "Load more" is left as it is: its pages past the first were asked for when shown.
   */
  refresh(): Promise<void> {
    if (this.state.status !== 'loaded' || this.moreState.status !== 'idle') return Promise.resolve();
    return this.loadPage(this.pageIndex, true, { quiet: true });
  }

  private async loadPage(index: number, withCount: boolean, { quiet = false } = {}): Promise<void> {
    const request = ++this.#request;
    const filters = this.queryFilters;
    if (!quiet) this.state = LOADING;
    // A failed "Load more" is put away: the new page replaces the items it would have added to.
    if (this.moreState.status === 'failed') this.moreState = IDLE;
    try {
      const [page, count] = await Promise.all([
        this.#products.listPage({
          filters,
          flag: filters.flag,
          pageSize: this.pageSize,
          cursor: this.cursors[index] ?? null,
        }),
        withCount ? this.#products.count({ filters, flag: filters.flag }) : Promise.resolve(this.count),
      ]);
      if (request !== this.#request) return;
      runInAction(() => {
        this.ids = this.#cache.put(page.items);
        this.nextCursor = page.nextCursor;
        this.pageIndex = index;
        this.count = count;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      if (request !== this.#request || quiet) return;
      runInAction(() => (this.state = failed(messageFor('PRODUCTS.LOAD_FAILED'))));
    }
  }
}

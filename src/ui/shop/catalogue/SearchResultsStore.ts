import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { messageFor } from '../../../domain/text/messages';
import type { Product } from '../../../domain/catalogue/Product';
import { shouldSuggest } from '../../../domain/storefront/ProductSearch';
import type { ProductRepository } from '../../../ports/ProductRepository';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

/** The search page shows more than the 8 suggestions of the header, still one bounded round. */
export const SEARCH_PAGE_LIMIT = 48;

/** The /search?q= results: one bounded search round per query (the matching of docs/behaviour.md#browsing-and-search, ordered by name). */
export class SearchResultsStore {
  query = '';
  results: Product[] = [];
  state: LoadState = IDLE;
  /** The query the results answer ('' before the first answer). */
  answeredQuery = '';
  readonly #products: ProductRepository;
  #request = 0;

  constructor(
    products: ProductRepository,
    readonly limit = SEARCH_PAGE_LIMIT,
  ) {
    this.#products = products;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /** Too short to search (docs/behaviour.md#browsing-and-search: more than 2 characters). */
  get tooShort(): boolean {
    return !shouldSuggest(this.query);
  }

  /** True when the page holds as many results as one round returns: there may be more to narrow down. */
  get mayHaveMore(): boolean {
    return this.results.length >= this.limit;
  }

  async search(query: string): Promise<void> {
    const request = ++this.#request;
    this.query = query.trim();
    if (this.tooShort) {
      this.results = [];
      this.answeredQuery = this.query;
      this.state = IDLE;
      return;
    }
    this.state = LOADING;
    try {
      const results = await this.#products.search(this.query, this.limit);
      if (request !== this.#request) return;
      runInAction(() => {
        this.results = results;
        this.answeredQuery = this.query;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      if (request !== this.#request) return;
      runInAction(() => {
        this.results = [];
        this.answeredQuery = this.query;
        this.state = failed(messageFor('PRODUCTS.LOAD_FAILED'));
      });
    }
  }
}

import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { messageFor } from '../../../domain/text/messages';
import type { Product } from '../../../domain/catalogue/Product';
import { shouldSuggest } from '../../../domain/storefront/ProductSearch';
import type { ProductRepository } from '../../../ports/ProductRepository';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

/** The search page shows more than the 8 suggestions of the header, still one bounded round. */
export const SEARCH_PAGE_LIMIT = 48;

/** The /search?q= results: one bounded search round per query, best first (docs/behaviour.md#browsing-and-search). */
export class SearchResultsStore {
  query = '';
  results: Product[] = [];
  /** False when no product holds every word of the query, and the results hold most of them. */
  allParts = true;
  /** The query as search corrected it, when it corrected a typo ("Showing results for …"). */
  corrected: string | null = null;
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

  /** With `asTyped`, the words are searched as typed, no typo corrected ("Search instead for"). */
  async search(query: string, asTyped = false): Promise<void> {
    const request = ++this.#request;
    this.query = query.trim();
    if (this.tooShort) {
      this.results = [];
      this.allParts = true;
      this.corrected = null;
      this.answeredQuery = this.query;
      this.state = IDLE;
      return;
    }
    this.state = LOADING;
    try {
      const answer = await this.#products.search(this.query, this.limit, { asTyped });
      if (request !== this.#request) return;
      runInAction(() => {
        this.results = answer.products;
        this.allParts = answer.allParts;
        this.corrected = answer.corrected;
        this.answeredQuery = this.query;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      if (request !== this.#request) return;
      runInAction(() => {
        this.results = [];
        this.allParts = true;
        this.corrected = null;
        this.answeredQuery = this.query;
        this.state = failed(messageFor('PRODUCTS.LOAD_FAILED'));
      });
    }
  }
}

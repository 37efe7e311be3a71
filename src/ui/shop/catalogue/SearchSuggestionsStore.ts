import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Product } from '../../../domain/catalogue/Product';
import {
  MAX_SUGGESTIONS,
  SEARCH_DEBOUNCE_MS,
  searchPath,
  shouldSuggest,
} from '../../../domain/storefront/ProductSearch';
import { messageFor } from '../../../domain/text/messages';
import type { ProductRepository } from '../../../ports/ProductRepository';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import type { RootStore } from '../../app/stores/RootStore';
import type { RecentSearchesStore } from './RecentSearchesStore';

/**
 * One search box's suggestions (docs/behaviour.md#browsing-and-search): fetched 300 ms after typing stops, only for queries of 3+ characters,
 * at most 8. A failure clears them and closes the dropdown.
 */
export class SearchSuggestionsStore {
  query = '';
  results: Product[] = [];
  /** The suggestions' load: loading from the keystroke on (through the 300 ms wait), idle for a query too short. */
  state: LoadState = IDLE;
  isOpen = false;
  /** The query the current results answer (shown in the not-found message). */
  answeredQuery = '';
  /** The query as search corrected it, when the results answer a corrected typo ("Showing results for …"). */
  corrected: string | null = null;
  /** Index of the highlighted option for keyboard use; -1 for none. */
  activeIndex = -1;
  readonly #products: ProductRepository;
  readonly #debounceMs: number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #round = 0;

  constructor(
    products: ProductRepository,
    readonly recent: RecentSearchesStore,
    debounceMs = SEARCH_DEBOUNCE_MS,
  ) {
    this.#products = products;
    this.#debounceMs = debounceMs;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  get activeProduct(): Product | null {
    return this.showsRecent ? null : (this.results[this.activeIndex] ?? null);
  }

  /** The box is empty and open: its options are the device's recent searches. */
  get showsRecent(): boolean {
    return this.isOpen && this.query.trim() === '' && this.recent.searches.length > 0;
  }

  /** The highlighted recent search, when the options are those. */
  get activeRecent(): string | null {
    return this.showsRecent ? (this.recent.searches[this.activeIndex] ?? null) : null;
  }

  /** Where Enter goes: the search page for a non-empty query, else nowhere. */
  get submitPath(): string | null {
    return searchPath(this.query);
  }

  setQuery(query: string): void {
    this.query = query;
    this.cancelPending();
    this.activeIndex = -1;
    if (!shouldSuggest(query)) {
      this.results = [];
      this.state = IDLE;
      this.isOpen = false;
      return;
    }
    this.state = LOADING;
    this.isOpen = true;
    const round = ++this.#round;
    this.#timer = setTimeout(() => void this.fetch(query, round), this.#debounceMs);
  }

  /**
   * Re-opens the dropdown when focus comes back to a query that already has an answer, or opens the recent searches
   * on an empty box.
   */
  reopen(): void {
    if (shouldSuggest(this.query) && (this.state.status === 'loading' || this.answeredQuery !== ''))
      this.isOpen = true;
    else if (this.query.trim() === '' && this.recent.searches.length > 0) this.isOpen = true;
  }

  /** Forgets the recent searches and closes their dropdown. */
  clearRecent(): void {
    this.recent.clear();
    this.close();
  }

  close(): void {
    this.isOpen = false;
    this.activeIndex = -1;
  }

  /** After a selection or a submit: empty box, nothing pending. */
  reset(): void {
    this.cancelPending();
    this.#round++;
    this.query = '';
    this.results = [];
    this.answeredQuery = '';
    this.corrected = null;
    this.state = IDLE;
    this.close();
  }

  moveActive(step: 1 | -1): void {
    const count = this.showsRecent ? this.recent.searches.length : this.results.length;
    if (!this.isOpen || count === 0) return;
    this.activeIndex =
      this.activeIndex < 0 && step < 0 ? count - 1 : (this.activeIndex + step + count) % count;
  }

  dispose(): void {
    this.cancelPending();
    this.#round++;
  }

  private cancelPending(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  private async fetch(query: string, round: number): Promise<void> {
    this.#timer = null;
    try {
      const { products: results, corrected } = await this.#products.search(query, MAX_SUGGESTIONS);
      if (round !== this.#round) return;
      runInAction(() => {
        this.results = results;
        this.corrected = corrected;
        this.answeredQuery = query.trim();
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      if (round !== this.#round) return;
      runInAction(() => {
        this.results = [];
        this.answeredQuery = '';
        this.corrected = null;
        this.state = failed(messageFor('PRODUCTS.LOAD_FAILED'));
        this.isOpen = false;
      });
    }
  }
}

/** A fresh store for each search box (header and mobile overlay), used through useScreenStore. */
export const createSearchSuggestionsStore = (root: RootStore): SearchSuggestionsStore =>
  new SearchSuggestionsStore(root.ports.products, root.recentSearches);

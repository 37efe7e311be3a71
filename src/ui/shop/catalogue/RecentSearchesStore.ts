import { makeAutoObservable } from 'mobx';
import { parseRecentSearches, withRecentSearch } from '../../../domain/search/RecentSearches';
import type { KeyValueStorage } from '../../../ports/KeyValueStorage';

const KEY = 'sheesham.recentSearches';

/**
 * The searches this device made, newest first (docs/behaviour.md#browsing-and-search): offered by the search box
 * while it is empty, kept in this browser's storage only, cleared on request.
 */
export class RecentSearchesStore {
  searches: string[];
  readonly #storage: KeyValueStorage;

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
    this.searches = parseRecentSearches(storage.getItem(KEY));
    makeAutoObservable(this, {}, { autoBind: true });
  }

  remember(query: string): void {
    this.searches = withRecentSearch(this.searches, query);
    this.store();
  }

  clear(): void {
    this.searches = [];
    this.#storage.removeItem(KEY);
  }

  private store(): void {
    try {
      this.#storage.setItem(KEY, JSON.stringify(this.searches));
    } catch (error) {
      // A full storage keeps the searches of this visit only.
      console.warn('Recent searches were not stored', error);
    }
  }
}

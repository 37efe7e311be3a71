import type { SearchWordRow } from '../domain/search/SearchWords';

/** The owner's table of search words (Settings → Search words): one small document search reads once per visit. */
export interface SearchWordsRepository {
  /** The rows in the owner's order; DEFAULT_SEARCH_WORDS while the owner has saved none. */
  get(): Promise<readonly SearchWordRow[]>;
  /** Replaces the whole table. Validation is the caller's (validateSearchWords). */
  save(rows: readonly SearchWordRow[]): Promise<void>;
}

import { storedTexts } from '../shared/storedTexts';
import { shouldSuggest } from '../storefront/ProductSearch';
import { SEARCH_QUERY_MAX, foldSearchText } from './searchText';

/** A shopper's device keeps this many of their searches (docs/behaviour.md#browsing-and-search). */
export const MAX_RECENT_SEARCHES = 5;

/**
 * The recent searches after searching `query`: it first (trimmed and cut as search reads it), an earlier search of
 * the same words (in any case or accent) dropped, at most MAX_RECENT_SEARCHES. A query too short to search is not
 * kept.
 */
export const withRecentSearch = (recent: readonly string[], query: string): string[] => {
  const searched = query.trim().slice(0, SEARCH_QUERY_MAX);
  if (!shouldSuggest(searched)) return [...recent];
  const same = foldSearchText(searched);
  return [searched, ...recent.filter((earlier) => foldSearchText(earlier) !== same)].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
};

/** Recent searches as a device stored them; anything but a list of searches (a corrupt or foreign value) is none. */
export const parseRecentSearches = (text: string | null): string[] =>
  // Oldest first, each as a search of its own, so the newest of two alike is the one kept.
  storedTexts(text).reduceRight<string[]>((recent, item) => withRecentSearch(recent, item), []);

import type { Product } from '../catalogue/Product';
import { PUBLIC_QUERY_LIMIT } from './PublicQueryLimit';

/** Search limits (docs/behaviour.md#browsing-and-search). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_SUGGESTIONS = 8;

/** A suggestion round never reads more candidates than this, whatever the catalogue (docs/architecture.md#bounded-reads). */
export const SEARCH_MAX_READS = 200;

/**
 * How many candidates each batch of a suggestion round reads: `limit` first, since the query's search key usually
 * holds only real matches (so a round of typing costs about one read per suggestion), then twice as many each time
 * for queries whose key is also found elsewhere, up to SEARCH_MAX_READS in all. No batch asks for more than
 * PUBLIC_QUERY_LIMIT, the most a guest's query may.
 */
export const searchBatchSizes = (limit: number): number[] => {
  const sizes: number[] = [];
  let total = 0;
  for (let size = Math.max(1, Math.floor(limit)); total < SEARCH_MAX_READS; size *= 2) {
    const batch = Math.min(size, PUBLIC_QUERY_LIMIT, SEARCH_MAX_READS - total);
    sizes.push(batch);
    total += batch;
  }
  return sizes;
};

type Searchable = Pick<Product, 'name' | 'description' | 'category' | 'material'>;

/** The query as matching sees it: trimmed and lower-cased. */
export const normalizeQuery = (query: string): string => query.trim().toLowerCase();

/** Suggestions are fetched only when the trimmed query is longer than 2 characters. */
export const shouldSuggest = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;

const searchableFields = (product: Searchable): string[] =>
  [product.name, product.description, product.category, product.material].map((field) => field.toLowerCase());

/**
 * The lower-cased searchable fields joined by newlines. A query never spans two fields in `matchesSearch`; the
 * joined text only feeds `searchKeysOf`, where extra keys across a boundary merely widen the candidate set.
 */
export const searchableText = (product: Searchable): string => searchableFields(product).join('\n');

/** docs/behaviour.md#browsing-and-search: active products whose name, description, category or material contains the trimmed query, any case. */
export const matchesSearch = (product: Searchable & Pick<Product, 'isActive'>, query: string): boolean => {
  const needle = normalizeQuery(query);
  return (
    product.isActive && needle !== '' && searchableFields(product).some((field) => field.includes(needle))
  );
};

/** Where submitting the search box goes; null for a blank query (nothing happens). */
export const searchPath = (query: string): string | null => {
  const trimmed = query.trim();
  return trimmed === '' ? null : `/search?q=${encodeURIComponent(trimmed)}`;
};

/** The distinct `length`-character substrings of the lower-cased text (UTF-16 units), in order of first appearance. */
const gramsOf = (text: string, length: number): string[] => {
  const lower = text.toLowerCase();
  const grams = new Set<string>();
  for (let index = 0; index + length <= lower.length; index++) grams.add(lower.slice(index, index + length));
  return [...grams];
};

/** The longest search key: a query of up to this many characters is its own key. */
export const SEARCH_KEY_MAX = 5;

/**
 * What a product stores for search (docs/architecture.md#bounded-reads): the distinct 3- to 5-character substrings of its searchable text,
 * lower-cased. A query of 3 to 5 characters is then one of them, so its candidates are exactly its matches.
 */
export const searchKeysOf = (text: string): string[] => {
  const keys: string[] = [];
  for (let length = SEARCH_MIN_LENGTH; length <= SEARCH_KEY_MAX; length++)
    keys.push(...gramsOf(text, length));
  return keys;
};

// Rough letter frequencies in English product copy: a key of rare letters narrows the candidates most.
const COMMON = 'etaoinsrhldcumfpgwybvkxjqz';
const rarity = (character: string): number => {
  const rank = COMMON.indexOf(character);
  if (rank >= 0) return rank + 1;
  return /\s/.test(character) ? 0 : /[0-9]/.test(character) ? 20 : 30;
};
const rarityScore = (gram: string): number =>
  [...gram].reduce((score, character) => score + rarity(character), 0);

/** Most selective first: by letter rarity, then position. */
const byRarity = (grams: string[]): string[] =>
  grams
    .map((gram, position) => ({ gram, position, score: rarityScore(gram) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map((entry) => entry.gram);

/**
 * The search keys of the normalized query, most selective first: its substrings of SEARCH_KEY_MAX characters (the
 * whole query when it is shorter), by letter rarity, then position. Every product matching the query stores all of
 * them (`searchKeysOf`), so a lookup of the first finds every product holding the query (domain searchCatalogue).
 * Empty for queries too short to suggest.
 */
export const querySearchKeys = (query: string): string[] => {
  if (!shouldSuggest(query)) return [];
  const needle = normalizeQuery(query);
  return byRarity(gramsOf(needle, Math.min(needle.length, SEARCH_KEY_MAX)));
};

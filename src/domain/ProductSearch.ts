import type { Product } from './Product';
import { compareProducts } from './ProductFilter';

/** SPEC §5/§9 search limits. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_SUGGESTIONS = 8;

type Searchable = Pick<Product, 'name' | 'description' | 'category' | 'material'>;

/** The query as matching sees it: trimmed and lower-cased. */
export const normalizeQuery = (query: string): string => query.trim().toLowerCase();

/** Suggestions are fetched only when the trimmed query is longer than 2 characters. */
export const shouldSuggest = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;

const searchableFields = (product: Searchable): string[] =>
  [product.name, product.description, product.category, product.material].map((field) => field.toLowerCase());

/**
 * The lower-cased searchable fields joined by newlines. A query never spans two fields in `matchesSearch`; the
 * joined text only feeds `trigramsOf`, where extra trigrams across a boundary merely widen the candidate set.
 */
export const searchableText = (product: Searchable): string => searchableFields(product).join('\n');

/** SPEC §5: active products whose name, description, category or material contains the trimmed query, any case. */
export const matchesSearch = (product: Searchable & Pick<Product, 'isActive'>, query: string): boolean => {
  const needle = normalizeQuery(query);
  return (
    product.isActive && needle !== '' && searchableFields(product).some((field) => field.includes(needle))
  );
};

/** One suggestion round over products already at hand: matches ordered by name, at most `limit`. */
export const suggest = <T extends Product>(
  products: readonly T[],
  query: string,
  limit = MAX_SUGGESTIONS,
): T[] =>
  shouldSuggest(query)
    ? products
        .filter((product) => matchesSearch(product, query))
        .sort(compareProducts('name'))
        .slice(0, Math.max(0, limit))
    : [];

/** Where submitting the search box goes; null for a blank query (nothing happens). */
export const searchPath = (query: string): string | null => {
  const trimmed = query.trim();
  return trimmed === '' ? null : `/search?q=${encodeURIComponent(trimmed)}`;
};

/** The distinct 3-character substrings of the lower-cased text (UTF-16 units), in order of first appearance. */
export const trigramsOf = (text: string): string[] => {
  const lower = text.toLowerCase();
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= lower.length; index++) trigrams.add(lower.slice(index, index + 3));
  return [...trigrams];
};

// Rough letter frequencies in English product copy: a trigram of rare letters narrows the candidates most.
const COMMON = 'etaoinsrhldcumfpgwybvkxjqz';
const rarity = (character: string): number => {
  const rank = COMMON.indexOf(character);
  if (rank >= 0) return rank + 1;
  return /\s/.test(character) ? 0 : /[0-9]/.test(character) ? 20 : 30;
};
const trigramScore = (trigram: string): number =>
  [...trigram].reduce((score, character) => score + rarity(character), 0);

/**
 * The trigrams of the normalized query, most selective first (by letter rarity, then position). Every product
 * matching the query contains all of them, so a backend can fetch the candidates holding the first one and keep
 * those that `matchesSearch`. Empty for queries too short to suggest.
 */
export const rarestTrigramCandidates = (query: string): string[] => {
  if (!shouldSuggest(query)) return [];
  const trigrams = trigramsOf(normalizeQuery(query));
  return trigrams
    .map((trigram, position) => ({ trigram, position, score: trigramScore(trigram) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map((entry) => entry.trigram);
};

import type { Product } from '../catalogue/Product';
import {
  SEARCH_MAX_READS,
  SEARCH_MIN_LENGTH,
  querySearchKeys,
  searchBatchSizes,
  searchKeysOf,
  shouldSuggest,
} from '../storefront/ProductSearch';
import { rankSearch, relevanceOf } from './rankSearch';
import type { SearchVocabulary } from './SearchVocabulary';
import {
  understandQuery,
  type SearchKnowledge,
  type SearchOptions,
  type UnderstoodQuery,
} from './understandQuery';

/** Firestore's `array-contains-any` takes at most this many values. */
export const MAX_KEYS_PER_LOOKUP = 30;
/** Besides the one a search reads in batches, at most this many parts of a query are looked up, one batch each. */
export const MAX_EXTRA_LOOKUPS = 2;

/**
 * Up to `size` active products holding any of the search keys (ProductSearch's searchKeysOf), in name order, after
 * `after` (the last product of the batch before): one bounded query of a backend.
 */
export type SearchLookup = (
  keys: readonly string[],
  after: Product | null,
  size: number,
) => Promise<Product[]>;

/** A search's answer: the products, best first, whether they hold every word, and the query as corrected. */
export interface SearchAnswer {
  products: Product[];
  allParts: boolean;
  corrected: string | null;
}

const keyCountsOf = new WeakMap<SearchVocabulary, ReadonlyMap<string, number>>();

/** For each search key of the catalogue's words, how many products hold a word with it: worked out once per vocabulary. */
const keyCounts = (vocabulary: SearchVocabulary): ReadonlyMap<string, number> => {
  let counts = keyCountsOf.get(vocabulary);
  if (counts) return counts;
  const built = new Map<string, number>();
  for (const [word, products] of vocabulary)
    for (const key of new Set(searchKeysOf(word))) built.set(key, (built.get(key) ?? 0) + products);
  keyCountsOf.set(vocabulary, (counts = built));
  return counts;
};

/**
 * About how many products a lookup of the term reads: those holding a word with its most selective key; for a
 * phrase, with the key of its rarest word.
 */
const estimate = (term: string, vocabulary: SearchVocabulary): number => {
  const counts = keyCounts(vocabulary);
  const pieces = term.split(' ').filter((piece) => piece.length >= SEARCH_MIN_LENGTH);
  return Math.min(...pieces.map((piece) => counts.get(querySearchKeys(piece)[0] ?? '') ?? 0));
};

/**
 * The lookups a search makes (docs/architecture.md#bounded-reads): for each part of the query whose every term is
 * long enough to have a search key, the most selective key of each term, rarest part first. A query with no such
 * part is looked up by its whole text, as SPEC's rule reads it.
 */
const searchLookups = (query: UnderstoodQuery, vocabulary: SearchVocabulary): string[][] => {
  const parts = query.parts
    .filter((part) => part.terms.every((term) => term.text.length >= SEARCH_MIN_LENGTH))
    .map((part) => ({
      keys: [...new Set(part.terms.map((term) => querySearchKeys(term.text)[0] ?? ''))]
        .filter((key) => key !== '')
        .slice(0, MAX_KEYS_PER_LOOKUP),
      estimate: part.terms.reduce((sum, term) => sum + estimate(term.text, vocabulary), 0),
    }))
    .filter((part) => part.keys.length > 0)
    .sort((a, b) => a.estimate - b.estimate);
  if (parts.length > 0) return parts.map((part) => part.keys);
  const [whole] = querySearchKeys(query.whole);
  return whole === undefined ? [] : [[whole]];
};

/**
 * A search over a backend's lookups: the rarest part is read in name order, in the growing batches of a suggestion
 * round, until `limit` products hold every part or SEARCH_MAX_READS are read; when none does, the next parts are
 * looked up once each for products holding most of them. Then the domain ranks what was read.
 */
export const searchCatalogue = async (
  query: string,
  limit: number,
  knowledge: SearchKnowledge,
  lookup: SearchLookup,
  options: SearchOptions = {},
): Promise<SearchAnswer> => {
  const understood = understandQuery(query, knowledge, options);
  const none: SearchAnswer = { products: [], allParts: true, corrected: understood.corrected };
  if (!shouldSuggest(query) || understood.parts.length === 0 || limit < 1) return none;
  const [first, ...others] = searchLookups(understood, knowledge.vocabulary);
  if (first === undefined) return none;
  const read = new Map<string, Product>();
  const holdsAll = (product: Product) =>
    relevanceOf(product, understood).partsFound === understood.parts.length;
  let whole = 0;
  let after: Product | null = null;
  for (const size of searchBatchSizes(limit)) {
    if (whole >= limit) break;
    const batch = await lookup(first, after, size);
    for (const product of batch) {
      if (read.has(product.id)) continue;
      read.set(product.id, product);
      if (holdsAll(product)) whole++;
    }
    after = batch.at(-1) ?? null;
    if (batch.length < size || after === null) break;
  }
  if (whole === 0)
    for (const keys of others.slice(0, MAX_EXTRA_LOOKUPS))
      for (const product of await lookup(keys, null, limit)) read.set(product.id, product);
  const ranked = rankSearch([...read.values()], understood);
  return { ...ranked, products: ranked.products.slice(0, limit), corrected: understood.corrected };
};

/** The most documents a search round of `limit` products reads, whatever the catalogue. */
export const searchRoundMaxReads = (limit: number): number => SEARCH_MAX_READS + MAX_EXTRA_LOOKUPS * limit;

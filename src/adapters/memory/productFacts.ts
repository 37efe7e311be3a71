import type { Product } from '../../domain/catalogue/Product';
import {
  categoryKeysOf,
  compareSortKeys,
  sortKeyOf,
  type SortKey,
} from '../../domain/storefront/ProductFilter';
import type { SortBy } from '../../domain/storefront/ProductQuery';
import { searchableText } from '../../domain/storefront/ProductSearch';

/**
 * What the memory adapter's queries derive from a stored product, computed once per stored document — the
 * in-memory counterpart of the index fields the Firestore adapter stores (docs/architecture.md#bounded-reads). The database replaces a
 * document's object on every write and never changes one in place, so a cache keyed by the object is always current.
 */
interface ProductFacts {
  categoryKeys?: ReadonlySet<string>;
  text?: string;
  sortKeys?: Partial<Record<SortBy, SortKey>>;
}

const cache = new WeakMap<Product, ProductFacts>();

const factsOf = (product: Product): ProductFacts => {
  let facts = cache.get(product);
  if (!facts) {
    facts = {};
    cache.set(product, facts);
  }
  return facts;
};

/** The domain's categoryKeysOf, as a set. */
export const categoryKeySet = (product: Product): ReadonlySet<string> => {
  const facts = factsOf(product);
  return (facts.categoryKeys ??= new Set(categoryKeysOf(product)));
};

/** The domain's searchableText: its 3- to 5-character substrings are the search keys the Firestore adapter stores. */
export const searchText = (product: Product): string => {
  const facts = factsOf(product);
  return (facts.text ??= searchableText(product));
};

export const cachedSortKey = (product: Product, sortBy: SortBy): SortKey => {
  const keys = (factsOf(product).sortKeys ??= {});
  return (keys[sortBy] ??= sortKeyOf(product, sortBy));
};

/** The domain's compareProducts, on cached sort keys. */
export const compareStored = (sortBy: SortBy): ((a: Product, b: Product) => number) => {
  const compareKeys = compareSortKeys(sortBy);
  return (a, b) => compareKeys(cachedSortKey(a, sortBy), cachedSortKey(b, sortBy));
};

import type { Product } from '../../domain/catalogue/Product';
import { vocabularyOf, type SearchVocabulary } from '../../domain/search/SearchVocabulary';
import { compareProducts, type SortKey } from '../../domain/storefront/ProductFilter';
import { PRODUCTS_COLLECTION as PRODUCTS } from './catalogueSummaryDocument';
import type { MemoryDatabase } from './MemoryDatabase';
import { searchText } from './productFacts';
import { activeProductsBy, startAfter } from './productIndexes';

/** Between two products' texts: never part of a query, so no match spans two products. */
const SEPARATOR = '\u0000';

interface SearchIndex {
  /** The active products by name. */
  products: readonly Product[];
  /** Their searchable texts, in that order, joined by SEPARATOR. */
  text: string;
  /** Where each product's text starts in `text`. */
  starts: Int32Array;
}

/**
 * The memory adapter's counterpart of the stored search keys (docs/architecture.md#bounded-reads): the searchable texts of the active
 * products by name in one string, so finding the next products that hold a key is one native `indexOf` scan (a
 * text holds a 3- to 5-character key exactly when it contains it).
 */
const searchIndexOf = (db: MemoryDatabase): SearchIndex =>
  db.derived<Product, SearchIndex>(PRODUCTS, 'search', () => {
    const products = activeProductsBy(db, 'name');
    const starts = new Int32Array(products.length);
    let offset = 0;
    const texts = products.map((product, index) => {
      const text = searchText(product);
      starts[index] = offset;
      offset += text.length + SEPARATOR.length;
      return text;
    });
    return { products, text: texts.join(SEPARATOR), starts };
  });

/** The position of the product whose text holds character `at`. */
const productAt = (starts: Int32Array, at: number): number => {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
};

/**
 * Up to `limit` active products whose searchable text holds the search key `key`, by name, after the name sort key
 * `after`: the candidates of one search batch, as the Firestore adapter's array-contains query returns them.
 */
export const productsHoldingKey = (
  db: MemoryDatabase,
  key: string,
  after: SortKey | null,
  limit: number,
): Product[] => {
  const { products, text, starts } = searchIndexOf(db);
  const found: Product[] = [];
  if (key === '' || key.includes(SEPARATOR) || products.length === 0) return found;
  let next = products.length - startAfter(products, 'name', after).length;
  while (found.length < limit && next < products.length) {
    const at = text.indexOf(key, starts[next]);
    if (at < 0) break;
    const position = productAt(starts, at);
    found.push(products[position] as Product);
    next = position + 1;
  }
  return found;
};

/**
 * Up to `limit` active products holding any of `keys`, by name, after `after`: the candidates of one lookup, as the
 * Firestore adapter's array-contains-any query returns them. The first `limit` holders of each key, merged.
 */
export const productsHoldingAnyKey = (
  db: MemoryDatabase,
  keys: readonly string[],
  after: SortKey | null,
  limit: number,
): Product[] => {
  const found = new Map<string, Product>();
  for (const key of keys)
    for (const product of productsHoldingKey(db, key, after, limit)) found.set(product.id, product);
  return [...found.values()].sort(compareProducts('name')).slice(0, limit);
};

/** The catalogue's vocabulary (domain SearchVocabulary): the words of the active products, kept with the index. */
export const searchVocabularyOf = (db: MemoryDatabase): SearchVocabulary =>
  db.derived<Product, SearchVocabulary>(PRODUCTS, 'vocabulary', (products) => vocabularyOf(products));

import type { Product } from '../../domain/catalogue/Product';
import { categoryQueryKeys, compareSortKeys, type SortKey } from '../../domain/storefront/ProductFilter';
import type { ProductFilterState, SortBy } from '../../domain/storefront/ProductQuery';
import { PRODUCTS_COLLECTION as PRODUCTS } from './catalogueSummaryDocument';
import type { MemoryDatabase } from './MemoryDatabase';
import { cachedSortKey, categoryKeySet } from './productFacts';

/**
 * The memory adapter's indexes, like the composite indexes the Firestore adapter's queries use: products kept in
 * the order of a sort, rebuilt after a product write, so a bounded query reads them in order and stops early
 * instead of filtering and sorting the whole catalogue.
 */
export const activeProductsBy = (db: MemoryDatabase, sortBy: SortBy): readonly Product[] =>
  db.derived<Product, Product[]>(PRODUCTS, `active:${sortBy}`, (products) =>
    sortedBy(
      products.filter((product) => product.isActive),
      sortBy,
    ),
  );

/**
 * The active products a category filter matches ('' for all), in the order of `sortBy`: a listing of one category
 * reads only that category's products, like the Firestore adapter's array-contains-any on listing keys.
 */
export const activeProductsIn = (
  db: MemoryDatabase,
  filters: Pick<ProductFilterState, 'category' | 'categoryName'>,
  sortBy: SortBy,
): readonly Product[] => {
  if (filters.category === '') return activeProductsBy(db, sortBy);
  const keys = categoryQueryKeys(filters.category, filters.categoryName);
  return db.derived<Product, Product[]>(PRODUCTS, `active:${sortBy}:in:${keys.join('\u0000')}`, () =>
    activeProductsBy(db, sortBy).filter((product) => keys.some((key) => categoryKeySet(product).has(key))),
  );
};

/** Every product, active or not, in the order of `sortBy` (the admin listing). */
export const allProductsBy = (db: MemoryDatabase, sortBy: SortBy): readonly Product[] =>
  db.derived<Product, Product[]>(PRODUCTS, `all:${sortBy}`, (products) => sortedBy(products, sortBy));

/** The domain's compareProducts order, each product's sort key looked up once. */
const sortedBy = (products: readonly Product[], sortBy: SortBy): Product[] => {
  const compareKeys = compareSortKeys(sortBy);
  return products
    .map((product) => ({ product, key: cachedSortKey(product, sortBy) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map((entry) => entry.product);
};

/** The products of `ordered` (in the order of `sortBy`) strictly after the cursor key `after`, like startAfter. */
export const startAfter = (
  ordered: readonly Product[],
  sortBy: SortBy,
  after: SortKey | null,
): readonly Product[] => {
  if (after === null) return ordered;
  const compareKeys = compareSortKeys(sortBy);
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKeys(cachedSortKey(ordered[middle] as Product, sortBy), after) <= 0) low = middle + 1;
    else high = middle;
  }
  return ordered.slice(low);
};

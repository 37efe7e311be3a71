import {
  collection,
  documentId,
  type Firestore,
  type Query,
  type QueryConstraint,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore';
import { categoryQueryKeys } from '../../domain/storefront/ProductFilter';
import type { ProductQuery } from '../../domain/storefront/ProductQuery';
import { lowestRatingShownAtLeast } from '../../domain/storefront/RatingRange';
import { PRODUCTS } from './collections';
import { listingKey, SORT_FIELDS } from './productDocument';

type Listing = Pick<ProductQuery, 'filters' | 'flag'>;

/**
 * The filters of a storefront listing: one array-contains (any) and the price and rating ranges (docs/architecture.md#bounded-reads). The
 * isActive equality is redundant (inactive products have no listing keys) but lets the rules see that a
 * shopper's query can only return active products.
 */
export const listingFilters = ({ filters, flag }: Listing): QueryConstraint[] => {
  const [low, high] = filters.priceRange;
  return [
    where('isActive', '==', true),
    filters.category === ''
      ? where('listingKeys', 'array-contains', listingKey(flag, ''))
      : where(
          'listingKeys',
          'array-contains-any',
          categoryQueryKeys(filters.category, filters.categoryName).map((key) => listingKey(flag, key)),
        ),
    where('price', '>=', low),
    where('price', '<=', high),
    // The minimum applies to the rating as shown (a 3.96 shows as 4.0): the lowest stored rating shown that high.
    ...(filters.rating > 0 ? [where('rating', '>=', lowestRatingShownAtLeast(filters.rating))] : []),
  ];
};

/** One bounded page of a listing in the order of its sort, after the stored sort key `after`. */
export const listingPageQuery = (
  db: Firestore,
  listing: Listing,
  after: string | null,
  size: number,
): Query =>
  query(
    collection(db, PRODUCTS),
    ...listingFilters(listing),
    orderBy(SORT_FIELDS[listing.filters.sortBy]),
    ...(after === null ? [] : [startAfter(after)]),
    limit(size),
  );

/** A batch of search candidates: active products holding one search key, by name. */
/** One search lookup: active products holding any of `keys`, in name order (then id), after the product `after`. */
export const searchLookupQuery = (
  db: Firestore,
  keys: readonly string[],
  after: readonly [name: string, id: string] | null,
  size: number,
): Query =>
  query(
    collection(db, PRODUCTS),
    where('isActive', '==', true),
    where('searchKeys', 'array-contains-any', [...keys]),
    orderBy(SORT_FIELDS.name),
    orderBy(documentId()),
    ...(after === null ? [] : [startAfter(...after)]),
    limit(size),
  );

export interface AdminFilters {
  isActive?: boolean;
  category?: string;
  categoryName?: string;
}

/** The admin listing, newest first: every product, optionally one status and one category. */
export const adminPageQuery = (
  db: Firestore,
  filters: AdminFilters,
  after: string | null,
  size: number,
): Query =>
  query(
    collection(db, PRODUCTS),
    ...(filters.isActive === undefined ? [] : [where('isActive', '==', filters.isActive)]),
    ...(filters.category
      ? [
          where(
            'categoryKeys',
            'array-contains-any',
            categoryQueryKeys(filters.category, filters.categoryName),
          ),
        ]
      : []),
    orderBy(SORT_FIELDS.newest),
    ...(after === null ? [] : [startAfter(after)]),
    limit(size),
  );

/**
 * The products running low: active ones (inactive products are off the shelves, domain isLowStock) with at most
 * `threshold` units, lowest stock first; index isActive + stock.
 */
export const lowStockQuery = (db: Firestore, threshold: number, size: number): Query =>
  query(
    collection(db, PRODUCTS),
    where('isActive', '==', true),
    where('stock', '<=', threshold),
    orderBy('stock'),
    orderBy(documentId()),
    limit(size),
  );

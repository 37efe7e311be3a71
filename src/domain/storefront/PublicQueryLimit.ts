/**
 * The most documents a guest's list query of products may ask for: firestore.rules refuses a public product query
 * without `limit(n)`, n ≤ 50, so no stranger can bill the shop for the whole catalogue (docs/architecture.md#bounded-reads). Both backends
 * bound every storefront product query by it, and a listing's count stops there: a count of PUBLIC_QUERY_LIMIT means
 * "that many or more".
 */
export const PUBLIC_QUERY_LIMIT = 50;

/** The largest storefront page: one more product than the page is read to learn whether another page follows. */
export const MAX_PUBLIC_PAGE_SIZE = PUBLIC_QUERY_LIMIT - 1;

/** The most categories one listing returns (firestore.rules: a public categories query has limit(n), n ≤ 200). */
export const CATEGORY_QUERY_LIMIT = 200;

/** A listing count at the cap stands for "this many or more". */
export const isCountAtCap = (count: number): boolean => count >= PUBLIC_QUERY_LIMIT;

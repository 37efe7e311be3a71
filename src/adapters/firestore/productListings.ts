import {
  collection,
  type Firestore,
  getCountFromServer,
  getDocs,
  limit,
  query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Page } from '../../domain/shared/Page';
import type { Product } from '../../domain/catalogue/Product';
import { matchesListing, sortKeyOf } from '../../domain/storefront/ProductFilter';
import type { AdminProductQuery, ProductQuery } from '../../domain/storefront/ProductQuery';
import { searchCatalogue, type SearchAnswer } from '../../domain/search/searchCatalogue';
import type { SearchKnowledge, SearchOptions } from '../../domain/search/understandQuery';
import { MAX_PUBLIC_PAGE_SIZE, PUBLIC_QUERY_LIMIT } from '../../domain/storefront/PublicQueryLimit';
import { guarded } from './firestoreErrors';
import { decodeCursor, encodeCursor } from './pageCursor';
import { checkPageSize } from '../../domain/shared/Page';
import { fromProductDocument, SORT_FIELDS } from './productDocument';
import { PRODUCTS } from './collections';
import { adminPageQuery, listingFilters, listingPageQuery, searchLookupQuery } from './productQueries';

/** An admin name/id search scans newest-first in batches and stops after this many documents per page. */
const ADMIN_SCAN_BATCH = 100;
const ADMIN_SCAN_LIMIT = 1000;

const productOf = (document: QueryDocumentSnapshot): Product =>
  fromProductDocument(document.id, document.data());

/**
 * A page of a storefront listing (docs/architecture.md#bounded-reads): one bounded query, re-checked with the domain's matchesListing. A page
 * holds at most MAX_PUBLIC_PAGE_SIZE products, so that with the one read ahead it stays within the rules' limit.
 */
export const listingPage = async (db: Firestore, request: ProductQuery): Promise<Page<Product>> => {
  checkPageSize(request.pageSize);
  const pageSize = Math.min(request.pageSize, MAX_PUBLIC_PAGE_SIZE);
  const sortBy = request.filters.sortBy;
  const after = request.cursor ? String(decodeCursor(request.cursor, sortBy, ['string'])[0]) : null;
  const [low, high] = request.filters.priceRange;
  if (low > high) return { items: [], nextCursor: null };
  return guarded(async () => {
    const snapshot = await getDocs(listingPageQuery(db, request, after, pageSize + 1));
    const documents = snapshot.docs.slice(0, pageSize);
    const last = documents[documents.length - 1];
    const items = documents.map(productOf).filter((product) => matchesListing(product, request));
    const more = snapshot.docs.length > pageSize && last !== undefined;
    return { items, nextCursor: more ? encodeCursor(sortBy, [String(last.get(SORT_FIELDS[sortBy]))]) : null };
  });
};

/**
 * How many products a listing holds, up to PUBLIC_QUERY_LIMIT: a count aggregation over the same filters with that
 * limit (the rules refuse a guest's unbounded count, and it costs one read). PUBLIC_QUERY_LIMIT means "or more".
 */
export const listingCount = async (
  db: Firestore,
  request: Omit<ProductQuery, 'pageSize' | 'cursor'>,
): Promise<number> => {
  const [low, high] = request.filters.priceRange;
  if (low > high) return 0;
  return guarded(async () => {
    const aggregate = await getCountFromServer(
      query(collection(db, PRODUCTS), ...listingFilters(request), limit(PUBLIC_QUERY_LIMIT)),
    );
    return aggregate.data().count;
  });
};

/**
 * One search round (docs/architecture.md#bounded-reads): the domain's searchCatalogue, each lookup one
 * `array-contains-any` query of the stored search keys in name order.
 */
export const searchProducts = (
  db: Firestore,
  text: string,
  max: number,
  knowledge: SearchKnowledge,
  options?: SearchOptions,
): Promise<SearchAnswer> =>
  searchCatalogue(
    text,
    max,
    knowledge,
    async (keys, after, size) => {
      const name = after === null ? null : ([String(sortKeyOf(after, 'name')[0]), after.id] as const);
      return (await getDocs(searchLookupQuery(db, keys, name, size))).docs.map(productOf);
    },
    options,
  );

/**
 * The admin listing, newest first. Status and category are query filters; the name-or-id search is a substring
 * test Firestore cannot index, so it scans in batches and, after ADMIN_SCAN_LIMIT documents, returns what matched
 * with a cursor where the scan stopped (a short page that continues).
 */
export const adminProductPage = async (db: Firestore, request: AdminProductQuery): Promise<Page<Product>> => {
  checkPageSize(request.pageSize);
  let after = request.cursor ? String(decodeCursor(request.cursor, 'admin', ['string'])[0]) : null;
  const needle = request.search?.trim().toLowerCase() ?? '';
  const filters = {
    ...(request.isActive === undefined ? {} : { isActive: request.isActive }),
    ...(request.category ? { category: request.category } : {}),
    ...(request.categoryName ? { categoryName: request.categoryName } : {}),
  };
  const matches = (product: Product): boolean =>
    needle === '' || product.name.toLowerCase().includes(needle) || product.id.toLowerCase().includes(needle);
  const cursorAt = (document: QueryDocumentSnapshot | null): string | null =>
    document ? encodeCursor('admin', [String(document.get(SORT_FIELDS.newest))]) : null;
  return guarded(async () => {
    const items: Product[] = [];
    let lastKept: QueryDocumentSnapshot | null = null;
    const batchSize = needle === '' ? request.pageSize + 1 : ADMIN_SCAN_BATCH;
    for (let scanned = 0; scanned < ADMIN_SCAN_LIMIT; scanned += batchSize) {
      const snapshot = await getDocs(adminPageQuery(db, filters, after, batchSize));
      for (const document of snapshot.docs) {
        const product = productOf(document);
        if (!matches(product)) continue;
        if (items.length === request.pageSize) return { items, nextCursor: cursorAt(lastKept) };
        items.push(product);
        lastKept = document;
      }
      const last: QueryDocumentSnapshot | undefined = snapshot.docs[snapshot.docs.length - 1];
      if (snapshot.docs.length < batchSize || !last) return { items, nextCursor: null };
      after = String(last.get(SORT_FIELDS.newest));
    }
    return { items, nextCursor: after === null ? null : encodeCursor('admin', [after]) };
  });
};

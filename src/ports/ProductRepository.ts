import type { LowStockChange } from '../domain/catalogue/LowStockWatch';
import type { Page, Unsubscribe, ViewFailed } from '../domain/shared/Page';
import type { Product, ProductInput } from '../domain/catalogue/Product';
import type { SearchAnswer } from '../domain/search/searchCatalogue';
import type { SearchOptions } from '../domain/search/understandQuery';
import type { AdminProductQuery, ProductQuery } from '../domain/storefront/ProductQuery';

/** The most ids `getMany` reads at once. */
export const MAX_IDS_A_QUERY = 30;

export interface ProductRepository {
  /** The product, active or not; null when the id is unknown. */
  getById(id: string): Promise<Product | null>;
  /** The product whose `slug` equals `slug`; null when none. */
  getBySlug(slug: string): Promise<Product | null>;
  /**
   * The active products among `ids` (at most MAX_IDS_A_QUERY), in no particular order, read side by side: a list of
   * ids kept on a device ("You looked at") costs one read per id, whatever the catalogue's size.
   */
  getMany(ids: readonly string[]): Promise<Product[]>;
  /**
   * A page of active products matching `query.filters` (and `query.flag`), in the order of the domain ProductFilter,
   * at most `pageSize` items and never more than MAX_PUBLIC_PAGE_SIZE (domain PublicQueryLimit: the page and the one
   * product read ahead stay within a guest's query limit). Passing the returned `nextCursor` continues where the page
   * ended.
   */
  listPage(query: ProductQuery): Promise<Page<Product>>;
  /**
   * How many active products match the filters (and flag), counting no further than PUBLIC_QUERY_LIMIT (domain
   * PublicQueryLimit): the result is at most PUBLIC_QUERY_LIMIT, and PUBLIC_QUERY_LIMIT means "that many or more".
   * Ignores sort and paging; one bounded count, whatever the catalogue size.
   */
  count(query: Omit<ProductQuery, 'pageSize' | 'cursor'>): Promise<number>;
  /**
   * One search round (docs/behaviour.md#browsing-and-search): the domain's searchCatalogue over this backend's
   * lookups of the stored search keys, at most `limit` products, best first, with whether they hold every word and
   * the query as corrected. No products for queries of 2 characters or fewer. Reads a bounded number of documents
   * whatever the catalogue size (searchRoundMaxReads). With `asTyped`, no typo is corrected.
   */
  search(query: string, limit: number, options?: SearchOptions): Promise<SearchAnswer>;
  /**
   * Up to `limit` (at most MAX_PUBLIC_PAGE_SIZE) active products sharing a navigation slug with `product`, never
   * `product` itself.
   */
  listRelated(product: Product, limit: number): Promise<Product[]>;
  /** Admin listing of every product, newest first. */
  adminList(query: AdminProductQuery): Promise<Page<Product>>;
  /** Creates a product with a new id, createdAt = updatedAt = now; keeps the catalogue summary in step. */
  create(input: ProductInput): Promise<Product>;
  /** Merges `patch`, sets updatedAt; throws RepositoryError REPO.NOT_FOUND for an unknown id. Keeps the summary in step. */
  update(id: string, patch: Partial<ProductInput>): Promise<Product>;
  /** Deletes; unknown ids are ignored. Keeps the summary in step. */
  delete(id: string): Promise<void>;
  /**
   * Applies every write in one atomic step, at most MAX_PRODUCT_WRITES of them: each create as `create` would, each
   * update as `update` would (two updates of one id apply in order), and the catalogue summary once. An update of
   * an unknown id, or more than MAX_PRODUCT_WRITES writes, fails the whole step with a RepositoryError (REPO.NOT_FOUND,
   * REPO.INVALID) and writes nothing. Returns the products as written, in the order of `writes`.
   */
  writeMany(writes: readonly ProductWrite[]): Promise<Product[]>;
  /**
   * Admin dashboard: active products with `stock` at or below `threshold` (domain isLowStock), lowest stock first (ties by id),
   * at most `limit`. One bounded query, whatever the catalogue size.
   */
  listLowStock(threshold: number, limit: number): Promise<Product[]>;
  /**
   * Live low-stock alerts: watches the `limit` (at least 1) active products with `stock` at or below `threshold`, in the order of `listLowStock`. The listener is called once with [] when the watch is established —
   * the products already low then are the baseline and are never reported — and afterwards with the products that
   * entered the watched set or whose stock changed in it (see domain `lowStockTracker`), never with [] again.
   * Products beyond the `limit` lowest are not watched.
   *
   * Cost: the first snapshot reads up to `limit` documents once; afterwards one read per product that enters the
   * watched set or changes while in it; nothing while idle, and nothing for changes to products above the threshold.
   */
  subscribeLowStock(
    threshold: number,
    limit: number,
    listener: (changes: LowStockChange[]) => void,
    onError: ViewFailed,
  ): Unsubscribe;
}

/** One product write of `writeMany`. */
export type ProductWrite =
  { kind: 'create'; input: ProductInput } | { kind: 'update'; id: string; patch: Partial<ProductInput> };

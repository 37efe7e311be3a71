import { RepositoryError } from '../../domain/shared/errors';
import {
  compareLowStock,
  isLowStock,
  lowStockTracker,
  type LowStockChange,
} from '../../domain/catalogue/LowStockWatch';
import { checkPageSize, type Page, type Unsubscribe } from '../../domain/shared/Page';
import type { Product, ProductInput } from '../../domain/catalogue/Product';
import { applyProductPatch, assertWithinWriteLimit, newProduct } from '../../domain/catalogue/ProductChanges';
import {
  matchesCategory,
  matchesListing,
  relatedKeys,
  sortKeyOf,
} from '../../domain/storefront/ProductFilter';
import type { AdminProductQuery, ProductQuery, SortBy } from '../../domain/storefront/ProductQuery';
import { MAX_PUBLIC_PAGE_SIZE, PUBLIC_QUERY_LIMIT } from '../../domain/storefront/PublicQueryLimit';
import type { ActivityTarget } from '../../domain/staff/Activity';
import { productTarget } from '../../domain/staff/ActivityTargets';
import type { Clock } from '../../ports/Clock';
import type { IdGenerator } from '../../ports/IdGenerator';
import { MAX_IDS_A_QUERY, type ProductRepository } from '../../ports/ProductRepository';
import type { ProductWrite } from '../../domain/catalogue/ProductWrite';
import { PRODUCTS_COLLECTION as PRODUCTS, rewriteCatalogueSummary } from './catalogueSummaryDocument';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { decodeProductCursor, encodeProductCursor } from './productCursor';
import { categoryKeySet, compareStored } from './productFacts';
import { activeProductsBy, activeProductsIn, allProductsBy, startAfter } from './productIndexes';
import { productsHoldingAnyKey, searchVocabularyOf } from './productSearchIndex';
import { searchWordsIn } from './InMemorySearchWordsRepository';
import { searchCatalogue, type SearchAnswer } from '../../domain/search/searchCatalogue';
import {
  searchKnowledge,
  type SearchKnowledge,
  type SearchOptions,
} from '../../domain/search/understandQuery';
import { watchQuery } from './watchQuery';

/**
 * Products on the in-memory database, with the domain ProductFilter and ProductSearch as the only definition of
 * what matches and in which order. Reads are billed as the Firestore adapter's queries would be; every write
 * rewrites meta/catalogueSummary in the same transaction.
 */
export class InMemoryProductRepository implements ProductRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly log: InMemoryActivityLog,
  ) {}

  async getById(id: string): Promise<Product | null> {
    return this.db.get<Product>(PRODUCTS, id);
  }

  async getMany(ids: readonly string[]): Promise<Product[]> {
    // A get each, as the Firestore adapter reads them.
    return [...new Set(ids.slice(0, MAX_IDS_A_QUERY))]
      .map((id) => this.db.get<Product>(PRODUCTS, id))
      .filter((product): product is Product => product !== null && product.isActive);
  }

  async getBySlug(slug: string): Promise<Product | null> {
    if (slug === '') return null;
    const [found] = this.db.query<Product>(PRODUCTS, {
      where: (product) => product.slug === slug,
      orderBy: compareStored('name'),
      limit: 1,
    });
    return found ?? null;
  }

  async listPage(query: ProductQuery): Promise<Page<Product>> {
    const ordered = activeProductsIn(this.db, query.filters, query.filters.sortBy);
    const { sortBy } = query.filters;
    const matches = (product: Product): boolean => matchesListing(product, query);
    // As on Firestore: a page and the one product read ahead stay within a guest's query limit.
    const pageSize = Number.isInteger(query.pageSize)
      ? Math.min(query.pageSize, MAX_PUBLIC_PAGE_SIZE)
      : query.pageSize;
    return this.keysetPage(ordered, sortBy, pageSize, query.cursor, matches);
  }

  /** A count aggregation with limit(PUBLIC_QUERY_LIMIT), as the Firestore adapter's: at the cap it means "or more". */
  async count(query: Omit<ProductQuery, 'pageSize' | 'cursor'>): Promise<number> {
    const scanned = activeProductsIn(this.db, query.filters, 'name');
    return this.db.count<Product>(
      PRODUCTS,
      (product) => matchesListing(product, query),
      scanned,
      PUBLIC_QUERY_LIMIT,
    );
  }

  /**
   * Like the Firestore adapter: the domain's searchCatalogue over lookups of the search index, each read counted as
   * a query of the products it returns (docs/architecture.md#bounded-reads).
   */
  search(query: string, limit: number, options?: SearchOptions): Promise<SearchAnswer> {
    return searchCatalogue(
      query,
      limit,
      this.searchKnowledge(),
      async (keys, after, size) =>
        this.db.query<Product>(PRODUCTS, {
          ordered: productsHoldingAnyKey(this.db, keys, after && sortKeyOf(after, 'name'), size),
          limit: size,
        }),
      options,
    );
  }

  private searchKnowledge(): SearchKnowledge {
    return searchKnowledge(searchWordsIn(this.db), searchVocabularyOf(this.db));
  }

  async listRelated(product: Product, wanted: number): Promise<Product[]> {
    const keys = relatedKeys(product);
    if (keys.length === 0 || wanted < 1) return [];
    const limit = Math.min(wanted, MAX_PUBLIC_PAGE_SIZE);
    // One more than asked, since the product itself may be among them (a query cannot exclude it and filter by slug).
    const related = this.db.query<Product>(PRODUCTS, {
      where: (candidate) => candidate.isActive && keys.some((key) => categoryKeySet(candidate).has(key)),
      orderBy: compareStored('name'),
      ordered: activeProductsBy(this.db, 'name'),
      limit: limit + 1,
    });
    return related.filter((candidate) => candidate.id !== product.id).slice(0, limit);
  }

  async adminList(query: AdminProductQuery): Promise<Page<Product>> {
    const search = query.search?.trim().toLowerCase() ?? '';
    return this.keysetPage(
      allProductsBy(this.db, 'newest'),
      'newest',
      query.pageSize,
      query.cursor,
      (product) =>
        (search === '' ||
          product.name.toLowerCase().includes(search) ||
          product.id.toLowerCase().includes(search)) &&
        (query.category === undefined || matchesCategory(product, query.category, query.categoryName)) &&
        (query.isActive === undefined || product.isActive === query.isActive),
    );
  }

  async create(input: ProductInput): Promise<Product> {
    return this.db.transaction(() => {
      const now = this.clock.now();
      const product = newProduct(input, this.ids.newId(), now);
      if (this.db.peek(PRODUCTS, product.id))
        throw new RepositoryError('REPO.CONFLICT', `Product ${product.id} exists`);
      this.db.set(PRODUCTS, product.id, { ...product });
      this.log.record('product', [productTarget(null, product)]);
      rewriteCatalogueSummary(this.db, now);
      return product;
    });
  }

  async update(id: string, patch: Partial<ProductInput>): Promise<Product> {
    return this.db.transaction(() => {
      const now = this.clock.now();
      const before = this.existing(id);
      const updated = applyProductPatch(before, patch, now);
      this.db.set(PRODUCTS, id, { ...updated });
      this.log.record('product', [productTarget(before, updated)]);
      rewriteCatalogueSummary(this.db, now);
      return updated;
    });
  }

  async delete(id: string): Promise<void> {
    const before = this.db.peek<Product>(PRODUCTS, id);
    if (!before) return;
    this.db.transaction(() => {
      this.db.delete(PRODUCTS, id);
      this.log.record('product', [productTarget(before, null)]);
      rewriteCatalogueSummary(this.db, this.clock.now());
    });
  }

  async writeMany(writes: readonly ProductWrite[]): Promise<Product[]> {
    assertWithinWriteLimit(writes.length);
    if (writes.length === 0) return [];
    return this.db.transaction(() => {
      const now = this.clock.now();
      // A throw for an unknown id rolls the whole transaction back.
      const targets: ActivityTarget[] = [];
      const written = writes.map((write) => {
        const before = write.kind === 'update' ? this.existing(write.id) : null;
        const product =
          write.kind === 'update'
            ? applyProductPatch(before!, write.patch, now)
            : newProduct(write.input, this.ids.newId(), now);
        if (!before && this.db.peek(PRODUCTS, product.id))
          throw new RepositoryError('REPO.CONFLICT', `Product ${product.id} exists`);
        this.db.set(PRODUCTS, product.id, { ...product });
        targets.push(productTarget(before, product));
        return product;
      });
      this.log.record('product', targets);
      rewriteCatalogueSummary(this.db, now);
      return written;
    });
  }

  async listLowStock(threshold: number, limit: number): Promise<Product[]> {
    if (limit < 1) return [];
    return this.db.query<Product>(PRODUCTS, {
      where: (product) => isLowStock(product, threshold),
      orderBy: compareLowStock,
      limit,
    });
  }

  /** Billed like the Firestore listener: watchQuery charges the first view, then only products new or changed in it. */
  subscribeLowStock(
    threshold: number,
    limit: number,
    listener: (changes: LowStockChange[]) => void,
  ): Unsubscribe {
    const size = Math.max(1, limit);
    const track = lowStockTracker(size);
    return watchQuery<Product>(
      this.db,
      PRODUCTS,
      { where: (product) => isLowStock(product, threshold), orderBy: compareLowStock, limit: size },
      (product) => product.id,
      (view) => {
        const changes = track(view);
        if (changes) listener(changes);
      },
    );
  }

  private existing(id: string): Product {
    const product = this.db.get<Product>(PRODUCTS, id);
    if (!product) throw new RepositoryError('REPO.NOT_FOUND', `No product ${id}`);
    return product;
  }

  /** Items after the cursor in the sort's order; asks for one more than a page so `nextCursor` is null at the end. */
  private keysetPage(
    ordered: readonly Product[],
    sortBy: SortBy,
    pageSize: number,
    cursor: string | null | undefined,
    matches: (product: Product) => boolean,
  ): Page<Product> {
    checkPageSize(pageSize);
    const after = cursor ? decodeProductCursor(cursor, sortBy) : null;
    const fetched = this.db.query<Product>(PRODUCTS, {
      where: matches,
      orderBy: compareStored(sortBy),
      ordered: startAfter(ordered, sortBy, after),
      limit: pageSize + 1,
    });
    const items = fetched.slice(0, pageSize);
    const last = items[items.length - 1];
    const more = fetched.length > pageSize && last !== undefined;
    return { items, nextCursor: more ? encodeProductCursor(sortBy, sortKeyOf(last, sortBy)) : null };
  }
}

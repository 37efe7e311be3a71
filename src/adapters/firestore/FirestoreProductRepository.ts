import {
  collection,
  doc,
  type DocumentSnapshot,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  type Transaction,
  where,
} from 'firebase/firestore';
import { readUnlessRefused } from './readUnlessRefused';
import { guardedTransaction } from './guardedTransaction';
import { type CurrentActor, deletionEntryId } from '../../domain/staff/Activity';
import { productTarget } from '../../domain/staff/ActivityTargets';
import { RepositoryError } from '../../domain/shared/errors';
import { lowStockTracker, type LowStockChange } from '../../domain/catalogue/LowStockWatch';
import type { Page, Unsubscribe, ViewFailed } from '../../domain/shared/Page';
import type { Product, ProductInput } from '../../domain/catalogue/Product';
import { applyProductPatch, assertWithinWriteLimit, newProduct } from '../../domain/catalogue/ProductChanges';
import { relatedKeys } from '../../domain/storefront/ProductFilter';
import type { AdminProductQuery, ProductQuery } from '../../domain/storefront/ProductQuery';
import { MAX_PUBLIC_PAGE_SIZE } from '../../domain/storefront/PublicQueryLimit';
import type { Clock } from '../../ports/Clock';
import { MAX_IDS_A_QUERY, type ProductRepository } from '../../ports/ProductRepository';
import type { ProductWrite } from '../../domain/catalogue/ProductWrite';
import { applyToIndex, type CatalogueIndex, parseCatalogueIndex } from './catalogueIndex';
import {
  catalogueIndexRef,
  fromVocabularyDocument,
  searchVocabularyRef,
  writeCatalogue,
} from './catalogueSummaryDocument';
import type { SearchAnswer } from '../../domain/search/searchCatalogue';
import type { SearchVocabulary } from '../../domain/search/SearchVocabulary';
import { searchKnowledge, type SearchOptions } from '../../domain/search/understandQuery';
import { FirestoreSearchWordsRepository } from './FirestoreSearchWordsRepository';
import { auditIdOf, logActivity } from './FirestoreActivityLog';
import { PRODUCTS } from './collections';
import { guarded, isPermissionDenied } from './firestoreErrors';
import { fromProductDocument, SORT_FIELDS, toProductDocument } from './productDocument';
import { adminProductPage, listingCount, listingPage, searchProducts } from './productListings';
import { lowStockQuery } from './productQueries';

const productOf = (snapshot: DocumentSnapshot): Product | null => {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  return data ? fromProductDocument(snapshot.id, data) : null;
};

/**
 * Products on Cloud Firestore. Listings are bounded queries on the derived fields of productDocument.ts and are
 * re-checked with the domain predicates; every write keeps meta/catalogueIndex and meta/catalogueSummary in step
 * in the same transaction.
 */
export class FirestoreProductRepository implements ProductRepository {
  constructor(
    private readonly db: Firestore,
    private readonly clock: Clock,
    private readonly actor: CurrentActor,
    private readonly searchWords: Pick<
      FirestoreSearchWordsRepository,
      'forSearch'
    > = new FirestoreSearchWordsRepository(db, actor),
  ) {}

  async getById(id: string): Promise<Product | null> {
    // An inactive product is invisible to shoppers: the rules refuse the read.
    const snapshot = await readUnlessRefused(doc(this.db, PRODUCTS, id));
    return snapshot && productOf(snapshot);
  }

  async getMany(ids: readonly string[]): Promise<Product[]> {
    // Gets side by side, not one `in` query: the rules refuse a guest's query naming a hidden or missing product.
    const found = await Promise.all(
      [...new Set(ids.slice(0, MAX_IDS_A_QUERY))].map((id) => this.getById(id)),
    );
    return found.filter((product): product is Product => product !== null && product.isActive);
  }

  async getBySlug(slug: string): Promise<Product | null> {
    if (slug === '') return null;
    return guarded(async () => {
      const bySlug = (...active: ReturnType<typeof where>[]) =>
        query(
          collection(this.db, PRODUCTS),
          where('slug', '==', slug),
          ...active,
          orderBy(SORT_FIELDS.name),
          limit(1),
        );
      const [shown] = (await getDocs(bySlug(where('isActive', '==', true)))).docs;
      if (shown) return productOf(shown);
      try {
        const [any] = (await getDocs(bySlug())).docs;
        return any ? productOf(any) : null;
      } catch (error) {
        if (isPermissionDenied(error)) return null;
        throw error;
      }
    });
  }

  listPage(request: ProductQuery): Promise<Page<Product>> {
    return listingPage(this.db, request);
  }

  count(request: Omit<ProductQuery, 'pageSize' | 'cursor'>): Promise<number> {
    return listingCount(this.db, request);
  }

  search(text: string, max: number, options?: SearchOptions): Promise<SearchAnswer> {
    // The vocabulary is read with each round (one document), so a correction always knows the catalogue as it is;
    // the owner's search words once per visit.
    return guarded(async () => {
      const [vocabulary, rows] = await Promise.all([this.readVocabulary(), this.searchWords.forSearch()]);
      return searchProducts(this.db, text, max, searchKnowledge(rows, vocabulary), options);
    });
  }

  #vocabulary: { updatedAt: number; vocabulary: SearchVocabulary } | null = null;

  /** The vocabulary as stored; the one read before while its `updatedAt` is the same, so search knows it already. */
  private async readVocabulary(): Promise<SearchVocabulary> {
    const snapshot = await getDoc(searchVocabularyRef(this.db));
    const stamp: unknown = snapshot.get('updatedAt');
    const updatedAt = stamp instanceof Timestamp ? stamp.toMillis() : Number.NaN;
    if (this.#vocabulary?.updatedAt === updatedAt) return this.#vocabulary.vocabulary;
    const vocabulary = fromVocabularyDocument(snapshot.data());
    this.#vocabulary = { updatedAt, vocabulary };
    return vocabulary;
  }

  async listRelated(product: Product, wanted: number): Promise<Product[]> {
    const keys = relatedKeys(product);
    if (keys.length === 0 || wanted < 1) return [];
    // One more than asked (the product itself may be among them), within the rules' limit for a guest's query.
    const max = Math.min(wanted, MAX_PUBLIC_PAGE_SIZE);
    return guarded(async () => {
      const { docs } = await getDocs(
        query(
          collection(this.db, PRODUCTS),
          where('isActive', '==', true),
          where('categoryKeys', 'array-contains-any', keys),
          orderBy(SORT_FIELDS.name),
          limit(max + 1),
        ),
      );
      return docs
        .map((document) => fromProductDocument(document.id, document.data()))
        .filter((candidate) => candidate.id !== product.id)
        .slice(0, max);
    });
  }

  async adminList(request: AdminProductQuery): Promise<Page<Product>> {
    return adminProductPage(this.db, request);
  }

  async create(input: ProductInput): Promise<Product> {
    const product = newProduct(input, doc(collection(this.db, PRODUCTS)).id, this.clock.now());
    return this.inTransaction(async (transaction, index) => {
      const auditId = logActivity(this.db, transaction, this.actor, 'product', [
        productTarget(null, product),
      ]);
      transaction.set(doc(this.db, PRODUCTS, product.id), { ...toProductDocument(product), auditId });
      return { result: product, index: applyToIndex(index, product, 1), now: product.updatedAt };
    });
  }

  async update(id: string, patch: Partial<ProductInput>): Promise<Product> {
    return this.inTransaction(async (transaction, index) => {
      const [current] = await this.readExisting(transaction, [id]);
      const now = this.clock.now();
      const updated = applyProductPatch(current!, patch, now);
      const auditId = logActivity(this.db, transaction, this.actor, 'product', [
        productTarget(current!, updated),
      ]);
      transaction.set(doc(this.db, PRODUCTS, id), { ...toProductDocument(updated), auditId });
      applyToIndex(applyToIndex(index, current!, -1), updated, 1);
      return { result: updated, index, now };
    });
  }

  async delete(id: string): Promise<void> {
    await this.inTransaction(async (transaction, index) => {
      const snapshot = await transaction.get(doc(this.db, PRODUCTS, id));
      const product = productOf(snapshot);
      if (!product) return { result: undefined, index: null, now: '' };
      const entryId = deletionEntryId(PRODUCTS, id, auditIdOf(snapshot.data()));
      logActivity(this.db, transaction, this.actor, 'product', [productTarget(product, null)], entryId);
      transaction.delete(snapshot.ref);
      return { result: undefined, index: applyToIndex(index, product, -1), now: this.clock.now() };
    });
  }

  async writeMany(writes: readonly ProductWrite[]): Promise<Product[]> {
    assertWithinWriteLimit(writes.length);
    if (writes.length === 0) return [];
    const newIds = writes.map((write) =>
      write.kind === 'create' ? doc(collection(this.db, PRODUCTS)).id : write.id,
    );
    return this.inTransaction(async (transaction, index) => {
      const updated = [
        ...new Set(writes.filter((write) => write.kind === 'update').map((write) => write.id)),
      ];
      const stored = new Map(
        (await this.readExisting(transaction, updated)).map((product) => [product.id, product]),
      );
      const now = this.clock.now();
      const written = writes.map((write, i) => {
        const before = write.kind === 'update' ? stored.get(write.id)! : null;
        const product =
          write.kind === 'update'
            ? applyProductPatch(before!, write.patch, now)
            : newProduct(write.input, newIds[i]!, now);
        if (before) applyToIndex(index, before, -1);
        applyToIndex(index, product, 1);
        stored.set(product.id, product);
        return { before, product };
      });
      const targets = written.map(({ before, product }) => productTarget(before, product));
      const auditId = logActivity(this.db, transaction, this.actor, 'product', targets);
      for (const { product } of written)
        transaction.set(doc(this.db, PRODUCTS, product.id), { ...toProductDocument(product), auditId });
      return { result: written.map(({ product }) => product), index, now };
    });
  }

  async listLowStock(threshold: number, max: number): Promise<Product[]> {
    if (max < 1) return [];
    return guarded(async () => {
      const { docs } = await getDocs(lowStockQuery(this.db, threshold, max));
      return docs.map((document) => fromProductDocument(document.id, document.data()));
    });
  }

  /**
   * One listener on the same query as listLowStock. Each server snapshot's whole (bounded) view goes to the tracker
   * rather than its docChanges(): the SDK already holds it, and the tracker tells a stock change from an edit of
   * another field and from a product sliding into a full view, the same way as the memory adapter.
   */
  subscribeLowStock(
    threshold: number,
    max: number,
    listener: (changes: LowStockChange[]) => void,
    onError: ViewFailed,
  ): Unsubscribe {
    const size = Math.max(1, max);
    const track = lowStockTracker(size);
    // The local cache may answer first with a stale or partial view: only the server's snapshots count, so the
    // baseline is the server's (metadata changes are heard so that a confirmation without data changes arrives).
    return onSnapshot(
      lowStockQuery(this.db, threshold, size),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        const changes = track(snapshot.docs.map(productOf).filter((product) => product !== null));
        if (changes) listener(changes);
      },
      onError,
    );
  }

  /** Reads every id in the transaction; an unknown id fails the whole write with REPO.NOT_FOUND. */
  private async readExisting(transaction: Transaction, ids: string[]): Promise<Product[]> {
    const snapshots = await Promise.all(ids.map((id) => transaction.get(doc(this.db, PRODUCTS, id))));
    return snapshots.map((snapshot) => {
      const product = productOf(snapshot);
      if (!product) throw new RepositoryError('REPO.NOT_FOUND', `No product ${snapshot.id}`);
      return product;
    });
  }

  /**
   * Runs a product write with the catalogue counters: reads meta/catalogueIndex first (reads precede writes in a
   * transaction), lets `work` write and adjust them, then stores the counters and the summary in the same commit.
   */
  private inTransaction<T>(
    work: (
      transaction: Transaction,
      index: CatalogueIndex,
    ) => Promise<{ result: T; index: CatalogueIndex | null; now: string }>,
  ): Promise<T> {
    return guardedTransaction(this.db, async (transaction) => {
      const index = parseCatalogueIndex((await transaction.get(catalogueIndexRef(this.db))).data());
      const outcome = await work(transaction, index);
      if (outcome.index) writeCatalogue(this.db, transaction, outcome.index, outcome.now);
      return outcome.result;
    });
  }
}

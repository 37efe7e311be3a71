import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  getCountFromServer,
  getDoc,
  limit,
  orderBy,
  query,
  type Transaction,
  where,
} from 'firebase/firestore';
import { readSorted, watchSorted } from './sortedDocuments';
import { guardedTransaction } from './guardedTransaction';
import {
  type Category,
  type CategoryInput,
  compareCategoriesByName,
  navigationAfter,
} from '../../domain/catalogue/Category';
import type { CatalogueNavigation } from '../../domain/catalogue/NavigationTree';
import { categoryQueryKeys } from '../../domain/storefront/ProductFilter';
import { RepositoryError } from '../../domain/shared/errors';
import type { Unsubscribe, ViewFailed } from '../../domain/shared/Page';
import { CATEGORY_QUERY_LIMIT } from '../../domain/storefront/PublicQueryLimit';
import type { Clock } from '../../ports/Clock';
import type { CategoryRepository } from '../../ports/CategoryRepository';
import { type CatalogueIndex, parseCatalogueIndex } from './catalogueIndex';
import { catalogueIndexRef, writeCatalogue } from './catalogueSummaryDocument';
import { CATEGORIES, PRODUCTS } from './collections';
import { guarded } from './firestoreErrors';
import { listingKey } from './productDocument';
import { fromIso, toIso } from './timestamps';

const EDITABLE = ['name', 'slug', 'description', 'image', 'parentSlug', 'order', 'showInBar'] as const;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const categoryOf = (id: string, data: DocumentData): Category => ({
  id,
  name: text(data['name']),
  slug: text(data['slug']),
  description: text(data['description']),
  image: text(data['image']),
  parentSlug: typeof data['parentSlug'] === 'string' ? data['parentSlug'] : null,
  // Written before the owner ordered categories: first among equals, by name; in the bar unless hidden.
  order: typeof data['order'] === 'number' && Number.isFinite(data['order']) ? data['order'] : 1,
  showInBar: data['showInBar'] !== false,
  createdAt: toIso(data['createdAt']),
  updatedAt: toIso(data['updatedAt']),
});

export const toCategoryDocument = (category: Category): DocumentData => ({
  ...Object.fromEntries(EDITABLE.map((key) => [key, category[key]])),
  createdAt: fromIso(category.createdAt),
  updatedAt: fromIso(category.updatedAt),
});

/**
 * The admin-managed `categories` collection, listed by name: the list is small, so it is sorted here, in the
 * domain's order (compareCategoriesByName), as the memory adapter sorts it.
 */
export class FirestoreCategoryRepository implements CategoryRepository {
  constructor(
    private readonly db: Firestore,
    private readonly clock: Clock,
  ) {}

  /** Bounded like every listing a guest may run (the rules want limit ≤ CATEGORY_QUERY_LIMIT from non-admins). */
  private get byName() {
    return query(collection(this.db, CATEGORIES), orderBy('name'), limit(CATEGORY_QUERY_LIMIT));
  }

  async list(): Promise<Category[]> {
    return readSorted(this.byName, categoryOf, compareCategoriesByName);
  }

  async get(id: string): Promise<Category | null> {
    return guarded(async () => {
      const snapshot = await getDoc(doc(this.db, CATEGORIES, id));
      return snapshot.exists() ? categoryOf(snapshot.id, snapshot.data()) : null;
    });
  }

  async create(input: CategoryInput): Promise<Category> {
    const now = this.clock.now();
    const reference = doc(collection(this.db, CATEGORIES));
    const category: Category = { ...pick(input), id: reference.id, createdAt: now, updatedAt: now };
    const count = await this.activeProductsIn(category);
    await this.withNavigation(async (transaction, index) => {
      transaction.set(reference, toCategoryDocument(category));
      return {
        navigation: navigationAfter(index.navigation, null, category),
        counted: [category.slug, count],
      };
    });
    return category;
  }

  async update(id: string, patch: Partial<CategoryInput>): Promise<Category> {
    const reference = doc(this.db, CATEGORIES, id);
    const before = await this.get(id);
    if (!before) throw new RepositoryError('REPO.NOT_FOUND', `No category ${id}`);
    const next = { ...before, ...pick({ ...before, ...defined(patch) }) };
    const count = await this.activeProductsIn(next);
    return this.withNavigation(async (transaction, index) => {
      const snapshot = await transaction.get(reference);
      if (!snapshot.exists()) throw new RepositoryError('REPO.NOT_FOUND', `No category ${id}`);
      const current = categoryOf(id, snapshot.data());
      const updated: Category = {
        ...current,
        ...pick({ ...current, ...defined(patch) }),
        updatedAt: this.clock.now(),
      };
      transaction.set(reference, toCategoryDocument(updated));
      // The count was taken for the name and slug read before the transaction; a concurrent rename is recounted
      // by its own write.
      return {
        navigation: navigationAfter(index.navigation, current.slug, updated),
        counted: [updated.slug, count],
        dropped: current.slug === updated.slug ? undefined : current.slug,
        result: updated,
      };
    });
  }

  async delete(id: string): Promise<void> {
    const reference = doc(this.db, CATEGORIES, id);
    await this.withNavigation(async (transaction, index) => {
      const snapshot = await transaction.get(reference);
      if (!snapshot.exists()) return { navigation: null };
      const category = categoryOf(id, snapshot.data());
      transaction.delete(reference);
      return { navigation: navigationAfter(index.navigation, category.slug, null), dropped: category.slug };
    });
  }

  async setHideEmptyInBar(hide: boolean): Promise<void> {
    await this.withNavigation(async (_transaction, index) => ({
      navigation: { ...index.navigation, hideEmptyInBar: hide },
    }));
  }

  /**
   * Active products counting for a category (docs/behaviour.md#browsing-and-search): one count aggregation over the listing keys, which only
   * active products have (so no composite index is needed).
   */
  private async activeProductsIn(category: Pick<Category, 'slug' | 'name'>): Promise<number> {
    const keys = categoryQueryKeys(category.slug, category.name).map((key) => listingKey(undefined, key));
    return guarded(async () => {
      const aggregate = await getCountFromServer(
        query(collection(this.db, PRODUCTS), where('listingKeys', 'array-contains-any', keys)),
      );
      return aggregate.data().count;
    });
  }

  /**
   * Runs a category write with the catalogue counters (meta/catalogueIndex, read first as transactions require):
   * `work` writes the category and says what the navigation becomes, which slug it counted and which it dropped;
   * the counters and the public summary are written in the same commit.
   */
  private withNavigation<T>(
    work: (
      transaction: Transaction,
      index: CatalogueIndex,
    ) => Promise<{
      navigation: CatalogueNavigation | null;
      counted?: [slug: string, count: number];
      dropped?: string | undefined;
      result?: T;
    }>,
  ): Promise<T> {
    return guardedTransaction(this.db, async (transaction) => {
      const index = parseCatalogueIndex((await transaction.get(catalogueIndexRef(this.db))).data());
      const outcome = await work(transaction, index);
      if (outcome.navigation) {
        const slugCounts = { ...index.slugCounts };
        if (outcome.dropped !== undefined) delete slugCounts[outcome.dropped];
        if (outcome.counted) {
          const [slug, count] = outcome.counted;
          if (count > 0) slugCounts[slug] = count;
          else delete slugCounts[slug];
        }
        writeCatalogue(
          this.db,
          transaction,
          { ...index, navigation: outcome.navigation, slugCounts },
          this.clock.now(),
        );
      }
      return outcome.result as T;
    });
  }

  subscribe(listener: (categories: Category[]) => void, onError: ViewFailed): Unsubscribe {
    return watchSorted(this.byName, categoryOf, compareCategoriesByName, listener, onError);
  }
}

const pick = (input: CategoryInput): CategoryInput => ({
  name: input.name,
  slug: input.slug,
  description: input.description,
  image: input.image,
  parentSlug: input.parentSlug ?? null,
  order: input.order,
  showInBar: input.showInBar,
});

const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setDoc,
  deleteDoc,
} from 'firebase/firestore';
import type { Category, CategoryInput } from '../../domain/Category';
import { RepositoryError } from '../../domain/errors';
import type { Unsubscribe } from '../../domain/Page';
import { CATEGORY_QUERY_LIMIT } from '../../domain/PublicQueryLimit';
import type { Clock } from '../../ports/Clock';
import type { CategoryRepository } from '../../ports/CategoryRepository';
import { CATEGORIES } from './collections';
import { guarded } from './firestoreErrors';
import { fromIso, toIso } from './timestamps';

const EDITABLE = ['name', 'slug', 'description', 'image', 'parentSlug'] as const;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const categoryOf = (id: string, data: DocumentData): Category => ({
  id,
  name: text(data['name']),
  slug: text(data['slug']),
  description: text(data['description']),
  image: text(data['image']),
  parentSlug: typeof data['parentSlug'] === 'string' ? data['parentSlug'] : null,
  createdAt: toIso(data['createdAt']),
  updatedAt: toIso(data['updatedAt']),
});

export const toCategoryDocument = (category: Category): DocumentData => ({
  ...Object.fromEntries(EDITABLE.map((key) => [key, category[key]])),
  createdAt: fromIso(category.createdAt),
  updatedAt: fromIso(category.updatedAt),
});

/** By name as people read it (the memory adapter's order), then id; the list is small, so it is sorted here. */
const byName = (a: Category, b: Category): number =>
  a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The admin-managed `categories` collection, listed by name. */
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
    return guarded(async () =>
      (await getDocs(this.byName)).docs.map((entry) => categoryOf(entry.id, entry.data())).sort(byName),
    );
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
    await guarded(() => setDoc(reference, toCategoryDocument(category)));
    return category;
  }

  async update(id: string, patch: Partial<CategoryInput>): Promise<Category> {
    return guarded(() =>
      runTransaction(this.db, async (transaction) => {
        const reference = doc(this.db, CATEGORIES, id);
        const snapshot = await transaction.get(reference);
        if (!snapshot.exists()) throw new RepositoryError('REPO.NOT_FOUND', `No category ${id}`);
        const current = categoryOf(id, snapshot.data());
        const updated: Category = {
          ...current,
          ...pick({ ...current, ...defined(patch) }),
          updatedAt: this.clock.now(),
        };
        transaction.set(reference, toCategoryDocument(updated));
        return updated;
      }),
    );
  }

  async delete(id: string): Promise<void> {
    await guarded(() => deleteDoc(doc(this.db, CATEGORIES, id)));
  }

  subscribe(listener: (categories: Category[]) => void): Unsubscribe {
    return onSnapshot(this.byName, (snapshot) =>
      listener(
        snapshot.docs
          .map((entry) => categoryOf(entry.id, entry.data({ serverTimestamps: 'estimate' })))
          .sort(byName),
      ),
    );
  }
}

const pick = (input: CategoryInput): CategoryInput => ({
  name: input.name,
  slug: input.slug,
  description: input.description,
  image: input.image,
  parentSlug: input.parentSlug ?? null,
});

const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

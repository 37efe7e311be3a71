import {
  type Category,
  type CategoryInput,
  compareCategoriesByName,
  navigationAfter,
} from '../../domain/catalogue/Category';
import { RepositoryError } from '../../domain/shared/errors';
import type { Unsubscribe } from '../../domain/shared/Page';
import { CATEGORY_QUERY_LIMIT } from '../../domain/storefront/PublicQueryLimit';
import type { CategoryRepository } from '../../ports/CategoryRepository';
import type { Clock } from '../../ports/Clock';
import type { IdGenerator } from '../../ports/IdGenerator';
import { currentNavigation, rewriteCatalogueSummary } from './catalogueSummaryDocument';
import type { MemoryDatabase } from './MemoryDatabase';
import { watchQuery } from './watchQuery';

export const CATEGORIES = 'categories';

/** Admin-managed categories in the `categories` collection; every write moves the storefront's navigation with it. */
export class InMemoryCategoryRepository implements CategoryRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async list(): Promise<Category[]> {
    return this.db.query<Category>(CATEGORIES, {
      orderBy: compareCategoriesByName,
      limit: CATEGORY_QUERY_LIMIT,
    });
  }

  async get(id: string): Promise<Category | null> {
    return this.db.get<Category>(CATEGORIES, id);
  }

  async create(input: CategoryInput): Promise<Category> {
    return this.db.transaction(() => {
      const now = this.clock.now();
      const category: Category = { ...input, id: this.ids.newId(), createdAt: now, updatedAt: now };
      this.db.set(CATEGORIES, category.id, { ...category });
      rewriteCatalogueSummary(this.db, now, navigationAfter(currentNavigation(this.db), null, category));
      return category;
    });
  }

  async update(id: string, patch: Partial<CategoryInput>): Promise<Category> {
    return this.db.transaction(() => {
      const category = this.db.get<Category>(CATEGORIES, id);
      if (!category) throw new RepositoryError('REPO.NOT_FOUND', `No category ${id}`);
      const now = this.clock.now();
      const updated: Category = { ...category, ...patch, id, updatedAt: now };
      this.db.set(CATEGORIES, id, { ...updated });
      rewriteCatalogueSummary(
        this.db,
        now,
        navigationAfter(currentNavigation(this.db), category.slug, updated),
      );
      return updated;
    });
  }

  async delete(id: string): Promise<void> {
    this.db.transaction(() => {
      const category = this.db.get<Category>(CATEGORIES, id);
      if (!category) return;
      this.db.delete(CATEGORIES, id);
      rewriteCatalogueSummary(
        this.db,
        this.clock.now(),
        navigationAfter(currentNavigation(this.db), category.slug, null),
      );
    });
  }

  async setHideEmptyInBar(hide: boolean): Promise<void> {
    this.db.transaction(() =>
      rewriteCatalogueSummary(this.db, this.clock.now(), {
        ...currentNavigation(this.db),
        hideEmptyInBar: hide,
      }),
    );
  }

  subscribe(listener: (categories: Category[]) => void): Unsubscribe {
    return watchQuery<Category>(
      this.db,
      CATEGORIES,
      { orderBy: compareCategoriesByName, limit: CATEGORY_QUERY_LIMIT },
      (category) => category.id,
      listener,
    );
  }
}

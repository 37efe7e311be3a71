import type { Category, CategoryInput } from '../domain/catalogue/Category';
import type { Unsubscribe, ViewFailed } from '../domain/shared/Page';

/**
 * The `categories` collection. Every write also moves the catalogue summary's navigation (and the counts of the
 * category it names), so the storefront's header and category pages follow the owner's categories.
 */
export interface CategoryRepository {
  /** Every category, sorted by name; at most CATEGORY_QUERY_LIMIT (200, domain PublicQueryLimit). */
  list(): Promise<Category[]>;
  /** Null when the id is unknown. */
  get(id: string): Promise<Category | null>;
  create(input: CategoryInput): Promise<Category>;
  /** Throws RepositoryError REPO.NOT_FOUND for an unknown id. */
  update(id: string, patch: Partial<CategoryInput>): Promise<Category>;
  /** Unknown ids are ignored. */
  delete(id: string): Promise<void>;
  /** Whether the header's category bar leaves out categories without active products. */
  setHideEmptyInBar(hide: boolean): Promise<void>;
  /** Calls `listener` now and after every change with the sorted list, as `list` returns it. */
  subscribe(listener: (categories: Category[]) => void, onError: ViewFailed): Unsubscribe;
}

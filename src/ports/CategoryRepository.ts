import type { Category, CategoryInput } from '../domain/Category';
import type { Unsubscribe } from '../domain/Page';
import { token } from './tokens';

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
  /** Calls `listener` now and after every change with the sorted list, as `list` returns it. */
  subscribe(listener: (categories: Category[]) => void): Unsubscribe;
}

export const CategoryRepository = token<CategoryRepository>('CategoryRepository');

import type { CatalogueNavigation, NavigationEntry } from './NavigationTree';

/** A document of the `categories` collection: the owner manages them, and the storefront's navigation follows. */
export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string;
  image: string;
  parentSlug: string | null;
  /** Position among its siblings, 1 first. */
  order: number;
  /** Whether the header's category bar shows it. */
  showInBar: boolean;
  createdAt: string;
  updatedAt: string;
}

export type CategoryInput = Omit<Category, 'id' | 'createdAt' | 'updatedAt'>;

/** The order categories are listed in: by name as people read it, then by id so equal names keep a stable order. */
export const compareCategoriesByName = (a: Category, b: Category): number =>
  a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const navigationEntryOf = ({
  name,
  slug,
  parentSlug,
  order,
  showInBar,
}: Pick<Category, 'name' | 'slug' | 'parentSlug' | 'order' | 'showInBar'>): NavigationEntry => ({
  name,
  slug,
  parentSlug,
  order,
  showInBar,
});

/**
 * The navigation after one category write: the entry that had slug `beforeSlug` (null for a new category) is
 * replaced by `after`'s (none when deleted).
 */
export const navigationAfter = (
  navigation: CatalogueNavigation,
  beforeSlug: string | null,
  after: Category | null,
): CatalogueNavigation => ({
  ...navigation,
  entries: [
    ...navigation.entries.filter((entry) => entry.slug !== beforeSlug && entry.slug !== after?.slug),
    ...(after ? [navigationEntryOf(after)] : []),
  ],
});

/** The navigation of these categories. */
export const navigationOf = (
  categories: readonly Category[],
  hideEmptyInBar = false,
): CatalogueNavigation => ({
  entries: categories.map(navigationEntryOf),
  hideEmptyInBar,
});

import { NAVIGATION_TREE, type NavigationNode } from '../../../domain/NavigationTree';
import type { Crumb } from './Breadcrumbs';

/** The tree entries from the top level down to `slug` (empty when the slug is not in the tree). */
export const ancestorsOf = (
  slug: string,
  tree: readonly NavigationNode[] = NAVIGATION_TREE,
): NavigationNode[] => {
  for (const entry of tree) {
    if (entry.slug === slug) return [entry];
    const below = ancestorsOf(slug, entry.subcategories ?? []);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
};

/** Home › Categories › Sofa › Fabric Sofa: crumbs for a category page; the last one is the current page. */
export const categoryCrumbs = (slug: string): Crumb[] => [
  { label: 'Home', to: '/' },
  { label: 'Categories', to: '/categories' },
  ...ancestorsOf(slug).map((entry) => ({ label: entry.name, to: entry.path })),
];

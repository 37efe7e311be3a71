import { ancestorsOf, type NavigationTree } from '../../../domain/catalogue/NavigationTree';
import type { Crumb } from './Breadcrumbs';

/** Home › Categories › Sofa › Fabric Sofa: crumbs for a category page; the last one is the current page. */
export const categoryCrumbs = (slug: string, tree: NavigationTree): Crumb[] => [
  { label: 'Home', to: '/' },
  { label: 'Categories', to: '/categories' },
  ...ancestorsOf(slug, tree).map((entry) => ({ label: entry.name, to: entry.path })),
];

import { flattenTree, productPath } from '../domain/catalogue/NavigationTree';
import type { Product } from '../domain/catalogue/Product';
import type { Ports } from '../ports/Ports';
import { matchRoute } from '../ui/app/routes/routeTable';
import { createStores } from '../ui/app/stores/RootStore';
import { DRAWN_STATIC_PATHS } from './drawnPages';
import { loadForBuild } from './prerenderPage';

/** What a product's address is made of. */
export type ProductAddress = Pick<Product, 'id' | 'name' | 'slug' | 'category' | 'categories' | 'updatedAt'>;

/**
 * The canonical address of a product's page, or null when its /{category}/{name} address is taken by one of the
 * shop's own pages (a category named 'orders'): such a product keeps only its /products/{id} page, which is not
 * listed.
 */
export const canonicalProductPath = (product: ProductAddress): string | null => {
  const path = productPath(product);
  return matchRoute(path)?.route.initialData === 'productBySlug' ? path : null;
};

/** The drawn pages other than products: home, the lists, the footer's pages and every category of the navigation. */
export const shopPagePaths = async (ports: Ports): Promise<string[]> => {
  const stores = createStores(ports);
  const stop = stores.start();
  try {
    await loadForBuild(stores, { pathname: '/categories', search: '' });
    return [...DRAWN_STATIC_PATHS, ...flattenTree(stores.summary.tree).map((node) => node.path)];
  } finally {
    stop();
  }
};

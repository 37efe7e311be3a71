import {
  ancestorsOf,
  navigationSlugsOf,
  type NavigationTree,
} from '../../../domain/catalogue/NavigationTree';
import type { Product } from '../../../domain/catalogue/Product';
import type { Crumb } from '../catalogue/Breadcrumbs';

/** Home › Sofa › Fabric Sofa › {product}: the deepest category of the shop's navigation the product counts for. */
export const productCrumbs = (
  product: Pick<Product, 'name' | 'categories' | 'tags'>,
  tree: NavigationTree,
): Crumb[] => {
  const trails = navigationSlugsOf(product, tree).map((slug) => ancestorsOf(slug, tree));
  const deepest = trails.reduce<ReturnType<typeof ancestorsOf>>(
    (best, trail) => (trail.length > best.length ? trail : best),
    [],
  );
  return [
    { label: 'Home', to: '/' },
    ...(deepest.length > 0
      ? deepest.map((entry) => ({ label: entry.name, to: entry.path }))
      : [{ label: 'Products', to: '/products' }]),
    { label: product.name },
  ];
};

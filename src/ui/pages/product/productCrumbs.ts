import { navigationSlugsOf } from '../../../domain/NavigationTree';
import type { Product } from '../../../domain/Product';
import type { Crumb } from '../catalogue/Breadcrumbs';
import { ancestorsOf } from '../catalogue/categoryTrail';

/** Home › Sofa › Fabric Sofa › {product}: the deepest navigation category the product counts for. */
export const productCrumbs = (product: Pick<Product, 'name' | 'categories' | 'tags'>): Crumb[] => {
  const trails = navigationSlugsOf(product).map((slug) => ancestorsOf(slug));
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

import type { CatalogueSummary } from './CatalogueSummary';
import { type CatalogueNavigation, countBySlug, navigationTreeOf } from '../catalogue/NavigationTree';
import type { Product } from '../catalogue/Product';
import { distinctCategories } from './ProductFilter';

/** The catalogue summary of docs/architecture.md#bounded-reads for these products (active ones only) under this navigation, stamped `now`. */
export const summarizeCatalogue = (
  products: readonly Product[],
  navigation: CatalogueNavigation,
  now: string,
): CatalogueSummary => {
  const active = products.filter((product) => product.isActive);
  const prices = active.map((product) => product.price);
  return {
    navigation,
    countsBySlug: countBySlug(active, navigationTreeOf(navigation.entries)),
    activeProductCount: active.length,
    priceMin: prices.length === 0 ? 0 : prices.reduce((low, price) => Math.min(low, price)),
    priceMax: prices.length === 0 ? 0 : prices.reduce((high, price) => Math.max(high, price)),
    categories: distinctCategories(active),
    updatedAt: now,
  };
};

/** The summary of an empty catalogue: what a backend reports before anything was written. */
export const emptyCatalogueSummary = (
  navigation: CatalogueNavigation,
  now = '1970-01-01T00:00:00.000Z',
): CatalogueSummary => summarizeCatalogue([], navigation, now);

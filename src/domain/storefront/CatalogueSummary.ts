import type { CatalogueNavigation } from '../catalogue/NavigationTree';

/**
 * One small document that lets the storefront header and filters work without reading the catalogue:
 * kept in step by every product and category write (docs/architecture.md#bounded-reads).
 */
export interface CatalogueSummary {
  /** The owner's categories as the storefront navigates them. */
  navigation: CatalogueNavigation;
  /** Active products per category slug of the navigation, counted with the rule of docs/behaviour.md#browsing-and-search. */
  countsBySlug: Record<string, number>;
  activeProductCount: number;
  /** Lowest and highest price of active products; 0 and 0 when there are none. */
  priceMin: number;
  priceMax: number;
  /** Distinct `category` values of active products, sorted. */
  categories: string[];
  updatedAt: string;
}

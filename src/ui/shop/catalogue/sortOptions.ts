import type { SortBy } from '../../../domain/storefront/ProductQuery';

/** The sorts of docs/behaviour.md#browsing-and-search as the shopper reads them; name first, the default. */
export const SORT_LABELS: Readonly<Record<SortBy, string>> = {
  name: 'Name (A to Z)',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Customer Rating',
  newest: 'Newest First',
};

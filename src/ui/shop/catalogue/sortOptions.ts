import { SORT_OPTIONS, type SortBy } from '../../../domain/storefront/ProductQuery';

/** The sorts of docs/behaviour.md#browsing-and-search as the shopper reads them; name first, the default. */
export const SORT_LABELS: Readonly<Record<SortBy, string>> = {
  name: 'Name (A to Z)',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Customer Rating',
  newest: 'Newest First',
};

/** Search results' sorts: by relevance, the default, or as a listing sorts. */
export type ResultsSort = 'relevance' | SortBy;
export const RESULTS_SORT_OPTIONS: readonly ResultsSort[] = ['relevance', ...SORT_OPTIONS];
export const RESULTS_SORT_LABELS: Readonly<Record<ResultsSort, string>> = {
  relevance: 'Relevance',
  ...SORT_LABELS,
};
export const isResultsSort = (value: string | null): value is ResultsSort =>
  (RESULTS_SORT_OPTIONS as readonly (string | null)[]).includes(value);

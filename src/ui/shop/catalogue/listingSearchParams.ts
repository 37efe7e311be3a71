import { clearFilters } from '../../../domain/storefront/ProductFilter';
import {
  SORT_OPTIONS,
  type ListingFlag,
  type ProductFilterState,
  type SortBy,
} from '../../../domain/storefront/ProductQuery';

/** The query-string names of the listing filters, so a link or a reload keeps them. */
export const LISTING_PARAMS = {
  category: 'category',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  rating: 'rating',
  sort: 'sort',
  /** A home-page row's listing: `show=featured` for "Featured — View all" (ProductQuery's flag). */
  show: 'show',
} as const;

/** How a listing flag reads in an address. */
export const FLAG_PARAM: Readonly<Record<ListingFlag, string>> = {
  isFeatured: 'featured',
  isNewArrival: 'new-arrivals',
  isBestSeller: 'best-sellers',
};

/** The heading of a home-page row's listing. */
export const FLAG_HEADING: Readonly<Record<ListingFlag, string>> = {
  isFeatured: 'Featured Products',
  isNewArrival: 'New Arrivals',
  isBestSeller: 'Best Sellers',
};

const flagFromParam = (value: string | null): ListingFlag | undefined =>
  (Object.keys(FLAG_PARAM) as ListingFlag[]).find((flag) => FLAG_PARAM[flag] === value?.trim().toLowerCase());

/** The address of the listing of one home-page row, e.g. '/products?show=featured'. */
export const flagListingPath = (flag: ListingFlag): string =>
  `/products?${LISTING_PARAMS.show}=${FLAG_PARAM[flag]}`;

/** The largest price a URL can carry (nine digits); as the upper bound it means "no limit". */
export const NO_MAX_PRICE = 999_999_999;

/**
 * What a listing shows with nothing chosen. The original specification gives a default range of 0–1,00,000, yet says clearing
 * the filters "shows all items": with kitchens priced above one lakh the two disagree, and the literal range would
 * hide them even on their own category page. A listing without a chosen maximum therefore has no upper limit.
 */
export const LISTING_DEFAULTS: ProductFilterState = { ...clearFilters(), priceRange: [0, NO_MAX_PRICE] };

const wholeNumber = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
};

const isSort = (value: string | null): value is SortBy => SORT_OPTIONS.includes(value as SortBy);

/**
 * The filters a listing URL asks for. Anything missing or malformed falls back to the default, so a hand-edited
 * link never breaks the page. `fixedCategory` (the category page's slug) wins over a `category` parameter.
 */
export const filtersFromSearchParams = (
  params: URLSearchParams,
  fixedCategory?: string,
): ProductFilterState => {
  const min = wholeNumber(params.get(LISTING_PARAMS.minPrice)) ?? LISTING_DEFAULTS.priceRange[0];
  const max = wholeNumber(params.get(LISTING_PARAMS.maxPrice)) ?? LISTING_DEFAULTS.priceRange[1];
  const rating = wholeNumber(params.get(LISTING_PARAMS.rating));
  const sort = params.get(LISTING_PARAMS.sort);
  const flag = flagFromParam(params.get(LISTING_PARAMS.show));
  return {
    category: fixedCategory ?? params.get(LISTING_PARAMS.category)?.trim() ?? '',
    ...(flag ? { flag } : {}),
    priceRange: min <= max ? [min, max] : [max, min],
    rating: rating !== null && rating <= 5 ? rating : 0,
    sortBy: isSort(sort) ? sort : LISTING_DEFAULTS.sortBy,
  };
};

/** The query string for filters: defaults are left out, so the plain listing has a plain URL. */
export const searchParamsFromFilters = (
  filters: ProductFilterState,
  fixedCategory?: string,
): URLSearchParams => {
  const params = new URLSearchParams();
  const [min, max] = filters.priceRange;
  if (fixedCategory === undefined && filters.category !== '')
    params.set(LISTING_PARAMS.category, filters.category);
  if (filters.flag) params.set(LISTING_PARAMS.show, FLAG_PARAM[filters.flag]);
  if (min !== LISTING_DEFAULTS.priceRange[0]) params.set(LISTING_PARAMS.minPrice, String(min));
  if (max !== LISTING_DEFAULTS.priceRange[1]) params.set(LISTING_PARAMS.maxPrice, String(max));
  if (filters.rating > 0) params.set(LISTING_PARAMS.rating, String(filters.rating));
  if (filters.sortBy !== LISTING_DEFAULTS.sortBy) params.set(LISTING_PARAMS.sort, filters.sortBy);
  return params;
};

export const sameFilters = (a: ProductFilterState, b: ProductFilterState): boolean =>
  a.category === b.category &&
  a.flag === b.flag &&
  a.priceRange[0] === b.priceRange[0] &&
  a.priceRange[1] === b.priceRange[1] &&
  a.rating === b.rating &&
  a.sortBy === b.sortBy;

/** True when any filter other than the sort (and the fixed category) differs from the default. */
export const hasActiveFilters = (filters: ProductFilterState, fixedCategory?: string): boolean =>
  (fixedCategory === undefined && filters.category !== '') ||
  filters.priceRange[0] !== LISTING_DEFAULTS.priceRange[0] ||
  filters.priceRange[1] !== LISTING_DEFAULTS.priceRange[1] ||
  filters.rating > 0;

import { compareText } from '../text/compareText';
import { hyphenatedName, productMatchesCategory } from '../catalogue/NavigationTree';
import type { Product } from '../catalogue/Product';
import { DEFAULT_FILTERS, type ProductFilterState, type ProductQuery, type SortBy } from './ProductQuery';
import { displayRating, meetsMinimumRating } from './Rating';

type Filterable = Pick<Product, 'category' | 'categories' | 'tags' | 'price' | 'rating'>;
type Sortable = Pick<Product, 'id' | 'name' | 'price' | 'rating' | 'createdAt'>;

/**
 * A category filter matches '' (all), the product's own `category`, or a category by the rule of docs/behaviour.md#browsing-and-search; `name`
 * is the category's name when the value is a category of the shop's navigation (its tags may hold the name).
 */
export const matchesCategory = (product: Filterable, category: string, name?: string): boolean =>
  category === '' || product.category === category || productMatchesCategory(product, category, name ?? null);

/**
 * What a backend stores to answer category filters with one "array contains any" instead of evaluating
 * `matchesCategory`: the product's `category` (c:), every category or tag (s:, matched against the slug) and every
 * tag again (n:, matched against the category's names). Prefixes keep the three kinds apart.
 */
export const categoryKeysOf = (product: Filterable): string[] => [
  ...new Set([
    ...(product.category === '' ? [] : [`c:${product.category}`]),
    ...[...product.categories, ...product.tags].filter((key) => key !== '').map((key) => `s:${key}`),
    ...product.tags.filter((tag) => tag !== '').map((tag) => `n:${tag}`),
  ]),
];

/** The keys of `categoryKeysOf` a product matching this category filter holds at least one of. */
export const categoryQueryKeys = (category: string, name?: string): string[] => [
  ...new Set([
    `c:${category}`,
    `s:${category}`,
    ...(name === undefined ? [] : [`n:${name.toLowerCase()}`, `n:${hyphenatedName(name)}`]),
  ]),
];

/** Related products share one of the product's categories: these keys of `categoryKeysOf` (at most 30, a query's limit). */
export const relatedKeys = (product: Pick<Product, 'categories'>): string[] =>
  [...new Set(product.categories.filter((slug) => slug !== ''))].slice(0, 30).map((slug) => `s:${slug}`);

/** Whether `candidate` is related to a product with these `relatedKeys` (the product itself included). */
export const isRelated = (candidate: Filterable, keys: readonly string[]): boolean =>
  categoryKeysOf(candidate).some((key) => keys.includes(key));

/** The filters of docs/behaviour.md#browsing-and-search, in order: category, inclusive price range, minimum rating (of the figure shown) when above 0. */
export const matchesFilters = (product: Filterable, filters: ProductFilterState): boolean => {
  const [low, high] = filters.priceRange;
  return (
    matchesCategory(product, filters.category, filters.categoryName) &&
    product.price >= low &&
    product.price <= high &&
    meetsMinimumRating(product.rating, filters.rating)
  );
};

/** The name order ignores case; `toLowerCase` (not the locale variant) keeps it the same in every browser. */
export const nameSortKey = (name: string): string => name.toLowerCase();

export interface SortSpec {
  /** The value sorted on; a backend stores `nameSortKey(name)` for the name sort. */
  field: 'nameSortKey' | 'price' | 'rating' | 'createdAt';
  direction: 'asc' | 'desc';
}

/** Each sort of docs/behaviour.md#browsing-and-search; ties are always broken by id ascending, so the order is total and pages are stable. */
export const SORT_SPECS: Readonly<Record<SortBy, SortSpec>> = {
  name: { field: 'nameSortKey', direction: 'asc' },
  'price-low': { field: 'price', direction: 'asc' },
  'price-high': { field: 'price', direction: 'desc' },
  rating: { field: 'rating', direction: 'desc' },
  newest: { field: 'createdAt', direction: 'desc' },
};

/** The position of a product in a sort: the sorted value and the id. Cursors carry it. */
export type SortKey = readonly [value: string | number, id: string];

export const sortKeyOf = (product: Sortable, sortBy: SortBy): SortKey => {
  const { field } = SORT_SPECS[sortBy];
  // The rating sort follows the figure shown (4.63 and 4.64 both show 4.6 and tie), as the stored key does.
  const value =
    field === 'nameSortKey'
      ? nameSortKey(product.name)
      : field === 'rating'
        ? displayRating(product.rating)
        : product[field];
  return [value, product.id];
};

const compareValues = (a: string | number, b: string | number): number => {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  return compareText(String(a), String(b));
};

export const compareSortKeys =
  (sortBy: SortBy) =>
  (a: SortKey, b: SortKey): number => {
    const byValue = compareValues(a[0], b[0]);
    if (byValue !== 0) return SORT_SPECS[sortBy].direction === 'asc' ? byValue : -byValue;
    return compareText(a[1], b[1]);
  };

export const compareProducts = (sortBy: SortBy) => {
  const compareKeys = compareSortKeys(sortBy);
  return (a: Sortable, b: Sortable): number => compareKeys(sortKeyOf(a, sortBy), sortKeyOf(b, sortBy));
};

/** The products matching `filters`, in the order of `filters.sortBy`; the input is not changed. */
export const filterAndSort = <T extends Filterable & Sortable>(
  products: readonly T[],
  filters: ProductFilterState,
): T[] =>
  products.filter((product) => matchesFilters(product, filters)).sort(compareProducts(filters.sortBy));

/** What a storefront listing shows: active products with the query's flag that match its filters. */
export const matchesListing = (
  product: Filterable & Pick<Product, 'isActive' | 'isFeatured' | 'isNewArrival' | 'isBestSeller'>,
  query: Pick<ProductQuery, 'filters' | 'flag'>,
): boolean =>
  product.isActive &&
  (query.flag === undefined || product[query.flag]) &&
  matchesFilters(product, query.filters);

/** The whole storefront listing of a query, unpaged: the reference every ProductRepository adapter must equal. */
export const storefrontListing = (
  products: readonly Product[],
  query: Pick<ProductQuery, 'filters' | 'flag'>,
): Product[] =>
  filterAndSort(
    products.filter((product) => matchesListing(product, query)),
    query.filters,
  );

/** Clearing the filters restores the defaults (docs/behaviour.md#browsing-and-search). */
export const clearFilters = (): ProductFilterState => ({
  ...DEFAULT_FILTERS,
  priceRange: [...DEFAULT_FILTERS.priceRange],
});

/** Distinct `category` values of the products, sorted: the product list's category options (docs/behaviour.md#browsing-and-search). */
export const distinctCategories = (products: readonly Pick<Product, 'category'>[]): string[] =>
  [...new Set(products.map((product) => product.category).filter((category) => category !== ''))].sort(
    compareText,
  );

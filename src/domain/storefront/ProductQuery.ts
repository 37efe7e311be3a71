export const SORT_OPTIONS = ['name', 'price-low', 'price-high', 'rating', 'newest'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

/** The home page's rows: a listing narrowed to one of them ("Featured — View all") carries its flag. */
export type ListingFlag = 'isFeatured' | 'isNewArrival' | 'isBestSeller';

/** The shopper's filters of docs/behaviour.md#browsing-and-search; `category` is a navigation slug or a product category, '' for all. */
export interface ProductFilterState {
  category: string;
  /** The name of `category` when it is a category of the shop's navigation: tags holding the name count (docs/behaviour.md#browsing-and-search). */
  categoryName?: string;
  /** Only the products of one home-page row (a listing's ProductQuery.flag); absent for every product. */
  flag?: ListingFlag;
  priceRange: [number, number];
  rating: number;
  sortBy: SortBy;
}

export const DEFAULT_FILTERS: ProductFilterState = {
  category: '',
  priceRange: [0, 100000],
  rating: 0,
  sortBy: 'name',
};

/** A bounded storefront listing: active products only, filtered and sorted by the domain ProductFilter. */
export interface ProductQuery {
  filters: ProductFilterState;
  /** Narrow to homepage rows. */
  flag?: ListingFlag;
  pageSize: number;
  cursor?: string | null;
}

/** An admin listing: every product, active or not. `search` is a case-insensitive substring of the name or id. */
export interface AdminProductQuery {
  search?: string;
  category?: string;
  /** As ProductFilterState.categoryName. */
  categoryName?: string;
  isActive?: boolean;
  pageSize: number;
  cursor?: string | null;
}

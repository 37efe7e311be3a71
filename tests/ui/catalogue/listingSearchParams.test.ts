import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type ProductFilterState } from '../../../src/domain/storefront/ProductQuery';
import {
  filtersFromSearchParams,
  hasActiveFilters,
  LISTING_DEFAULTS,
  flagListingPath,
  NO_MAX_PRICE,
  searchParamsFromFilters,
} from '../../../src/ui/shop/catalogue/listingSearchParams';

const filtersArb: fc.Arbitrary<ProductFilterState> = fc.record({
  category: fc.constantFrom('', 'sofas', 'l-shaped-sofa', 'beds'),
  priceRange: fc
    .tuple(fc.nat(200000), fc.nat(200000))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]),
  rating: fc.constantFrom(0, 2, 3, 4),
  sortBy: fc.constantFrom(...SORT_OPTIONS),
});

describe('listing filters in the query string', () => {
  it('round-trips any filters through the URL', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
      }),
    );
  });

  it('leaves defaults out, so the plain listing has a plain URL', () => {
    expect(searchParamsFromFilters(LISTING_DEFAULTS).toString()).toBe('');
    expect(searchParamsFromFilters({ ...LISTING_DEFAULTS, sortBy: 'price-low', rating: 4 }).toString()).toBe(
      'rating=4&sort=price-low',
    );
  });

  it('has no upper price limit unless one is chosen, so products above one lakh are listed', () => {
    expect(LISTING_DEFAULTS.priceRange).toEqual([0, NO_MAX_PRICE]);
    expect(filtersFromSearchParams(new URLSearchParams('')).priceRange[1]).toBeGreaterThan(149999);
    expect(filtersFromSearchParams(new URLSearchParams('maxPrice=100000')).priceRange).toEqual([0, 100000]);
    expect(searchParamsFromFilters({ ...LISTING_DEFAULTS, priceRange: [0, 100000] }).toString()).toBe(
      'maxPrice=100000',
    );
  });

  it('falls back to defaults for malformed values and swaps a reversed price range', () => {
    const params = new URLSearchParams('minPrice=abc&maxPrice=-5&rating=9&sort=cheapest');
    expect(filtersFromSearchParams(params)).toEqual(LISTING_DEFAULTS);
    expect(filtersFromSearchParams(new URLSearchParams('minPrice=50000&maxPrice=1000')).priceRange).toEqual([
      1000, 50000,
    ]);
  });

  it("keeps a category page's slug out of the URL and ahead of any category parameter", () => {
    const filters = filtersFromSearchParams(new URLSearchParams('category=beds&sort=newest'), 'sofas');
    expect(filters.category).toBe('sofas');
    expect(searchParamsFromFilters(filters, 'sofas').toString()).toBe('sort=newest');
    expect(hasActiveFilters(filters, 'sofas')).toBe(false);
    expect(hasActiveFilters({ ...filters, rating: 3 }, 'sofas')).toBe(true);
  });
});

describe('a home-page row in the query string', () => {
  it('reads show=featured as the featured flag, writes it back, and ignores an unknown row', () => {
    const featured = filtersFromSearchParams(new URLSearchParams('show=featured&sort=newest'));
    expect(featured).toEqual({ ...LISTING_DEFAULTS, flag: 'isFeatured', sortBy: 'newest' });
    expect(searchParamsFromFilters(featured).toString()).toBe('show=featured&sort=newest');
    expect(filtersFromSearchParams(new URLSearchParams('show=everything'))).toEqual(LISTING_DEFAULTS);
    expect(flagListingPath('isFeatured')).toBe('/products?show=featured');
    expect(hasActiveFilters(featured)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productMatchesSlug } from '../../src/domain/catalogue/NavigationTree';
import type { Product } from '../../src/domain/catalogue/Product';
import {
  categoryKeysOf,
  categoryQueryKeys,
  clearFilters,
  compareProducts,
  distinctCategories,
  filterAndSort,
  matchesCategory,
  matchesFilters,
  storefrontListing,
} from '../../src/domain/storefront/ProductFilter';
import {
  DEFAULT_FILTERS,
  type ProductFilterState,
  type SortBy,
} from '../../src/domain/storefront/ProductQuery';
import { displayRating } from '../../src/domain/storefront/Rating';
import {
  catalogueArbitrary,
  categoryValueArbitrary,
  filtersArbitrary,
  productArbitrary,
  DEFAULT_TREE,
} from '../support/productArbitraries';
import { testProduct } from '../contracts/support/testProduct';

/** The sort rule of docs/behaviour.md#browsing-and-search spelled out independently of the implementation's comparator. */
const inOrder = (a: Product, b: Product, sortBy: SortBy): boolean => {
  const tieOk = a.id < b.id;
  switch (sortBy) {
    case 'price-low':
      return a.price < b.price || (a.price === b.price && tieOk);
    case 'price-high':
      return a.price > b.price || (a.price === b.price && tieOk);
    case 'rating': {
      // By the figure shown: 4.63 and 4.64 both show 4.6 and tie.
      const [x, y] = [displayRating(a.rating), displayRating(b.rating)];
      return x > y || (x === y && tieOk);
    }
    case 'newest':
      return a.createdAt > b.createdAt || (a.createdAt === b.createdAt && tieOk);
    case 'name': {
      const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
      return x < y || (x === y && tieOk);
    }
  }
};

const filters = (overrides: Partial<ProductFilterState>): ProductFilterState => ({
  ...clearFilters(),
  ...overrides,
});

describe('ProductFilter properties', () => {
  it('every result satisfies the filter, and every product left out fails it', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), filtersArbitrary, (products, chosen) => {
        const result = filterAndSort(products, chosen);
        for (const product of result) expect(matchesFilters(product, chosen)).toBe(true);
        const kept = new Set(result.map((product) => product.id));
        for (const product of products)
          if (!kept.has(product.id)) expect(matchesFilters(product, chosen)).toBe(false);
      }),
    );
  });

  it('results are a subset of the input without duplicates', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), filtersArbitrary, (products, chosen) => {
        const result = filterAndSort(products, chosen);
        expect(new Set(result).size).toBe(result.length);
        for (const product of result) expect(products).toContain(product);
      }),
    );
  });

  it('the sort order of docs/behaviour.md#browsing-and-search holds with ties broken by id', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), filtersArbitrary, (products, chosen) => {
        const result = filterAndSort(products, chosen);
        for (let index = 1; index < result.length; index++) {
          expect(inOrder(result[index - 1]!, result[index]!, chosen.sortBy)).toBe(true);
        }
      }),
    );
  });

  it('is idempotent and independent of the input order', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary().chain((products) =>
          fc.tuple(fc.constant(products), fc.shuffledSubarray(products, { minLength: products.length })),
        ),
        filtersArbitrary,
        ([products, shuffled], chosen) => {
          const once = filterAndSort(products, chosen);
          expect(filterAndSort(once, chosen)).toEqual(once);
          expect(filterAndSort(shuffled, chosen)).toEqual(once);
        },
      ),
    );
  });

  it('does not change its input', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), filtersArbitrary, (products, chosen) => {
        const before = structuredClone(products);
        filterAndSort(products, chosen);
        expect(products).toEqual(before);
      }),
    );
  });

  it('the default filters keep every product priced 0..100000', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), (products) => {
        const inRange = products.filter((product) => product.price <= 100000);
        expect(filterAndSort(products, DEFAULT_FILTERS)).toHaveLength(inRange.length);
      }),
    );
  });

  it('a product matches a category filter exactly when its categoryKeysOf hold one of the query keys', () => {
    fc.assert(
      fc.property(
        productArbitrary,
        categoryValueArbitrary,
        fc.option(fc.constantFrom('Sofa', 'L Shaped Sofa', 'TV Units', 'modern'), { nil: undefined }),
        (product, category, name) => {
          const keys = categoryKeysOf(product);
          const expected =
            category === '' || categoryQueryKeys(category, name).some((key) => keys.includes(key));
          expect(matchesCategory(product, category, name)).toBe(expected);
        },
      ),
    );
  });

  it('comparators are antisymmetric', () => {
    fc.assert(
      fc.property(
        productArbitrary,
        productArbitrary,
        fc.constantFrom<SortBy>('name', 'newest', 'price-high'),
        (a, b, sortBy) => {
          const [x, y] = [
            { ...a, id: 'a' },
            { ...b, id: 'b' },
          ];
          expect(Math.sign(compareProducts(sortBy)(x, y))).toBe(-Math.sign(compareProducts(sortBy)(y, x)));
          expect(compareProducts(sortBy)(x, y)).not.toBe(0);
        },
      ),
    );
  });
});

describe('ProductFilter examples', () => {
  const cheap = testProduct('a', {
    name: 'beta',
    category: 'chairs',
    price: 5000,
    rating: 3,
    createdAt: '2026-02-01T00:00:00.000Z',
  });
  const dear = testProduct('b', {
    name: 'Alpha',
    category: 'chairs',
    price: 90000,
    rating: 4.5,
    createdAt: '2026-05-01T00:00:00.000Z',
  });
  const sofa = testProduct('c', {
    name: 'Gamma',
    category: 'living',
    categories: ['sofas'],
    price: 100000,
    rating: 4,
  });

  it('matches the category by slug rule, tag rule or own category', () => {
    expect(matchesCategory(sofa, 'sofas')).toBe(true);
    expect(matchesCategory(sofa, 'living')).toBe(true);
    expect(matchesCategory(sofa, 'chairs')).toBe(false);
    const tagged = testProduct('tagged', { categories: [], tags: ['l shaped sofa'] });
    expect(matchesCategory(tagged, 'l-shaped-sofa', 'L Shaped Sofa')).toBe(true);
    expect(matchesCategory(tagged, 'l-shaped-sofa')).toBe(false);
    expect(
      productMatchesSlug(testProduct('tagged', { categories: [], tags: ['Sofa'] }), 'sofas', DEFAULT_TREE),
    ).toBe(false);
  });

  it('price range is inclusive on both ends and rating 0 means any', () => {
    const products = [cheap, dear, sofa];
    expect(filterAndSort(products, filters({ priceRange: [5000, 90000] })).map((p) => p.id)).toEqual([
      'b',
      'a',
    ]);
    expect(filterAndSort(products, filters({ rating: 4 })).map((p) => p.id)).toEqual(['b', 'c']);
    expect(filterAndSort(products, filters({ rating: 0 }))).toHaveLength(3);
  });

  it('sorts by each option', () => {
    const products = [cheap, dear, sofa];
    const ids = (sortBy: SortBy) => filterAndSort(products, filters({ sortBy })).map((p) => p.id);
    expect(ids('name')).toEqual(['b', 'a', 'c']);
    expect(ids('price-low')).toEqual(['a', 'b', 'c']);
    expect(ids('price-high')).toEqual(['c', 'b', 'a']);
    expect(ids('rating')).toEqual(['b', 'c', 'a']);
    expect(ids('newest')).toEqual(['b', 'a', 'c']);
  });

  it('storefront listings keep active products with the flag only', () => {
    const hidden = testProduct('d', { isActive: false, isFeatured: true });
    const featured = { ...dear, isFeatured: true };
    expect(
      storefrontListing([cheap, featured, hidden], { filters: clearFilters() }).map((p) => p.id),
    ).toEqual(['b', 'a']);
    expect(
      storefrontListing([cheap, featured, hidden], { filters: clearFilters(), flag: 'isFeatured' }),
    ).toEqual([featured]);
  });

  it('clearFilters returns fresh defaults', () => {
    const cleared = clearFilters();
    expect(cleared).toEqual(DEFAULT_FILTERS);
    cleared.priceRange[0] = 5;
    expect(DEFAULT_FILTERS.priceRange).toEqual([0, 100000]);
  });

  it('distinct categories are sorted without blanks', () => {
    expect(distinctCategories([sofa, cheap, dear, testProduct('blank', { category: '' })])).toEqual([
      'chairs',
      'living',
    ]);
  });
});

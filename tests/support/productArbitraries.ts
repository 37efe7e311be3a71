import fc from 'fast-check';
import { findNode, navigationSlugs, navigationTreeOf } from '../../src/domain/catalogue/NavigationTree';
import type { Product, ProductInput } from '../../src/domain/catalogue/Product';
import { SORT_OPTIONS, type ProductFilterState } from '../../src/domain/storefront/ProductQuery';
import { DEFAULT_NAVIGATION } from '../../src/domain/catalogue/DefaultNavigation';

/** The categories of a fresh shop (the default tree), as the storefront navigates them. */
export const DEFAULT_TREE = navigationTreeOf(DEFAULT_NAVIGATION.entries);
export const DEFAULT_SLUGS = navigationSlugs(DEFAULT_TREE);

// Small pools so that generated catalogues have ties in every sort key and overlaps in every category rule.
const NAMES = [
  'Sofa',
  'sofa',
  'Teak Bed',
  'teak bed',
  'Ästhetik Chair',
  'Zen Table',
  'chair',
  'Mango Dining Set',
  '',
];
const EXTRA_CATEGORIES = ['furniture', 'Sofa', 'outdoor'];
// Tree slugs that generated products use, so that filters by category often match several products.
const SLUGS = ['sofas', 'wooden-sofa', 'fabric-sofa', 'l-shaped-sofa', 'dining', 'tv-units', 'beds'];
const TAGS = [
  'sofa',
  'wooden sofa',
  'l-shaped-sofa',
  'l shaped sofa',
  'tv-units',
  'tv units',
  'dining',
  'modern',
  'sofas',
];
const WORDS = ['teak', 'sheesham', 'mango wood', 'fabric', 'velvet', 'compact', 'SOFA', 'royal', 'café'];
const DATES = ['2026-01-05T10:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-07-15T12:30:00.000Z'];

export const categoryValueArbitrary = fc.constantFrom('', ...DEFAULT_SLUGS, ...EXTRA_CATEGORIES, ...TAGS);

/** Everything a repository stores but the id and timestamps. */
/** An admin's input, with the review figures a stored product carries (a create leaves them at 0). */
export const productInputArbitrary: fc.Arbitrary<ProductInput & Pick<Product, 'rating' | 'reviewCount'>> =
  fc.record({
    name: fc.constantFrom(...NAMES),
    slug: fc.constantFrom('', 'teak-bed', 'sofa', 'zen-table'),
    description: fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((words) => words.join(' ')),
    price: fc.constantFrom(0, 4999, 12000, 12000, 45999, 100000, 149999),
    image: fc.constant('/images/products/sofa-teal.svg'),
    images: fc.constant(['/images/products/sofa-teal.svg']),
    category: fc.constantFrom('', ...SLUGS, ...EXTRA_CATEGORIES),
    categories: fc.uniqueArray(fc.constantFrom(...SLUGS, ...EXTRA_CATEGORIES), { maxLength: 3 }),
    categoryNames: fc.constant([]),
    stock: fc.nat(20),
    // 3.94 / 3.96 / 4.44 / 4.46: shown as 3.9 / 4.0 / 4.4 / 4.5, either side of a minimum-rating choice.
    rating: fc.constantFrom(0, 3, 3.5, 3.94, 3.96, 4, 4.44, 4.46, 4.5, 5),
    reviewCount: fc.nat(200),
    features: fc.constant([]),
    tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
    material: fc.constantFrom('', 'Teak wood', 'Sheesham', 'Mango wood', 'Fabric'),
    dimensions: fc.constant('100 x 50 x 80 cm'),
    warranty: fc.constantFrom('1 year', '3 years'),
    countryOfOrigin: fc.constantFrom('India', 'Indonesia', 'भारत'),
    manufacturerName: fc.constantFrom('Test Workshop', 'Teak Imports Pvt Ltd (importer)'),
    manufacturerAddress: fc.constantFrom('1 Test Road, Jodhpur 342001', '5 Dock Road, Chennai 600001'),
    netQuantity: fc.constantFrom('1 N', '1 set of 3'),
    hsnCode: fc.constantFrom('9403', '940360', '94017100'),
    gstRate: fc.constantFrom(5, 12, 18),
    isActive: fc.constantFrom(true, true, true, false),
    isFeatured: fc.boolean(),
    isNewArrival: fc.boolean(),
    isBestSeller: fc.boolean(),
    variants: fc.constant([]),
  });

export const productArbitrary: fc.Arbitrary<Product> = fc
  .record({ input: productInputArbitrary, createdAt: fc.constantFrom(...DATES) })
  .map(({ input, createdAt }) => ({ ...input, id: '', createdAt, updatedAt: createdAt }));

/** A catalogue with distinct, 20-character ids (ids are unique in any real store). */
export const catalogueArbitrary = (maxLength = 25): fc.Arbitrary<Product[]> =>
  fc
    .array(productArbitrary, { maxLength, size: 'max' })
    .map((products) =>
      products.map((product, index) => ({ ...product, id: `gen${String(index).padStart(17, '0')}` })),
    );

/**
 * Filters weighted towards the defaults, so that most listings are non-empty and span several pages. A category of
 * the navigation carries its name most of the time, as the storefront's listings ask for it.
 */
export const filtersArbitrary: fc.Arbitrary<ProductFilterState> = fc
  .record({
    category: fc.oneof(
      { arbitrary: fc.constant(''), weight: 2 },
      { arbitrary: fc.constantFrom(...SLUGS, ...EXTRA_CATEGORIES), weight: 3 },
      { arbitrary: categoryValueArbitrary, weight: 1 },
    ),
    priceRange: fc.oneof(
      { arbitrary: fc.constant<[number, number]>([0, 100000]), weight: 4 },
      {
        arbitrary: fc.constantFrom<[number, number]>(
          [4999, 100000],
          [0, 45999],
          [12000, 12000],
          [12000, 200000],
        ),
        weight: 3,
      },
      { arbitrary: fc.constant<[number, number]>([50000, 12000]), weight: 1 },
    ),
    rating: fc.oneof(
      { arbitrary: fc.constant(0), weight: 3 },
      { arbitrary: fc.constantFrom(3, 4, 4.5, 5), weight: 2 },
    ),
    sortBy: fc.constantFrom(...SORT_OPTIONS),
    named: fc.oneof(
      { arbitrary: fc.constant(true), weight: 3 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
  })
  .map(({ named, ...filters }) => {
    const name = findNode(filters.category, DEFAULT_TREE)?.name;
    return named && name !== undefined ? { ...filters, categoryName: name } : filters;
  });

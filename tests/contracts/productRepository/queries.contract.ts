import fc from 'fast-check';
import { expect, it } from 'vitest';
import { emptyCatalogueSummary } from '../../../src/domain/storefront/CatalogueSummaryBuilder';
import type { Product } from '../../../src/domain/catalogue/Product';
import {
  clearFilters,
  compareProducts,
  isRelated,
  relatedKeys,
  storefrontListing,
} from '../../../src/domain/storefront/ProductFilter';
import { DEFAULT_NAVIGATION } from '../../../src/domain/catalogue/DefaultNavigation';
import { SORT_OPTIONS, type ProductQuery } from '../../../src/domain/storefront/ProductQuery';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { referenceSearch } from '../../support/searchReference';
import { MAX_PUBLIC_PAGE_SIZE, PUBLIC_QUERY_LIMIT } from '../../../src/domain/storefront/PublicQueryLimit';
import { catalogueArbitrary, filtersArbitrary } from '../../support/productArbitraries';
import { testProduct } from '../support/testProduct';
import { comparable, expectRepositoryError, type HarnessRef, type ProductContractOptions } from './harness';

const allPages = async (harness: HarnessRef, query: ProductQuery): Promise<Product[][]> => {
  const pages: Product[][] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Product[]; nextCursor: string | null } = await harness().products.listPage({
      ...query,
      cursor,
    });
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 100);
  return pages;
};

const flagArbitrary = fc.constantFrom(
  undefined,
  'isFeatured',
  'isNewArrival',
  'isBestSeller',
) as fc.Arbitrary<ProductQuery['flag']>;

export const queryContract = (harness: HarnessRef, { numRuns = 40 }: ProductContractOptions): void => {
  it('starts empty after a reset', async () => {
    const { products, summary } = harness();
    expect(await products.listPage({ filters: clearFilters(), pageSize: 10 })).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(await products.count({ filters: clearFilters() })).toBe(0);
    expect((await products.adminList({ pageSize: 10 })).items).toEqual([]);
    expect(comparable(await summary.get())).toEqual(comparable(emptyCatalogueSummary(DEFAULT_NAVIGATION)));
  });

  it('returns null for unknown ids and slugs, and finds inactive products by id and slug', async () => {
    const hidden = testProduct('hidden00000000000001', { slug: 'hidden-chair', isActive: false });
    await harness().seed([hidden]);
    const { products } = harness();
    expect(await products.getById('missing0000000000001')).toBeNull();
    expect(await products.getBySlug('no-such-slug')).toBeNull();
    expect(await products.getById(hidden.id)).toEqual(hidden);
    expect(await products.getBySlug('hidden-chair')).toEqual(hidden);
  });

  it('gets the active products among some ids, leaving out hidden and unknown ones', async () => {
    const shown = Array.from({ length: 22 }, (_, index) =>
      testProduct(`shown${String(index).padStart(15, '0')}`, { slug: `shown-${index}` }),
    );
    const hidden = testProduct('hidden00000000000002', { slug: 'hidden-table', isActive: false });
    await harness().seed([...shown, hidden]);
    const { products } = harness();
    const asked = [hidden.id, 'missing0000000000002', ...shown.map((product) => product.id)];
    const byId = (list: readonly Product[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(await products.getMany(asked))).toEqual(byId(shown));
    expect(await products.getMany([shown[3]!.id, shown[3]!.id])).toEqual([shown[3]]);
    expect(await products.getMany([])).toEqual([]);
  });

  it('pages through exactly the domain listing of active products, and counts it', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueArbitrary(),
        filtersArbitrary,
        flagArbitrary,
        fc.integer({ min: 1, max: 6 }),
        async (products, filters, flag, pageSize) => {
          await harness().reset();
          await harness().seed(products);
          const query = { filters, pageSize, ...(flag ? { flag } : {}) };
          const expected = storefrontListing(products, query);
          const pages = await allPages(harness, query);
          for (const page of pages) expect(page.length).toBeLessThanOrEqual(pageSize);
          // Only the listing of nothing has an empty page: nextCursor is null exactly at the end.
          if (expected.length > 0) for (const page of pages) expect(page.length).toBeGreaterThan(0);
          expect(pages.flat()).toEqual(expected);
          expect(await harness().products.count(query)).toBe(Math.min(expected.length, PUBLIC_QUERY_LIMIT));
        },
      ),
      { numRuns },
    );
  });

  it('pages through the demo catalogue in every sort', async () => {
    await harness().seed(demoProducts);
    for (const sortBy of SORT_OPTIONS) {
      const query = { filters: { ...clearFilters(), sortBy }, pageSize: 7 };
      const pages = await allPages(harness, query);
      expect(pages.length).toBeGreaterThan(5);
      expect(pages.flat()).toEqual(storefrontListing(demoProducts, query));
    }
  });

  it('never lists, counts or finds inactive products', async () => {
    const hidden = testProduct('hidden00000000000002', {
      name: 'Hidden Teak Sofa',
      categories: ['sofas'],
      isActive: false,
    });
    const shown = testProduct('shown000000000000002', { name: 'Shown Teak Sofa', categories: ['sofas'] });
    await harness().seed([hidden, shown]);
    const { products } = harness();
    const query = { filters: { ...clearFilters(), category: 'sofas' }, pageSize: 10 };
    expect((await products.listPage(query)).items).toEqual([shown]);
    expect(await products.count(query)).toBe(1);
    expect((await products.search('teak sofa', 8)).products).toEqual([shown]);
    expect(await products.listRelated(shown, 5)).toEqual([]);
  });

  it("'4 stars & above' keeps a 3.96 (shown as 4.0) and leaves out a 3.94 (shown as 3.9), in pages and counts", async () => {
    const rated = (id: string, rating: number) =>
      testProduct(id, { name: `Rated Chair ${rating}`, slug: `rated-chair-${id}`, rating });
    const shown = [
      rated('rating00000000000396', 3.96),
      rated('rating00000000000400', 4),
      rated('rating00000000000395', 3.95),
    ];
    const left = [rated('rating00000000000394', 3.94), rated('rating00000000000380', 3.8)];
    await harness().seed([...shown, ...left]);
    const { products } = harness();
    for (const sortBy of SORT_OPTIONS) {
      const query = { filters: { ...clearFilters(), rating: 4, sortBy }, pageSize: 2 };
      const listed = (await allPages(harness, query)).flat();
      expect(listed.map((product) => product.id).sort()).toEqual(shown.map((product) => product.id).sort());
      expect(await products.count(query)).toBe(3);
    }
    const threeAndAbove = { filters: { ...clearFilters(), rating: 3 }, pageSize: 10 };
    expect(await products.count(threeAndAbove)).toBe(5);
  });

  it('counts more than PUBLIC_QUERY_LIMIT matches as PUBLIC_QUERY_LIMIT, and keeps pages within it', async () => {
    const many = Array.from({ length: PUBLIC_QUERY_LIMIT + 8 }, (_, index) => {
      const id = `many${String(index).padStart(16, '0')}`;
      return testProduct(id, {
        name: `Sheesham Stool ${index}`,
        slug: `sheesham-stool-${index}`,
        category: 'chairs',
        categories: ['chairs'],
      });
    });
    await harness().seed([
      ...many,
      testProduct('alone000000000000001', {
        name: 'Lone Bed',
        slug: 'lone-bed',
        category: 'beds',
        categories: ['beds'],
        categoryNames: ['Bed'],
      }),
    ]);
    const { products } = harness();
    const stools = { filters: { ...clearFilters(), category: 'chairs' } };
    expect(await products.count(stools)).toBe(PUBLIC_QUERY_LIMIT);
    expect(await products.count({ filters: clearFilters() })).toBe(PUBLIC_QUERY_LIMIT);
    expect(await products.count({ filters: { ...clearFilters(), category: 'beds' } })).toBe(1);
    const first = await products.listPage({ ...stools, pageSize: 100 });
    expect(first.items).toHaveLength(MAX_PUBLIC_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const pages = await allPages(harness, { ...stools, pageSize: 100 });
    expect(pages.flat()).toEqual(storefrontListing(many, stools));
    expect(await products.listRelated(many[0]!, 100)).toHaveLength(MAX_PUBLIC_PAGE_SIZE);
  });

  it('refuses a cursor it did not make and a page size below 1', async () => {
    const { products } = harness();
    await expectRepositoryError(
      products.listPage({ filters: clearFilters(), pageSize: 5, cursor: 'not-a-cursor' }),
      'REPO.INVALID',
    );
    await expectRepositoryError(products.listPage({ filters: clearFilters(), pageSize: 0 }), 'REPO.INVALID');
  });

  it("search answers exactly what the domain's searchCatalogue answers over the same products", async () => {
    const queries = fc.constantFrom(
      'sofa',
      'SOFA',
      '  teak ',
      'mango wood',
      'bed',
      'café',
      'sheesham',
      'zzz',
      'so',
      '   ',
      'l s',
      'wardobe',
      'almirah',
      'sheesham bed',
      'teak bedz',
      'sofa cum bed',
    );
    await fc.assert(
      fc.asyncProperty(
        catalogueArbitrary(),
        queries,
        fc.integer({ min: 1, max: 10 }),
        async (products, query, limit) => {
          await harness().reset();
          await harness().seed(products);
          expect(await harness().products.search(query, limit)).toEqual(
            await referenceSearch(products, query, limit),
          );
        },
      ),
      { numRuns },
    );
  });

  it('lists related active products sharing one of its categories, never the product itself', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueArbitrary(15),
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        async (products, pick, limit) => {
          const product = products[pick % Math.max(1, products.length)];
          if (!product) return;
          await harness().reset();
          await harness().seed(products);
          const keys = relatedKeys(product);
          const eligible = products.filter((p) => p.isActive && p.id !== product.id && isRelated(p, keys));
          const related = await harness().products.listRelated(product, limit);
          expect(related).toHaveLength(Math.min(limit, eligible.length));
          for (const item of related) expect(eligible).toContainEqual(item);
          expect(new Set(related.map((item) => item.id)).size).toBe(related.length);
        },
      ),
      { numRuns: Math.ceil(numRuns / 2) },
    );
  });

  it('admin listing shows every product newest first, filtered and paged', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueArbitrary(),
        fc.constantFrom(undefined, true, false),
        fc.constantFrom('', 'sofa', 'GEN000'),
        async (products, isActive, search) => {
          await harness().reset();
          await harness().seed(products);
          const expected = products
            .filter((p) => isActive === undefined || p.isActive === isActive)
            .filter(
              (p) =>
                p.name.toLowerCase().includes(search.toLowerCase()) ||
                p.id.toLowerCase().includes(search.toLowerCase()),
            )
            .sort(compareProducts('newest'));
          const seen: Product[] = [];
          let cursor: string | null = null;
          do {
            const page: { items: Product[]; nextCursor: string | null } = await harness().products.adminList({
              pageSize: 4,
              cursor,
              search,
              ...(isActive === undefined ? {} : { isActive }),
            });
            seen.push(...page.items);
            cursor = page.nextCursor;
          } while (cursor !== null);
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: Math.ceil(numRuns / 2) },
    );
  });
  it('lists active low-stock products (never inactive ones), lowest stock first then by id, bounded', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueArbitrary(),
        fc.nat(12),
        fc.integer({ min: 1, max: 6 }),
        async (products, threshold, limit) => {
          await harness().reset();
          await harness().seed(products);
          const expected = products
            .filter((p) => p.isActive && p.stock <= threshold)
            .sort((a, b) => a.stock - b.stock || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
            .slice(0, limit);
          expect(await harness().products.listLowStock(threshold, limit)).toEqual(expected);
        },
      ),
      { numRuns: Math.ceil(numRuns / 2) },
    );
  });
};

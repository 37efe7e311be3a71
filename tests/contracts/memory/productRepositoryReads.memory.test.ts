import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueSummaryRepository } from '../../../src/adapters/memory/InMemoryCatalogueSummaryRepository';
import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { demoProducts, seedCatalogue } from '../../../src/adapters/memory/seed/demoCatalogue';
import type { Product } from '../../../src/domain/catalogue/Product';
import { clearFilters } from '../../../src/domain/storefront/ProductFilter';
import { searchRoundMaxReads } from '../../../src/domain/search/searchCatalogue';
import { referenceSearch } from '../../support/searchReference';
import { counterIds, stepClock } from '../../support/catalogueFakes';
import { memoryActivityLog } from '../../support/activityFakes';

/** A catalogue of `size` products made by repeating the demo catalogue under new ids and names. */
const catalogueOf = (size: number): Product[] =>
  Array.from({ length: size }, (_, index) => {
    const base = demoProducts[index % demoProducts.length]!;
    return {
      ...base,
      id: `bulk${String(index).padStart(16, '0')}`,
      name: `${base.name} ${index}`,
      slug: `${base.slug}-${index}`,
    };
  });

const measure = async (size: number) => {
  const products = catalogueOf(size);
  const db = new MemoryDatabase();
  seedCatalogue(db, products);
  const repository = new InMemoryProductRepository(db, stepClock(), counterIds(), memoryActivityLog(db));
  const summary = new InMemoryCatalogueSummaryRepository(db);
  const reads = async (work: () => Promise<unknown>) => {
    db.meter.reset();
    await work();
    return db.meter.take().reads;
  };
  const query = { filters: clearFilters(), pageSize: 24 };
  const first = await repository.listPage(query);
  return {
    products,
    repository,
    firstPage: await reads(() => repository.listPage(query)),
    secondPage: await reads(() => repository.listPage({ ...query, cursor: first.nextCursor })),
    categoryPage: await reads(() =>
      repository.listPage({
        ...query,
        filters: { ...clearFilters(), category: 'sofas', sortBy: 'price-low' },
      }),
    ),
    search: await reads(() => repository.search('sheesham', 8)),
    rareSearch: await reads(() => repository.search('rocking', 8)),
    related: await reads(() => repository.listRelated(products[0]!, 4)),
    summary: await reads(() => summary.get()),
    count: await reads(() => repository.count(query)),
  };
};

describe('InMemoryProductRepository read budget (docs/architecture.md#bounded-reads)', () => {
  it('bills the same bounded reads for a storefront page at 100 and at 5,000 products', async () => {
    const [small, large] = [await measure(100), await measure(5000)];
    for (const figures of [small, large]) {
      expect(figures.firstPage).toBe(25);
      expect(figures.secondPage).toBe(25);
      expect(figures.categoryPage).toBe(25);
      expect(figures.related).toBeLessThanOrEqual(5);
      expect(figures.summary).toBe(1);
      expect(figures.search).toBeLessThanOrEqual(searchRoundMaxReads(8));
      expect(figures.rareSearch).toBeLessThanOrEqual(searchRoundMaxReads(8));
    }
    expect(large.firstPage).toBe(small.firstPage);
    // The search key of 'sheesham' holds only real matches: one read per suggestion.
    expect(large.search).toBe(8);
    // A count aggregation is billed per 1,000 index entries, so it grows, but slowly.
    expect(large.count).toBeLessThanOrEqual(5);
  });

  it("still answers exactly what the domain's searchCatalogue answers in a large catalogue", async () => {
    const { products, repository } = await measure(5000);
    for (const query of ['sheesham', 'rocking', 'teak wood', 'Chair 49', 'zzzz', 'wardobe', 'palang']) {
      expect(await repository.search(query, 8)).toEqual(await referenceSearch(products, query, 8));
    }
  });
});

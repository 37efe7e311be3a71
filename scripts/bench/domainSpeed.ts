import { Bench } from 'tinybench';
import { InMemoryActivityLog } from '../../src/adapters/memory/InMemoryActivityLog';
import { InMemoryProductRepository } from '../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { PRODUCTS } from '../../src/adapters/memory/placeOrderInMemory';
import { seedDemoShop } from '../../src/adapters/memory/seed/demoShop';
import type { Product } from '../../src/domain/catalogue/Product';
import { MAX_SUGGESTIONS } from '../../src/domain/storefront/ProductSearch';
import { filtersFromSearchParams } from '../../src/ui/shop/catalogue/listingSearchParams';
import { CATALOGUE_PAGE_SIZE } from '../../src/ui/shop/catalogue/CatalogueStore';
import { benchProductId, benchProducts } from './benchCatalogue';
import { LISTING_URL, TYPED_WORDS } from './pageJourneys';

export interface Speed {
  operation: string;
  products: number;
  medianMs: number;
  samples: number;
  /** Null: printed, not budgeted. */
  budgetMs: number | null;
}

const median = (samples: readonly number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const fixedClock = { now: () => '2026-11-01T00:00:00.000Z' };
const ids = { newId: () => 'benchNewProduct00001' };

/**
 * The memory adapter's own speed at one catalogue size: the `/products` query of the page journey (filter, sort,
 * one page) alone and with its count, and one search-suggestion round (the typed words in turn). Medians of
 * tinybench samples, after a warm-up; the first query after a product write also rebuilds the adapter's sorted
 * views, which is printed on its own (measured as the median of a few writes).
 */
export const measureDomainSpeed = async (size: number, budgeted: boolean): Promise<Speed[]> => {
  const db = new MemoryDatabase();
  seedDemoShop(db, { products: benchProducts(size) });
  const repository = new InMemoryProductRepository(
    db,
    fixedClock,
    ids,
    // Nobody signed in: the bench only reads.
    new InMemoryActivityLog(db, fixedClock, ids, () => null),
  );
  const filters = filtersFromSearchParams(new URL(LISTING_URL, 'https://shop.example').searchParams);
  const page = { filters, pageSize: CATALOGUE_PAGE_SIZE };
  let word = 0;
  const bench = new Bench({ time: 400, warmupTime: 100, warmupIterations: 5 });
  bench
    .add('filter + sort + page', async () => {
      await repository.listPage(page);
    })
    .add('filter + sort + page, with its count', async () => {
      await Promise.all([repository.listPage(page), repository.count({ filters })]);
    })
    .add('search-suggestion round', async () => {
      await repository.search(TYPED_WORDS[word++ % TYPED_WORDS.length] ?? '', MAX_SUGGESTIONS);
    });
  await bench.warmup();
  await bench.run();
  const speeds: Speed[] = bench.tasks.map((task) => ({
    operation: task.name,
    products: size,
    medianMs: median(task.result?.samples ?? []),
    samples: task.result?.samples.length ?? 0,
    budgetMs: budgeted ? 5 : null,
  }));

  const rebuilds: number[] = [];
  const stored = db.peek<Product>(PRODUCTS, benchProductId(1));
  for (let write = 0; write < 5 && stored; write++) {
    db.set(PRODUCTS, stored.id, { ...stored, stock: stored.stock + write + 1 });
    const started = performance.now();
    await Promise.all([repository.listPage(page), repository.count({ filters })]);
    rebuilds.push(performance.now() - started);
  }
  speeds.push({
    operation: 'the same, first after a product write',
    products: size,
    medianMs: median(rebuilds),
    samples: rebuilds.length,
    budgetMs: null,
  });
  return speeds;
};

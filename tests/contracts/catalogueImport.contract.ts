import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../src/domain/catalogue/Product';
import { MAX_PRODUCT_WRITES } from '../../src/domain/catalogue/ProductChanges';
import type { ProductRepository } from '../../src/ports/ProductRepository';
import { ManualConnectivity } from '../../src/adapters/memory/ManualConnectivity';
import { CatalogueImportStore } from '../../src/ui/admin/products/CatalogueImportStore';
import { NetworkStatusStore } from '../../src/ui/shared/stores/NetworkStatusStore';
import { allProducts } from './productRepository/harness';
import { DEFAULT_TREE } from '../support/productArbitraries';
import { testProduct } from './support/testProduct';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { catalogueHeader, catalogueRows } from '../../src/domain/catalogue/CatalogueCsv';
import { toCsv } from '../../src/ui/admin/common/csvText';

/** What each backend gives the import contract: the product port as an admin uses it, on an empty shop. */
export interface CatalogueImportHarness {
  products: ProductRepository;
  /** Removes every product and the catalogue summary. */
  reset(): Promise<void>;
  /** Stores these products as a seed does. */
  seed(products: Product[]): Promise<void>;
}

const HEADER =
  'Slug,Name,Description,Price,Stock,Categories,Images,Active,' +
  'Country of origin,Manufacturer or importer,Manufacturer or importer address,Net quantity';
const productRow = (n: number, price = String(4000 + n)): string =>
  [
    `import-chair-${n}`,
    `Import Chair ${n}`,
    `"Chair ${n}, with ""arms"" — शीशम"`,
    price,
    '3',
    'chairs',
    '/images/products/chair-walnut.svg',
    'yes',
    'India',
    'Jodhpur Teak Works',
    '"4 Mill Road, Jodhpur 342001"',
    '1 N',
  ].join(',');
/** `count` product rows; the numbers in `bad` get a price in words. */
const csvOf = (count: number, bad: readonly number[] = []): string =>
  [
    HEADER,
    ...Array.from({ length: count }, (_, i) => productRow(i + 1, bad.includes(i + 1) ? 'lots' : undefined)),
  ].join('\n');

/** The port with its writeMany wrapped by `around` (the real one is passed in). */
const wrapWrites = (
  products: ProductRepository,
  around: (
    real: ProductRepository['writeMany'],
    writes: Parameters<ProductRepository['writeMany']>[0],
  ) => Promise<Product[]>,
): ProductRepository =>
  new Proxy(products, {
    get(target, property) {
      const real = Reflect.get(target, property) as unknown;
      if (property === 'writeMany')
        return (writes: Parameters<ProductRepository['writeMany']>[0]) =>
          around(target.writeMany.bind(target), writes);
      return typeof real === 'function' ? real.bind(target) : real;
    },
  });

const byName = (products: Product[]) => [...products].sort((a, b) => a.name.localeCompare(b.name));

/** The catalogue import (CatalogueImportStore over ProductRepository.writeMany), run against every adapter. */
export const describeCatalogueImportContract = (
  name: string,
  makeHarness: () => Promise<CatalogueImportHarness>,
  timeout = 20_000,
): void => {
  describe(`Catalogue import contract: ${name}`, { timeout }, () => {
    let h: CatalogueImportHarness;
    const importer = (products = h.products) =>
      new CatalogueImportStore(
        products,
        async () => DEFAULT_TREE,
        { error: () => undefined },
        new NetworkStatusStore(new ManualConnectivity()),
      );
    beforeEach(async () => {
      h = await makeHarness();
      await h.reset();
      expect(await allProducts(h.products)).toEqual([]);
    });
    afterEach(() => vi.restoreAllMocks());

    it('writes nothing before the admin confirms, and reports each refused row with its line and reason', async () => {
      const store = importer();
      await store.planText('chairs.csv', csvOf(12, [3, 9]));
      expect(store.phase).toBe('preview');
      expect(store.plan?.creates).toHaveLength(10);
      expect(store.plan?.refused).toEqual([
        { line: 4, reason: 'Please enter the price in whole rupees.' },
        { line: 10, reason: 'Please enter the price in whole rupees.' },
      ]);
      expect(await allProducts(h.products)).toEqual([]);

      await store.confirm();
      expect(store.outcome).toEqual({ kind: 'done', message: 'Import finished: 10 added, 0 updated.' });
      const stored = byName(await allProducts(h.products));
      expect(stored.map((product) => product.slug)).not.toContain('import-chair-3');
      expect(stored).toHaveLength(10);
      expect(stored.find((product) => product.slug === 'import-chair-1')).toMatchObject({
        name: 'Import Chair 1',
        description: 'Chair 1, with "arms" — शीशम',
        price: 4001,
        categoryNames: ['Chair'],
        isActive: true,
        countryOfOrigin: 'India',
        manufacturerName: 'Jodhpur Teak Works',
        manufacturerAddress: '4 Mill Road, Jodhpur 342001',
        netQuantity: '1 N',
      });
    });

    it('an export of the demo catalogue imported back changes nothing: 0 to write, every product unchanged', async () => {
      await h.seed(demoProducts);
      const exported = toCsv([catalogueHeader(), ...catalogueRows(await allProducts(h.products))]);
      const store = importer();
      await store.planText('catalogue.csv', exported);
      expect(store.plan?.refused).toEqual([]);
      expect(store.plan?.updates.map((update) => [update.name, update.changes.changes])).toEqual([]);
      expect(store.plan?.unchanged).toHaveLength(demoProducts.length);
      expect(store.writeCount).toBe(0);
    });

    it('says what an update would change, field by field, from what to what', async () => {
      const chair = testProduct('existing-chair', {
        slug: 'import-chair-2',
        name: 'Import Chair 2',
        price: 100,
      });
      await h.seed([chair]);
      const store = importer();
      await store.planText('chairs.csv', csvOf(2));
      expect(store.plan?.updates[0]?.changes.changes).toContainEqual({
        field: 'price',
        before: 100,
        after: 4002,
      });
    });

    it('is idempotent: a second import of the same file plans no write and changes nothing', async () => {
      const chair = testProduct('existing-chair', { slug: 'import-chair-2', name: 'Old Name', price: 100 });
      await h.seed([chair]);
      const first = importer();
      await first.planText('chairs.csv', csvOf(5));
      expect(first.plan?.creates).toHaveLength(4);
      expect(first.plan?.updates).toEqual([
        expect.objectContaining({
          line: 3,
          id: 'existing-chair',
          patch: expect.objectContaining({ price: 4002 }),
        }),
      ]);
      await first.confirm();
      const afterFirst = byName(await allProducts(h.products));

      let calls = 0;
      const second = importer(wrapWrites(h.products, (real, writes) => ((calls += 1), real(writes))));
      await second.planText('chairs.csv', csvOf(5));
      expect(second.plan?.unchanged).toHaveLength(5);
      expect(second.writeCount).toBe(0);
      await second.confirm();
      expect(calls).toBe(0);
      expect(byName(await allProducts(h.products))).toEqual(afterFirst);
    });

    it(`writes in steps of ${MAX_PRODUCT_WRITES}, stops between steps when cancelled, and the same file later writes the rest`, async () => {
      const count = MAX_PRODUCT_WRITES + 5;
      const calls: number[] = [];
      const store: CatalogueImportStore = importer(
        wrapWrites(h.products, (real, writes) => {
          calls.push(writes.length);
          store.cancel();
          return real(writes);
        }),
      );
      await store.planText('many.csv', csvOf(count));
      await store.confirm();
      expect(calls).toEqual([MAX_PRODUCT_WRITES]);
      expect(store.outcome?.kind).toBe('cancelled');
      expect(store.written).toBe(MAX_PRODUCT_WRITES);
      expect(await allProducts(h.products)).toHaveLength(MAX_PRODUCT_WRITES);

      const again = importer();
      await again.planText('many.csv', csvOf(count));
      expect(again.plan?.unchanged).toHaveLength(MAX_PRODUCT_WRITES);
      expect(again.plan?.creates).toHaveLength(5);
      await again.confirm();
      expect(await allProducts(h.products)).toHaveLength(count);
    });

    it('a failed step says how many were written, and nothing of that step is', async () => {
      let step = 0;
      const store = importer(
        wrapWrites(h.products, async (real, writes) => {
          step += 1;
          if (step === 2) throw new Error('network down');
          return real(writes);
        }),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await store.planText('many.csv', csvOf(MAX_PRODUCT_WRITES + 2));
      await store.confirm();
      expect(store.outcome).toEqual({
        kind: 'failed',
        message: `The import stopped: ${MAX_PRODUCT_WRITES} of ${MAX_PRODUCT_WRITES + 2} products were written, the rest were not. Importing the same file again writes only what is still missing.`,
      });
      expect(await allProducts(h.products)).toHaveLength(MAX_PRODUCT_WRITES);
    });
  });
};

import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { BulkEdit } from '../../../src/domain/catalogue/BulkProductEdit';
import type { Product } from '../../../src/domain/catalogue/Product';
import { applyBulkEdit, undoBulkEdit } from '../../../src/ui/admin/products/BulkChange';
import { testProduct } from '../support/testProduct';
import { allProducts, type HarnessRef, type ProductContractOptions } from './harness';

const priced = (fields: Pick<Product, 'id' | 'price' | 'originalPrice' | 'variants'>): Product => {
  const { originalPrice, ...rest } = fields;
  return testProduct(fields.id, {
    ...rest,
    slug: fields.id,
    ...(originalPrice === undefined ? {} : { originalPrice }),
  });
};

/** Up to 6 products with distinct ids, some with a struck-through price, some with a cheaper variant. */
const catalogueArbitrary = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 99 }).map((n) => `bulk${String(n).padStart(16, '0')}`),
      price: fc.integer({ min: 1, max: 200_000 }),
      discount: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: undefined }),
      cheaperBy: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 6, selector: (product) => product.id },
  )
  .map((rows) =>
    rows.map(({ id, price, discount, cheaperBy }) =>
      priced({
        id,
        price,
        originalPrice: discount === undefined ? undefined : price + discount,
        variants:
          cheaperBy === undefined
            ? []
            : [
                {
                  id: 'v1',
                  size: 'Small',
                  priceModifier: -Math.min(cheaperBy, price - 1),
                  sku: 'S',
                  images: [],
                  stock: 2,
                },
              ],
      }),
    ),
  );

const priceEditArbitrary: fc.Arbitrary<BulkEdit> = fc.oneof(
  fc.record({
    kind: fc.constant('price'),
    mode: fc.constant('percent'),
    change: fc.integer({ min: -99, max: 300 }),
  }),
  fc.record({
    kind: fc.constant('price'),
    mode: fc.constant('amount'),
    change: fc.integer({ min: -300_000, max: 300_000 }),
  }),
) as fc.Arbitrary<BulkEdit>;

const pricesOf = (products: Product[]) =>
  Object.fromEntries(products.map((product) => [product.id, [product.price, product.originalPrice ?? null]]));

/** Bulk edits of the products table (BulkChange) on the adapter: an edit and its undo. */
export const bulkEditContract = (harness: HarnessRef, { numRuns = 40 }: ProductContractOptions): void => {
  it('a bulk price change then its undo restores every price and struck-through price', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueArbitrary,
        priceEditArbitrary,
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        async (catalogue, edit, chosen) => {
          await harness().reset();
          await harness().seed(catalogue);
          const { products } = harness();
          const targets = catalogue.filter((_, i) => chosen[i]);
          const { change, error } = await applyBulkEdit(products, targets, edit);
          expect(error).toBeNull();
          const edited = await allProducts(products);
          for (const product of edited) {
            const variantPrices = product.variants.map((variant) => product.price + variant.priceModifier);
            expect(Math.min(product.price, ...variantPrices)).toBeGreaterThanOrEqual(1);
            if (product.originalPrice !== undefined)
              expect(product.originalPrice).toBeGreaterThan(product.price);
          }
          await undoBulkEdit(products, change);
          expect(pricesOf(await allProducts(products))).toEqual(pricesOf(catalogue));
        },
      ),
      { numRuns: Math.ceil(numRuns / 4) },
    );
  });

  it('an undo leaves alone a product changed since the edit', async () => {
    const catalogue = [
      priced({ id: 'bulk0000000000000001', price: 1000, variants: [] }),
      priced({ id: 'bulk0000000000000002', price: 2000, variants: [] }),
    ];
    await harness().seed(catalogue);
    const { products } = harness();
    const { change } = await applyBulkEdit(products, catalogue, {
      kind: 'price',
      mode: 'percent',
      change: 10,
    });
    expect(Object.values(pricesOf(await allProducts(products)))).toEqual(
      expect.arrayContaining([
        [1100, null],
        [2200, null],
      ]),
    );
    await products.update('bulk0000000000000002', { price: 2500 });
    expect(await undoBulkEdit(products, change)).toEqual({ restored: 1, skipped: 1 });
    expect(pricesOf(await allProducts(products))).toEqual({
      bulk0000000000000001: [1000, null],
      bulk0000000000000002: [2500, null],
    });
  });

  it('sets a flag on every chosen product, writing none already as asked', async () => {
    const catalogue = [
      priced({ id: 'bulk0000000000000001', price: 1000, variants: [] }),
      { ...priced({ id: 'bulk0000000000000002', price: 2000, variants: [] }), isFeatured: true },
    ];
    await harness().seed(catalogue);
    const { products } = harness();
    const { change } = await applyBulkEdit(products, catalogue, {
      kind: 'flag',
      field: 'isFeatured',
      value: true,
    });
    expect(change.before.map((product) => product.id)).toEqual(['bulk0000000000000001']);
    expect((await allProducts(products)).every((product) => product.isFeatured)).toBe(true);
    await undoBulkEdit(products, change);
    expect((await products.getById('bulk0000000000000001'))?.isFeatured).toBe(false);
    expect((await products.getById('bulk0000000000000002'))?.isFeatured).toBe(true);
  });
};

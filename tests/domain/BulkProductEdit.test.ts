import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bulkPatchOf,
  categoryEdit,
  changedPrice,
  editChanges,
  lowestPriceOf,
  stillAsEdited,
  undoPatchOf,
} from '../../src/domain/catalogue/BulkProductEdit';
import { applyProductPatch } from '../../src/domain/catalogue/ProductChanges';
import { MAX_PRODUCT_PRICE } from '../../src/domain/catalogue/ProductFormValidation';
import { DEFAULT_TREE } from '../support/productArbitraries';
import { testProduct } from '../contracts/support/testProduct';

const variant = (priceModifier: number) => ({
  id: `v${priceModifier}`,
  priceModifier,
  sku: 'S',
  images: [],
  stock: 1,
});

describe('bulk price changes', () => {
  it('rounds to whole rupees, halves up, by a percentage or an amount', () => {
    expect(changedPrice({ price: 4999, variants: [] }, 'percent', 10)).toBe(5499);
    expect(changedPrice({ price: 1005, variants: [] }, 'percent', -10)).toBe(905);
    expect(changedPrice({ price: 15, variants: [] }, 'percent', 10)).toBe(17);
    expect(changedPrice({ price: 4999, variants: [] }, 'amount', -500)).toBe(4499);
  });

  it('never goes below ₹1 for the product or any of its variants, nor above the form maximum', () => {
    expect(changedPrice({ price: 500, variants: [] }, 'amount', -1000)).toBe(1);
    expect(changedPrice({ price: 5000, variants: [variant(-800)] }, 'percent', -99)).toBe(801);
    expect(lowestPriceOf({ variants: [variant(500), variant(-300)] })).toBe(301);
    expect(changedPrice({ price: 9_000_000, variants: [] }, 'percent', 50)).toBe(MAX_PRODUCT_PRICE);
  });

  it('keeps every price a whole number within bounds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_PRODUCT_PRICE }),
        fc.integer({ min: -5000, max: 0 }),
        fc.constantFrom('percent' as const, 'amount' as const),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (price, modifier, mode, change) => {
          const product = { price: Math.max(price, 1 - modifier), variants: [variant(modifier)] };
          const next = changedPrice(product, mode, change);
          expect(Number.isInteger(next)).toBe(true);
          expect(next + modifier).toBeGreaterThanOrEqual(1);
          expect(next).toBeLessThanOrEqual(MAX_PRODUCT_PRICE);
        },
      ),
    );
  });

  it('drops a struck-through price the new price reaches, and keeps one still above it', () => {
    const product = testProduct('chair', { price: 1000, originalPrice: 1200 });
    expect(bulkPatchOf(product, { kind: 'price', mode: 'percent', change: 10 })).toEqual({
      price: 1100,
      originalPrice: 1200,
    });
    expect(bulkPatchOf(product, { kind: 'price', mode: 'amount', change: 200 })).toEqual({
      price: 1200,
      originalPrice: undefined,
    });
  });
});

describe('undoing a bulk edit', () => {
  it('puts back the fields the edit wrote, and only while the product still holds them', () => {
    const before = testProduct('chair', { price: 1000, originalPrice: 1500 });
    const edit = { kind: 'price', mode: 'amount', change: 600 } as const;
    const after = applyProductPatch(before, bulkPatchOf(before, edit), '2026-02-01T00:00:00.000Z');
    expect(after.originalPrice).toBeUndefined();
    expect(stillAsEdited(after, before, edit)).toBe(true);
    const undone = applyProductPatch(after, undoPatchOf(before, edit), '2026-02-02T00:00:00.000Z');
    expect([undone.price, undone.originalPrice]).toEqual([1000, 1500]);
    expect(stillAsEdited({ ...after, price: 1700 }, before, edit)).toBe(false);
  });

  it('knows a product already as asked needs no write', () => {
    const featured = testProduct('chair', { isFeatured: true });
    expect(editChanges(featured, { kind: 'flag', field: 'isFeatured', value: true })).toBe(false);
    expect(editChanges(featured, { kind: 'flag', field: 'isFeatured', value: false })).toBe(true);
  });
});

it('files products under a category with its ancestors and their names', () => {
  const edit = categoryEdit('l-shaped-sofa', DEFAULT_TREE);
  expect(edit).toMatchObject({ kind: 'category', category: 'l-shaped-sofa' });
  expect(edit.kind === 'category' && edit.categories).toEqual(['sofas', 'fabric-sofa', 'l-shaped-sofa']);
  expect(edit.kind === 'category' && edit.categoryNames.length).toBe(3);
});

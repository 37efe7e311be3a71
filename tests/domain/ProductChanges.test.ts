import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../../src/domain/catalogue/Product';
import { applyProductPatch, newProduct } from '../../src/domain/catalogue/ProductChanges';
import { productInputArbitrary } from '../support/productArbitraries';
import { testProduct } from '../contracts/support/testProduct';

const NOW = '2026-10-10T10:10:10.000Z';

describe('product changes', () => {
  it('a new product is the input plus id, equal timestamps and no reviews, whatever managed fields the input smuggles', () => {
    fc.assert(
      fc.property(productInputArbitrary, (input) => {
        const smuggled = { ...input, id: 'evil', createdAt: 'x', updatedAt: 'y' } as ProductInput;
        expect(newProduct(smuggled, 'id1', NOW)).toEqual({
          ...input,
          rating: 0,
          reviewCount: 0,
          id: 'id1',
          createdAt: NOW,
          updatedAt: NOW,
        });
      }),
    );
    expect(
      Object.keys(newProduct({ ...testProduct('chair'), originalPrice: undefined }, 'a', NOW)),
    ).not.toContain('originalPrice');
  });

  it('a patch merges, keeps id, createdAt and the review figures, and stamps updatedAt', () => {
    fc.assert(
      fc.property(
        productInputArbitrary,
        productInputArbitrary,
        fc.array(fc.constantFrom<keyof ProductInput>('name', 'price', 'isActive', 'tags', 'stock'), {
          maxLength: 3,
        }),
        (base, other, fields) => {
          const product = newProduct(base, 'id1', '2026-01-01T00:00:00.000Z');
          const patch = Object.fromEntries(
            fields.map((field) => [field, other[field]]),
          ) as Partial<ProductInput>;
          const smuggled = { ...patch, id: 'evil', rating: 5, reviewCount: 999 } as Partial<ProductInput>;
          const patched = applyProductPatch(product, smuggled, NOW);
          expect(patched).toEqual({ ...product, ...patch, updatedAt: NOW });
        },
      ),
    );
  });

  it('undefined leaves required fields and removes the discount', () => {
    const product = testProduct('chair', { originalPrice: 9999 });
    const patched = applyProductPatch(product, { name: undefined, originalPrice: undefined }, NOW);
    expect(patched.name).toBe(product.name);
    expect('originalPrice' in patched).toBe(false);
    expect(applyProductPatch(product, { originalPrice: 12000 }, NOW).originalPrice).toBe(12000);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyCatalogueSummary,
  summarizeCatalogue,
} from '../../src/domain/storefront/CatalogueSummaryBuilder';
import { countBySlug } from '../../src/domain/catalogue/NavigationTree';
import { DEFAULT_NAVIGATION } from '../../src/domain/catalogue/DefaultNavigation';
import { catalogueArbitrary, DEFAULT_TREE } from '../support/productArbitraries';
import { testProduct } from '../contracts/support/testProduct';

const NOW = '2026-09-01T00:00:00.000Z';

describe('summarizeCatalogue', () => {
  it('counts like countBySlug and bounds the prices of active products', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), (products) => {
        const summary = summarizeCatalogue(products, DEFAULT_NAVIGATION, NOW);
        const active = products.filter((product) => product.isActive);
        expect(summary.countsBySlug).toEqual(countBySlug(products, DEFAULT_TREE));
        expect(summary.navigation).toBe(DEFAULT_NAVIGATION);
        expect(summary.activeProductCount).toBe(active.length);
        expect(summary.updatedAt).toBe(NOW);
        if (active.length === 0) expect([summary.priceMin, summary.priceMax]).toEqual([0, 0]);
        for (const product of active) {
          expect(product.price).toBeGreaterThanOrEqual(summary.priceMin);
          expect(product.price).toBeLessThanOrEqual(summary.priceMax);
        }
        if (active.length > 0) {
          expect(active.some((product) => product.price === summary.priceMin)).toBe(true);
          expect(active.some((product) => product.price === summary.priceMax)).toBe(true);
        }
        expect(summary.categories).toEqual(
          [...new Set(active.map((p) => p.category).filter((c) => c !== ''))].sort(),
        );
      }),
    );
  });

  it('ignores inactive products and the order of the input', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), (products) => {
        const hidden = testProduct('hidden', { price: 999999, category: 'zzz', isActive: false });
        expect(summarizeCatalogue([...products].reverse().concat(hidden), DEFAULT_NAVIGATION, NOW)).toEqual(
          summarizeCatalogue(products, DEFAULT_NAVIGATION, NOW),
        );
      }),
    );
  });

  it('summarizes an empty catalogue as zeros', () => {
    const empty = emptyCatalogueSummary(DEFAULT_NAVIGATION);
    expect(empty.activeProductCount).toBe(0);
    expect(Object.values(empty.countsBySlug).every((count) => count === 0)).toBe(true);
    expect(Object.keys(empty.countsBySlug)).toContain('l-shaped-sofa');
    expect(empty.categories).toEqual([]);
  });
});

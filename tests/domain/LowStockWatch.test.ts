import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareLowStock, isLowStock, lowStockTracker } from '../../src/domain/catalogue/LowStockWatch';
import type { Product } from '../../src/domain/catalogue/Product';
import { testProduct } from '../contracts/support/testProduct';

const at = (id: string, stock: number): Product => testProduct(id, { stock });
const view = (...products: Product[]): Product[] => [...products].sort(compareLowStock);
const reported = (changes: ReturnType<ReturnType<typeof lowStockTracker>>) =>
  changes?.map(({ product, previousStock }) => [product.id, product.stock, previousStock]) ?? null;

describe('lowStockTracker', () => {
  it('takes the first view as the baseline and reports nothing for it', () => {
    const track = lowStockTracker(50);
    expect(track(view(at('a', 0), at('b', 3)))).toEqual([]);
  });

  it('reports products that enter the view and stock changes in it, and nothing else', () => {
    const track = lowStockTracker(50);
    track(view(at('a', 0), at('b', 3)));
    expect(reported(track(view(at('a', 0), at('b', 2), at('c', 5))))).toEqual([
      ['b', 2, 3],
      ['c', 5, null],
    ]);
    // A product that left (restocked), or one edited without a stock change, is not a change to report.
    expect(track(view(at('a', 0), { ...at('c', 5), name: 'Renamed' }))).toBeNull();
    expect(reported(track(view(at('a', 0), at('c', 4))))).toEqual([['c', 4, 5]]);
  });

  it('does not take a product sliding into a full view, when another leaves it, for a stock change', () => {
    const track = lowStockTracker(2);
    track(view(at('a', 1), at('b', 2)));
    // 'a' was restocked above the threshold; 'c' (stock 4, unchanged) is now among the 2 lowest.
    expect(track(view(at('b', 2), at('c', 4)))).toBeNull();
    // 'd' really fell below the window's last product, pushing 'c' out.
    expect(reported(track(view(at('d', 1), at('b', 2))))).toEqual([['d', 1, null]]);
  });

  it('orders by stock, then id', () => {
    expect(view(at('b', 1), at('a', 1), at('c', 0)).map((product) => product.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('isLowStock', () => {
  it('property: an active product at or below the threshold, never an inactive one', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(100), fc.nat(100), (isActive, stock, threshold) => {
        expect(isLowStock({ isActive, stock }, threshold)).toBe(isActive && stock <= threshold);
      }),
    );
    expect(isLowStock({ isActive: false, stock: 0 }, 5)).toBe(false);
    expect(isLowStock({ isActive: true, stock: 5 }, 5)).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockLevel, stockLevelText } from '../../src/domain/catalogue/StockLevel';

describe('stock level', () => {
  it('says out of stock at 0 (and for nonsense), only N left up to the threshold, in stock above', () => {
    expect(stockLevel(0, 5)).toEqual({ kind: 'out' });
    expect(stockLevel(-3, 5)).toEqual({ kind: 'out' });
    expect(stockLevel(Number.NaN, 5)).toEqual({ kind: 'out' });
    expect(stockLevel(1, 5)).toEqual({ kind: 'low', left: 1 });
    expect(stockLevel(5, 5)).toEqual({ kind: 'low', left: 5 });
    expect(stockLevel(6, 5)).toEqual({ kind: 'in-stock' });
    expect(stockLevelText(stockLevel(3, 5))).toBe('Only 3 left in stock');
    expect(stockLevelText(stockLevel(0, 5))).toBe('Out of stock');
    expect(stockLevelText(stockLevel(9, 5))).toBe('In stock');
  });

  it('is out exactly when no whole unit is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.nat(10), (stock, threshold) => {
        expect(stockLevel(stock, threshold).kind === 'out').toBe(stock <= 0);
      }),
    );
  });
});

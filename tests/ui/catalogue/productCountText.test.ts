import { describe, expect, it } from 'vitest';
import { PUBLIC_QUERY_LIMIT } from '../../../src/domain/storefront/PublicQueryLimit';
import { productCountText, showingText } from '../../../src/ui/shop/catalogue/productCountText';

describe('listing count texts (the count stops at PUBLIC_QUERY_LIMIT)', () => {
  it('says the exact count below the cap, and "50+" at it', () => {
    expect(productCountText(0)).toBe('0 products');
    expect(productCountText(1)).toBe('1 product');
    expect(productCountText(PUBLIC_QUERY_LIMIT - 1)).toBe('49 products');
    expect(productCountText(PUBLIC_QUERY_LIMIT)).toBe('50+ products');
  });
  it('says how many of the listing are shown, never fewer in all than are shown', () => {
    expect(showingText(12, 15)).toBe('Showing 12 of 15');
    expect(showingText(12, PUBLIC_QUERY_LIMIT)).toBe('Showing 12 of 50+');
    expect(showingText(60, PUBLIC_QUERY_LIMIT)).toBe('Showing 60 of 60+');
    expect(showingText(20, 12)).toBe('Showing 20 of 20');
  });
});

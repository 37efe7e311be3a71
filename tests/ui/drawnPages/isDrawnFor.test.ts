import { describe, expect, it } from 'vitest';
import { isDrawnFor } from '../../../src/ui/app/drawnAtBuild';

describe('whether the drawn page the host sent is the page of the address', () => {
  it('takes the page drawn for this address, as Hosting serves it with or without a trailing slash', () => {
    expect(isDrawnFor('/', '/')).toBe(true);
    expect(isDrawnFor('/products', '/products')).toBe(true);
    expect(isDrawnFor('/products', '/products/')).toBe(true);
    expect(isDrawnFor('/categories/sofas', '/categories/sofas.html')).toBe(true);
    expect(isDrawnFor('/products/sheesham-bed', '/products/sheesham%2Dbed')).toBe(true);
  });

  it('refuses a page drawn for another address: an index.html fallback answering /admin/banners with the home page', () => {
    expect(isDrawnFor('/', '/admin/banners')).toBe(false);
    expect(isDrawnFor('/', '/products/new-sofa')).toBe(false);
    expect(isDrawnFor('/products', '/')).toBe(false);
    expect(isDrawnFor('', '/')).toBe(false);
    expect(isDrawnFor('/products/%E0%A4', '/products/%E0%A4')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { isPrerenderedFor } from '../../../src/ui/app/prerenderedPage';

describe('whether the prerendered page the host sent is the page of the address', () => {
  it('takes the page prerendered for this address, as Hosting serves it with or without a trailing slash', () => {
    expect(isPrerenderedFor('/', '/')).toBe(true);
    expect(isPrerenderedFor('/products', '/products')).toBe(true);
    expect(isPrerenderedFor('/products', '/products/')).toBe(true);
    expect(isPrerenderedFor('/categories/sofas', '/categories/sofas.html')).toBe(true);
    expect(isPrerenderedFor('/products/sheesham-bed', '/products/sheesham%2Dbed')).toBe(true);
  });

  it('refuses a page prerendered for another address: an index.html fallback answering /admin/banners with the home page', () => {
    expect(isPrerenderedFor('/', '/admin/banners')).toBe(false);
    expect(isPrerenderedFor('/', '/products/new-sofa')).toBe(false);
    expect(isPrerenderedFor('/products', '/')).toBe(false);
    expect(isPrerenderedFor('', '/')).toBe(false);
    expect(isPrerenderedFor('/products/%E0%A4', '/products/%E0%A4')).toBe(true);
  });
});

import { configure, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { productPath } from '../../../src/domain/catalogue/NavigationTree';
import { makeTestApp, renderApp, type TestApp } from '../helpers/testApp';

// Lazy pages load slowly on a busy machine the first time.
configure({ asyncUtilTimeout: 15_000 });

const product = demoProducts.find((candidate) => candidate.isActive);
if (!product) throw new Error('the demo seed has no active product');

/** Every public storefront route with the tab title it must show (each also needs its own meta description). */
const ROUTES: Array<[path: string, title: string]> = [
  ['/', 'Sheesham Home — Wooden Furniture Online'],
  ['/products', 'All Products — Sheesham Home'],
  [`/products/${product.id}`, `${product.name} — Sheesham Home`],
  [productPath(product), `${product.name} — Sheesham Home`],
  ['/categories', 'All Categories — Sheesham Home'],
  ['/categories/sofas', 'Sofa — Sheesham Home'],
  ['/search?q=sofa', 'Search: sofa — Sheesham Home'],
  ['/login', 'Sign in — Sheesham Home'],
  ['/signup', 'Create an account — Sheesham Home'],
  ['/cart', 'Your cart — Sheesham Home'],
  ['/about', 'About Us — Sheesham Home'],
  ['/contact', 'Contact Us — Sheesham Home'],
  ['/shipping', 'Shipping Policy — Sheesham Home'],
  ['/returns', 'Returns & Refunds — Sheesham Home'],
  ['/warranty', 'Warranty — Sheesham Home'],
  ['/faq', 'Frequently Asked Questions — Sheesham Home'],
  ['/size-guide', 'Size Guide — Sheesham Home'],
];

const description = (): string =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';

let app: TestApp;
beforeAll(async () => {
  app = await makeTestApp();
}, 30_000);
afterEach(() => vi.restoreAllMocks());

describe('page titles and meta descriptions (Lighthouse SEO)', { timeout: 60_000 }, () => {
  const seen = new Map<string, string>();

  it.each(ROUTES)('%s sets its title and a meta description of useful length', async (path, title) => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { unmount } = renderApp(app, path);
    await waitFor(() => {
      expect(document.title).toBe(title);
      expect(description().length).toBeGreaterThanOrEqual(40);
    });
    expect(description().length).toBeLessThanOrEqual(160);
    seen.set(path, description());
    unmount();
    // Leaving the page takes its description away, so the next page never shows a stale one.
    expect(description()).not.toBe(seen.get(path));
  });

  it('gives the product page the product’s own description', () => {
    expect(seen.get(`/products/${product.id}`)).toBe(product.description.slice(0, 160));
  });

  it('gives the main shopping pages descriptions of their own', () => {
    const main = [
      '/',
      '/products',
      `/products/${product.id}`,
      '/categories',
      '/categories/sofas',
      '/login',
      '/cart',
    ];
    const descriptions = main.map((path) => seen.get(path));
    expect(new Set(descriptions).size).toBe(main.length);
  });
});

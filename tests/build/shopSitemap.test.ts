import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import type { ProductAddress } from '../../src/prerender/shopPagePaths';
import { shopSitemap, type SitemapProducts } from '../../src/prerender/shopSitemap';

const ORIGIN = 'https://shop.example';
const PAGES = ['/', '/products', '/categories/sofas'];

const productsOf = (count: number): ProductAddress[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    name: `Chair ${index}`,
    slug: `chair-${index}`,
    category: 'chairs',
    categories: ['chairs'],
    updatedAt: '2026-11-01T00:00:00.000Z',
  }));
/** The active products as the server reads them: in one order, a page at a time. */
const listed = (products: readonly ProductAddress[]): SitemapProducts => ({
  count: async () => products.length,
  page: async (offset, most) => products.slice(offset, offset + most),
});
const sitemapAt = (pathname: string, products: readonly ProductAddress[], most: number) =>
  shopSitemap({ pathname, pagePaths: async () => PAGES, products: listed(products), origin: ORIGIN, most });
const locs = (xml: string | null): string[] =>
  [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url ?? '');

describe('the sitemap the server module serves', () => {
  it('lists every page and product in /sitemap.xml while they fit in one', async () => {
    const products = productsOf(7);
    const xml = await sitemapAt('/sitemap.xml', products, 10);
    expect(xml).toContain('<urlset');
    expect(locs(xml)).toEqual([...PAGES, ...products.map(productPath)].map((path) => `${ORIGIN}${path}`));
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>');
  });

  it('pages beyond the most one sitemap may list: an index of the pages and each run of products', async () => {
    const products = productsOf(25);
    const index = await sitemapAt('/sitemap.xml', products, 10);
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      `${ORIGIN}/sitemap-products-1.xml`,
      `${ORIGIN}/sitemap-products-2.xml`,
      `${ORIGIN}/sitemap-products-3.xml`,
    ]);
    expect(locs(await sitemapAt('/sitemap-pages.xml', products, 10))).toEqual(
      PAGES.map((path) => `${ORIGIN}${path}`),
    );
    expect(locs(await sitemapAt('/sitemap-products-3.xml', products, 10))).toHaveLength(5);
    expect(await sitemapAt('/sitemap-products-4.xml', products, 10)).toBeNull();
    expect(await sitemapAt('/sitemap-products-0.xml', products, 10)).toBeNull();
    expect(await sitemapAt('/sitemap.xml.gz', products, 10)).toBeNull();
  });

  it('property: across the index, every product is listed exactly once and no sitemap holds more than the most', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 4, max: 20 }),
        async (count, most) => {
          const products = productsOf(count);
          const top = await sitemapAt('/sitemap.xml', products, most);
          const sitemaps = top?.includes('<sitemapindex')
            ? await Promise.all(locs(top).map((url) => sitemapAt(new URL(url).pathname, products, most)))
            : [top];
          const listedUrls = sitemaps.flatMap(locs);
          for (const xml of sitemaps) expect(locs(xml).length).toBeLessThanOrEqual(most);
          expect(listedUrls.sort()).toEqual(
            [...PAGES, ...products.map(productPath)].map((path) => `${ORIGIN}${path}`).sort(),
          );
        },
      ),
      {
        examples: [
          [0, 4],
          [1, 4],
          [10, 5],
        ],
      },
    );
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirestoreProductRepository } from '../../src/adapters/firestore/FirestoreProductRepository';
import type { Product } from '../../src/domain/catalogue/Product';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import { ADMIN, actorOf, systemClock } from '../../tests/contracts/firestore/support/emulator';
import { testProduct } from '../../tests/contracts/support/testProduct';
import { clients, openShop, required, sofa } from './support/shopOnEmulators';

/**
 * Pages drawn on demand (docs/architecture.md#pages-drawn-on-demand): the Hosting emulator serves a build made with
 * the server module on (it wrote no page) and rewrites the shop's addresses to `drawPage`, which draws them from the
 * Firestore emulator as a guest. Everything here is written after that build, through the rules, as staff do.
 */
const hosting = `http://${required('SHEESHAM_HOSTING_HOST')}`;
const ORIGIN = `https://${required('SHEESHAM_EMULATOR_PROJECT')}.web.app`;
const drawings = (): number =>
  (
    readFileSync(required('SHEESHAM_FUNCTIONS_LOG'), 'utf8').match(
      /Beginning execution of "[^"]*drawPage"/g,
    ) ?? []
  ).length;
const staffProducts = () =>
  new FirestoreProductRepository(clients.as(ADMIN), systemClock, actorOf(clients.as(ADMIN)));
const {
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  rating: _rating,
  reviewCount: _count,
  ...stool
} = testProduct('stool', {
  name: 'Bikaner Bar Stool',
  slug: 'bikaner-bar-stool',
  price: 7_450,
  image: '/images/test/bikaner-stool.jpg',
  images: ['/images/test/bikaner-stool.jpg'],
});
let added: Product;

const page = async (path: string) => {
  const response = await fetch(`${hosting}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control') ?? '',
    html: await response.text(),
  };
};
const meta = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string): string | undefined =>
  /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const productData = (html: string): Record<string, unknown> | undefined =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
const CDN_KEEPS_FIVE_MINUTES = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

beforeEach(async () => {
  await openShop();
  added = await staffProducts().create(stool);
});
afterAll(() => clients.dispose());

describe('pages drawn on demand', () => {
  it('draws a product added after the build at both its addresses, for the CDN to keep five minutes', async () => {
    for (const path of [productPath(added), `/products/${added.id}`]) {
      const drawn = await page(path);
      expect(drawn.status).toBe(200);
      expect(drawn.cache).toBe(CDN_KEEPS_FIVE_MINUTES);
      expect(drawn.html).toContain(`data-prerendered="${path}"`);
      expect(drawn.html).toMatch(/<title>Bikaner Bar Stool — Sheesham Home<\/title>/);
      expect(drawn.html).toContain('₹7,450');
      expect(canonical(drawn.html)).toBe(`${ORIGIN}${productPath(added)}`);
      expect(meta(drawn.html, 'og:type')).toBe('product');
      expect(meta(drawn.html, 'og:image')).toBe(`${ORIGIN}/images/test/bikaner-stool.jpg`);
      expect(productData(drawn.html)).toMatchObject({
        name: 'Bikaner Bar Stool',
        offers: { price: '7450.00', priceCurrency: 'INR' },
      });
    }
  });

  it("draws a product's new price and picture once saved, and answers a deactivated product as missing", async () => {
    expect((await page(productPath(added))).html).toContain('₹7,450');
    const picture = '/images/test/bikaner-stool-walnut.jpg';
    await staffProducts().update(added.id, { price: 6_990, image: picture, images: [picture] });
    const repriced = await page(productPath(added));
    expect(repriced.html).toContain('₹6,990');
    expect(repriced.html).not.toContain('₹7,450');
    expect(productData(repriced.html)).toMatchObject({ offers: { price: '6990.00' } });
    expect(meta(repriced.html, 'og:image')).toBe(`${ORIGIN}${picture}`);

    await staffProducts().update(added.id, { isActive: false });
    for (const path of [productPath(added), `/products/${added.id}`]) {
      const missing = await page(path);
      expect(missing.status).toBe(404);
      expect(missing.cache).toBe('public, max-age=0, s-maxage=60');
      expect(missing.html).toContain('Product not found');
      expect(missing.html).not.toContain('Bikaner Bar Stool');
    }
  });

  it('serves the sitemap with every page and active product, and leaves the app its own pages', async () => {
    await staffProducts().update(added.id, { isActive: false });
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toContain('xml');
    expect(sitemap.html).toContain('<urlset');
    for (const path of ['/', '/products', '/categories', '/about', productPath(sofa)])
      expect(sitemap.html).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(sitemap.html).not.toContain('bikaner');

    const before = drawings();
    for (const path of ['/cart', '/admin/products', '/orders/123']) {
      const shell = await page(path);
      expect(shell.status).toBe(200);
      expect(shell.html).toContain('<html lang="en-IN">');
    }
    expect(drawings()).toBe(before);
  });
});

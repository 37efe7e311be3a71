import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { createPorts } from '../../src/composition/createPorts';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import { formatRupees } from '../../src/domain/text/Money';
import { createPageDrawer } from '../../src/prerender/pageOnDemand';
import { prerenderPage } from '../../src/prerender/prerenderPage';
import { pageDocument } from '../../src/prerender/pageDocument';
import { APP_SHELL_FILE, prerenderShop } from '../../src/prerender/prerenderShop';
import { DEMO_ORIGIN } from '../../src/prerender/siteOrigin';
import type { ProductAddress } from '../../src/prerender/shopPagePaths';

const template = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const product = demoProducts.find((candidate) => candidate.isActive);
if (!product) throw new Error('the demo seed has no active product');
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const noProducts = { count: async () => 0, page: async (): Promise<ProductAddress[]> => [] };

describe('a page drawn on demand', () => {
  it('is the page the build draws, kept five minutes by the CDN', async () => {
    const drawer = createPageDrawer({ env: {}, template });
    const answer = await drawer.draw(`${productPath(product)}?utm_source=whatsapp`);
    const built = pageDocument(
      template,
      await prerenderPage(
        productPath(product),
        await createPorts({ env: {}, storage: new InMemoryKeyValueStorage() }),
        DEMO_ORIGIN,
      ),
    );
    expect(answer).toEqual({
      status: 200,
      cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
      html: built,
    });
    const document = new JSDOM(answer.html).window.document;
    expect(document.title).toBe(`${product.name} — Sheesham Home`);
    expect(document.getElementById('root')?.textContent).toContain(formatRupees(product.price));
  });

  it('answers a missing product or category with 404 and its page, kept a minute', async () => {
    const drawer = createPageDrawer({ env: {}, template });
    for (const path of ['/products/no-such-product', '/sofas/no-such-sofa', '/categories/no-such-category']) {
      const answer = await drawer.draw(path);
      expect(answer.status).toBe(404);
      expect(answer.cacheControl).toBe('public, max-age=0, s-maxage=60');
      expect(answer.html).toContain(`data-prerendered="${path}"`);
    }
    expect((await drawer.draw('/products/no-such-product')).html).toContain('Product not found');
  });

  it('draws the compare page for the list its address names, whose head names the products for a link preview', async () => {
    const drawer = createPageDrawer({ env: {}, template });
    const [first, second] = demoProducts.filter((candidate) => candidate.isActive);
    if (!first || !second) throw new Error('the demo seed has fewer than two active products');
    const answer = await drawer.draw(`/compare?ids=${first.id},${second.id}&utm_source=whatsapp`);
    expect(answer.status).toBe(200);
    const document = new JSDOM(answer.html).window.document;
    const title = `Compare ${first.name} and ${second.name} — Sheesham Home`;
    expect(document.title).toBe(title);
    expect(meta(document, 'og:title')).toBe(title);
    expect(meta(document, 'og:description')).toContain(`${first.name} (${formatRupees(first.price)})`);
    expect(meta(document, 'og:description')).toContain(second.name);
    expect(meta(document, 'og:url')).toBe(`${DEMO_ORIGIN}/compare?ids=${first.id},${second.id}`);
    // The app takes the page over at its path, whatever the query.
    expect(answer.html).toContain('data-prerendered="/compare"');
    const table = document.querySelector('#root table');
    expect(table?.textContent).toContain(first.name);
    expect(table?.textContent).toContain(formatRupees(second.price));

    const generic = new JSDOM((await drawer.draw('/compare')).html).window.document;
    expect(generic.title).toBe('Compare products — Sheesham Home');
    expect(generic.querySelector('#root table')).toBeNull();
  });

  it("answers the app's own pages with the app shell, drawing nothing", async () => {
    const drawer = createPageDrawer({ env: {}, template });
    for (const path of ['/cart', '/checkout', '/orders/abc', '/admin/products', '/search?q=sofa', '/Cart'])
      expect(await drawer.draw(path)).toMatchObject({ status: 200, html: template });
  });

  it('is no sitemap but at the sitemaps’ addresses', async () => {
    const drawer = createPageDrawer({ env: {}, template });
    expect(await drawer.sitemap('/sitemap.xml', noProducts)).toContain(
      `<loc>${DEMO_ORIGIN}/categories</loc>`,
    );
    expect(await drawer.sitemap('/sofas', noProducts)).toBeNull();
    expect(await drawer.sitemap('/sitemap-products-1.xml', noProducts)).toBeNull();
  });
});

describe('a build whose pages the server module draws', () => {
  it('writes the app shell and robots.txt, and no page or sitemap that Hosting would serve instead', async () => {
    const files = await prerenderShop({ env: {}, template, onDemand: true });
    expect(files.map(({ file }) => file)).toEqual([APP_SHELL_FILE, 'robots.txt']);
  });
});

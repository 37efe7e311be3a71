import { expect, test } from '@playwright/test';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { productPath } from '../../src/domain/catalogue/NavigationTree';
import { declareFirstTapTests } from './support/firstTap';
import { takeOverEachKind } from './support/takeOver';

/**
 * The memory build served as Hosting serves a shop whose server module draws its pages
 * (docs/architecture.md#pages-drawn-on-demand): no page of the build's, each drawn when asked
 * (scripts/lighthouse/serve-build.mjs --pages-on-demand, on the port after the plain host's).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const BUILT = `http://127.0.0.1:${port}`;
const ON_DEMAND = `http://127.0.0.1:${port + 2}`;
const product = demoProducts.find((candidate) => candidate.isActive && candidate.stock > 0);
if (!product) throw new Error('the demo seed has no active product in stock');

test.describe('pages drawn on demand', () => {
  test.use({ baseURL: ON_DEMAND, serviceWorkers: 'allow' });

  test("are the very pages the build draws, and a missing product's page answers 404", async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/products',
      '/categories/sofas',
      productPath(product),
      `/products/${product.id}`,
    ]) {
      const drawn = await request.get(`${ON_DEMAND}${path}`);
      expect(drawn.status()).toBe(200);
      expect(drawn.headers()['cache-control']).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
      );
      expect(await drawn.text(), path).toBe(await (await request.get(`${BUILT}${path}`)).text());
    }
    const missing = await request.get(`${ON_DEMAND}/sofas/no-such-sofa`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Product not found');
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px the app takes over each kind of page drawn on demand as it is, with no warning`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const { problems, redrawn } = await takeOverEachKind(page, productPath(product));
      expect(problems).toEqual([]);
      expect(redrawn).toEqual([]);
    });
  }

  test.describe('the first tap', () => {
    declareFirstTapTests();
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import type * as ShopPageDrawerModule from '../../src/prerender/shopPageDrawer';
import { sitemapProducts } from './sitemapProducts';

type ShopPageDrawer = typeof ShopPageDrawerModule;

/**
 * The page drawer and the app shell, bundled beside this module by scripts/functions/build-page-drawer.mjs from the
 * Hosting build: loaded on the first request and kept while the instance lives.
 */
let loaded:
  | Promise<{
      bundle: ShopPageDrawer;
      template: string;
      drawer: ReturnType<ShopPageDrawer['createShopPageDrawer']>;
    }>
  | undefined;
const pageDrawer = () => {
  loaded ??= (async () => {
    const folder = join(__dirname, 'pages');
    const bundle = (await import(pathToFileURL(join(folder, 'shopPageDrawer.mjs')).href)) as ShopPageDrawer;
    const template = await readFile(join(folder, 'app-shell.html'), 'utf8');
    return { bundle, template, drawer: bundle.createShopPageDrawer(template) };
  })();
  return loaded;
};

/**
 * Hosting's rewrite for the shop's pages (docs/architecture.md#pages-drawn-on-demand): every address without a file of
 * the build's gets its page drawn now as a guest sees it, or the sitemap, with the Cache-Control that lets Hosting's CDN
 * answer the visits that follow. Reads as a guest through firestore.rules; only the sitemap's product addresses are
 * read with the server's access.
 */
export const drawPage = onRequest({ memory: '1GiB', timeoutSeconds: 60 }, async (request, response) => {
  const { bundle, template, drawer } = await pageDrawer();
  const sitemap = await drawer.sitemap(request.path, sitemapProducts(getFirestore()));
  if (sitemap !== null) {
    response
      .status(200)
      .set('Cache-Control', bundle.pageCacheControl(bundle.SITEMAP_CACHE_SECONDS))
      .type('application/xml')
      .send(sitemap);
    return;
  }
  try {
    const page = await drawer.draw(request.originalUrl);
    response.status(page.status).set('Cache-Control', page.cacheControl).type('html').send(page.html);
  } catch (error) {
    // Firestore unreachable or refusing: the app shell draws the page in the browser, and the CDN keeps none of it.
    console.error(`Could not draw ${request.originalUrl}`, error);
    response.status(200).set('Cache-Control', 'no-store').type('html').send(template);
  }
});

import { InMemoryKeyValueStorage } from '../adapters/memory/InMemoryKeyValueStorage';
import { createPorts } from '../composition/createPorts';
import type { FirebaseEnv } from '../composition/createFirebaseBackend';
import type { AppEnv } from '../composition/readAppConfig';
import { MAX_PUBLIC_PAGE_SIZE } from '../domain/storefront/PublicQueryLimit';
import type { Ports } from '../ports/Ports';
import { LISTING_DEFAULTS } from '../ui/shop/catalogue/listingSearchParams';
import { absoluteUrl } from '../ui/app/seo/absoluteUrl';
import { robotsTxt } from '../ui/app/seo/robotsTxt';
import { sitemapXml } from '../ui/app/seo/sitemapXml';
import { DRAWN_UNLISTED_PATHS } from './drawnPages';
import { prerenderPage } from './prerenderPage';
import { pageDocument } from './pageDocument';
import { siteOrigin } from './siteOrigin';
import { canonicalProductPath, shopPagePaths } from './shopPagePaths';

/** A file the build writes into its output folder. */
export interface BuiltFile {
  /** Relative to the output folder, '/'-separated. */
  file: string;
  content: string;
}

/** The page a shop address with no prerendered page gets (firebase.json rewrites to it): the app draws it in the browser. */
export const APP_SHELL_FILE = 'app-shell.html';

/** The build reads the catalogue a guest's largest page at a time; at most 10,000 products. */
const MAX_PRODUCT_PAGES = Math.ceil(10_000 / MAX_PUBLIC_PAGE_SIZE);

/** The file Firebase Hosting serves for `path` with cleanUrls: '/' → index.html, '/sofas/x' → sofas/x.html. */
const fileForPath = (path: string): string =>
  path === '/' ? 'index.html' : `${path.slice(1).split('/').map(decodeURIComponent).join('/')}.html`;

/** Every active product, a guest's bounded page at a time. */
const activeProducts = async ({ products }: Ports) => {
  const all = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PRODUCT_PAGES; page += 1) {
    const { items, nextCursor } = await products.listPage({
      filters: LISTING_DEFAULTS,
      pageSize: MAX_PUBLIC_PAGE_SIZE,
      cursor,
    });
    all.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return all;
};

/** Draws every page a visit starts on, with the sitemap and robots.txt. */
const drawShop = async (ports: Ports, template: string, origin: string): Promise<BuiltFile[]> => {
  const products = await activeProducts(ports);
  const productPages = products.flatMap((product) => {
    const path = canonicalProductPath(product);
    return path ? [{ path, lastModified: product.updatedAt }] : [];
  });
  const canonical = [...(await shopPagePaths(ports)).map((path) => ({ path })), ...productPages];
  const paths = [
    ...new Set([
      ...canonical.map(({ path }) => path),
      ...DRAWN_UNLISTED_PATHS,
      ...products.map((product) => `/products/${encodeURIComponent(product.id)}`),
    ]),
  ];
  const pages = [];
  for (const path of paths) pages.push(await prerenderPage(path, ports, origin));
  return [
    ...pages.map((page) => ({ file: fileForPath(page.path), content: pageDocument(template, page) })),
    {
      file: 'sitemap.xml',
      content: sitemapXml(
        canonical.map(({ path, ...rest }) => ({ url: absoluteUrl(path, origin), ...rest })),
      ),
    },
  ];
};

/**
 * The pages a visit starts on, drawn at build time from the backend the build targets, as a guest reads it: home,
 * the product list, every category, every active product at both of its addresses, the categories and the footer
 * pages. Also the sitemap (each page once, at its canonical address), robots.txt and the plain app shell. With
 * VITE_DRAW_PAGES=false only the app shell, which Hosting then serves at every address.
 *
 * Where the server module draws pages on demand, none is written (Hosting would answer a file drawn now instead of
 * the function's fresh page: docs/decisions.md#pages-drawn-on-demand), so the build's time no longer grows with the
 * catalogue: home is drawn only so that a project refusing a guest's reads stops the build, as it does otherwise.
 */
export const prerenderShop = async ({
  env,
  template,
  onDemand = false,
  backend,
}: {
  env: AppEnv & FirebaseEnv;
  /** The built index.html. */
  template: string;
  /** The server module draws pages on demand (SHEESHAM_SERVER_MODULE=on). */
  onDemand?: boolean;
  /** The backend to draw from, kept open (the bench's catalogues); by default the one `env` names, closed after. */
  backend?: Ports;
}): Promise<BuiltFile[]> => {
  const shell = { file: APP_SHELL_FILE, content: template };
  // The owner's switch for a project whose Firestore refuses the build's guest reads (App Check enforced).
  if (env.VITE_DRAW_PAGES === 'false') return [shell];
  const ports =
    backend ?? (await createPorts({ env, storage: new InMemoryKeyValueStorage(), forBuild: true }));
  const origin = siteOrigin(env);
  const robots = { file: 'robots.txt', content: robotsTxt(origin) };
  try {
    if (onDemand) {
      await prerenderPage('/', ports, origin);
      return [shell, robots];
    }
    return [shell, ...(await drawShop(ports, template, origin)), robots];
  } finally {
    if (!backend) await ports.close?.();
  }
};

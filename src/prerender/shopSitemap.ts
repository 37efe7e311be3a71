import { absoluteUrl } from '../ui/app/seo/absoluteUrl';
import { sitemapIndexXml, sitemapXml, type SitemapEntry } from '../ui/app/seo/sitemapXml';
import { canonicalProductPath, type ProductAddress } from './shopPagePaths';

/** The most addresses one sitemap may list (sitemaps.org); a larger shop's /sitemap.xml is an index of pages. */
export const SITEMAP_MOST_ADDRESSES = 50_000;

/** The active products, as the server reads them for the sitemap: every guest may see each one's page. */
export interface SitemapProducts {
  count(): Promise<number>;
  /** Active products `offset` to `offset + most`, always in the same order. */
  page(offset: number, most: number): Promise<ProductAddress[]>;
}

const PAGES_SITEMAP = '/sitemap-pages.xml';
const PRODUCTS_SITEMAP = /^\/sitemap-products-([1-9]\d{0,5})\.xml$/;

const productEntries = (products: readonly ProductAddress[], origin: string): SitemapEntry[] =>
  products.flatMap((product) => {
    const path = canonicalProductPath(product);
    return path ? [{ url: absoluteUrl(path, origin), lastModified: product.updatedAt }] : [];
  });

/**
 * The sitemap at `pathname`, or null for an address that is none: /sitemap.xml lists every drawn page and every
 * active product at its canonical address; beyond `most` addresses it is an index of /sitemap-pages.xml and
 * /sitemap-products-{n}.xml, `most` products each.
 */
export const shopSitemap = async ({
  pathname,
  pagePaths,
  products,
  origin,
  most = SITEMAP_MOST_ADDRESSES,
}: {
  pathname: string;
  /** The drawn pages other than products (shopPagePaths). */
  pagePaths: () => Promise<string[]>;
  products: SitemapProducts;
  origin: string;
  most?: number;
}): Promise<string | null> => {
  const pages = async () => (await pagePaths()).map((path) => ({ url: absoluteUrl(path, origin) }));
  if (pathname === '/sitemap.xml') {
    const [paths, count] = await Promise.all([pages(), products.count()]);
    if (paths.length + count <= most)
      return sitemapXml([...paths, ...productEntries(await products.page(0, count), origin)]);
    const productSitemaps = Array.from({ length: Math.ceil(count / most) }, (_, index) =>
      absoluteUrl(`/sitemap-products-${index + 1}.xml`, origin),
    );
    return sitemapIndexXml([absoluteUrl(PAGES_SITEMAP, origin), ...productSitemaps]);
  }
  if (pathname === PAGES_SITEMAP) return sitemapXml(await pages());
  const number = PRODUCTS_SITEMAP.exec(pathname)?.[1];
  if (number === undefined) return null;
  const listed = await products.page((Number(number) - 1) * most, most);
  return listed.length === 0 ? null : sitemapXml(productEntries(listed, origin));
};

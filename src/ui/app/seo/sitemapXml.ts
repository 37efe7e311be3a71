const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page of the sitemap: its absolute address and, where the data says, when it last changed (ISO 8601). */
export interface SitemapEntry {
  url: string;
  lastModified?: string;
}

/** sitemap.xml (sitemaps.org 0.9), each address once (the first entry for it counts). */
export const sitemapXml = (entries: readonly SitemapEntry[]): string => {
  const seen = new Set<string>();
  const unique = entries.filter(({ url }) => !seen.has(url) && seen.add(url));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...unique.map(({ url, lastModified }) => {
      const modified = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(url)}</loc>${modified}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
};

/** A sitemap index (sitemaps.org 0.9): the addresses of the sitemaps of a site too large for one. */
export const sitemapIndexXml = (sitemaps: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');

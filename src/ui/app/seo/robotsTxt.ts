import { absoluteUrl } from './absoluteUrl';

/** Account, checkout and admin pages: nothing in them is worth indexing, and they are drawn only in the browser. */
const NOT_FOR_CRAWLERS = [
  '/admin',
  '/checkout',
  '/cart',
  '/orders',
  '/profile',
  '/wishlist',
  '/demo-inbox',
  '/verify-email',
];

/** robots.txt: the shoppers' pages are open to crawlers, and the sitemap says which there are. */
export const robotsTxt = (origin: string): string =>
  [
    "# Sheesham Home: shoppers' pages are open to crawlers; account, checkout and admin pages are not worth indexing.",
    'User-agent: *',
    'Allow: /',
    ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n');

import { ROUTES } from '../routes/routeTable';
import { absoluteUrl } from './absoluteUrl';

/**
 * The first segment of every page not for crawlers (docs/architecture.md#the-uis-rooms): account, checkout and admin
 * pages, and those the route table marks `crawl: false`. Nothing in them is worth indexing, and they are rendered only
 * in the browser.
 */
const NOT_FOR_CRAWLERS = [
  ...new Set(
    ROUTES.filter((route) => route.access !== 'public' || route.crawl === false).map(
      (route) => `/${route.path.split('/')[1]}`,
    ),
  ),
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

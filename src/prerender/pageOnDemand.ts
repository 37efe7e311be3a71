import { InMemoryKeyValueStorage } from '../adapters/memory/InMemoryKeyValueStorage';
import { createPorts } from '../composition/createPorts';
import type { FirebaseEnv } from '../composition/createFirebaseBackend';
import type { AppEnv } from '../composition/readAppConfig';
import { normalizePathname } from '../domain/staff/RouteAccess';
import type { Ports } from '../ports/Ports';
import { drawnAddress, isDrawnPath } from './drawnPages';
import { pageDocument } from './pageDocument';
import { prerenderPage } from './prerenderPage';
import { siteOrigin } from './siteOrigin';
import { shopPagePaths } from './shopPagePaths';
import { shopSitemap, type SitemapProducts } from './shopSitemap';

/** What the server answers a request for a page. */
export interface PageAnswer {
  status: 200 | 404;
  /** The Cache-Control header: how long Hosting's CDN keeps the answer. */
  cacheControl: string;
  html: string;
}

/** How long Hosting's CDN keeps a drawn page: a saved product shows within 5 minutes (docs/decisions.md#pages-drawn-on-demand). */
export const PAGE_CACHE_SECONDS = 300;
/** How long after that the CDN may still answer with the old page while it asks for the new one. */
export const PAGE_STALE_SECONDS = 600;
/** A missing product's page: kept a minute, so a product turned back on soon has its page again. */
export const MISSING_PAGE_CACHE_SECONDS = 60;

/** Browsers always ask again (the CDN answers them); only the CDN keeps a page. */
export const pageCacheControl = (seconds: number, staleSeconds = 0): string =>
  `public, max-age=0, s-maxage=${seconds}` +
  (staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : '');

/** How long Hosting's CDN keeps the sitemap: crawlers read it a few times a day at most. */
export const SITEMAP_CACHE_SECONDS = 86_400;

/** The shop's pages, drawn on request. */
export interface PageDrawer {
  /** The page at `address` (path and query; the query is the app's, but the compare page's list: drawnAddress). */
  draw(address: string): Promise<PageAnswer>;
  /** The sitemap at `pathname` (shopSitemap.ts), or null for an address that is none. */
  sitemap(pathname: string, products: SitemapProducts): Promise<string | null>;
}

/**
 * The pages a visit starts on, drawn when asked (the server module's `drawPage`, behind Hosting's CDN): the same
 * route table, stores and components as the build's drawing, from the same backend as a guest (no account, no
 * secret: firestore.rules guard every read). The backend is opened once and kept for the requests that follow; each
 * page is drawn from stores of its own. An address that is no drawn page (the cart, an account page) gets the app
 * shell, as Hosting's own rewrite gives it.
 */
export const createPageDrawer = ({
  env,
  template,
  backend,
}: {
  env: AppEnv & FirebaseEnv;
  /** The built app shell (app-shell.html). */
  template: string;
  /** The backend to draw from (the bench's catalogues); by default the one `env` names. */
  backend?: Ports;
}): PageDrawer => {
  const origin = siteOrigin(env);
  let ports: Promise<Ports> | undefined = backend && Promise.resolve(backend);
  const opened = (): Promise<Ports> => {
    ports ??= createPorts({ env, storage: new InMemoryKeyValueStorage(), forBuild: true }).catch(
      (error: unknown) => {
        ports = undefined;
        throw error;
      },
    );
    return ports;
  };
  const draw = async (address: string): Promise<PageAnswer> => {
    const { pathname, search } = new URL(address, origin);
    if (!isDrawnPath(normalizePathname(pathname)))
      return {
        status: 200,
        cacheControl: pageCacheControl(PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS),
        html: template,
      };
    const page = await prerenderPage(drawnAddress(pathname, search), await opened(), origin);
    const html = pageDocument(template, page);
    return page.missing
      ? { status: 404, cacheControl: pageCacheControl(MISSING_PAGE_CACHE_SECONDS), html }
      : { status: 200, cacheControl: pageCacheControl(PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS), html };
  };
  return {
    draw,
    sitemap: async (pathname, products) =>
      shopSitemap({ pathname, products, origin, pagePaths: async () => shopPagePaths(await opened()) }),
  };
};

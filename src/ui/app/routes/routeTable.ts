import { matchRoutes, type Params } from 'react-router-dom';
import { normalizePathname, type RouteAccess } from '../../../domain/staff/RouteAccess';
import table from './routeTable.json';

/** What a page's first screen reads, loaded before the first render when a visit starts there (initialData.ts). */
export type InitialData =
  'home' | 'products' | 'category' | 'productById' | 'productBySlug' | 'deliveryZones';

/**
 * A landing chunk: the build puts the pages of routes naming it, and what they import beyond the shell, in one
 * chunk of this name (a module two landing pages share joins the chunk listed first in `landingChunks`), and
 * index.html starts downloading it alongside the app's first chunk when a visit starts at such a route
 * (scripts/build/chunkGroups.mjs, landingPreloads.mjs).
 */
export type LandingChunk = 'home' | 'product' | 'listing' | 'search';

/**
 * One route of docs/behaviour.md#screens-and-routes. Routes are ranked as React Router ranks them (a static segment outranks a parameter), so
 * '/orders/:id' is never taken for '/:category/:productName' whatever their order here.
 */
export interface RouteEntry {
  readonly path: string;
  /**
   * The page's module under src/ui, without extension; it exports the page under its file name
   * ('shop/info/FaqPage' exports FaqPage). Routes with access 'admin' render inside the admin layout.
   */
  readonly page?: string;
  /** Where the route sends the visitor instead of a page. */
  readonly redirect?: string;
  readonly access: RouteAccess;
  /** An unverified shopper may open it (docs/behaviour.md#accounts-and-verification): home, the account screens and the demo inbox. */
  readonly whileUnverified?: boolean;
  /** Not for search engines though open to all (the cart, the demo inbox): robots.txt disallows it, as every page that is not public. */
  readonly crawl?: false;
  readonly initialData?: InitialData;
  readonly chunk?: LandingChunk;
}

/** The one route table: the router, the access guard, the first-screen loads and the build all read it. */
export const ROUTES: readonly RouteEntry[] = table.routes as RouteEntry[];

/** The export a page module holds its page under: the last segment of its path. */
export const pageExportOf = (page: string): string => page.slice(page.lastIndexOf('/') + 1);

/** The route the router renders at `pathname`, with its parameters (as written: matching ignores case). */
export const matchRoute = (pathname: string): { route: RouteEntry; params: Params } | undefined =>
  matchRoutes(ROUTES as RouteEntry[], pathname)?.[0];

/**
 * The route that decides who may open `pathname`: matched as the router reads it (decoded, any case, repeated
 * slashes), so '/%61dmin' or '//Admin' is an admin route too.
 */
export const routeFor = (pathname: string): RouteEntry =>
  matchRoute(normalizePathname(pathname))?.route ?? CATCH_ALL;

const CATCH_ALL: RouteEntry = { path: '*', redirect: '/', access: 'public' };

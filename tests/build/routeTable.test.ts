import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from '../../scripts/build/chunkGroups.mjs';
import { landingRoutes } from '../../scripts/build/landingPreloads.mjs';
import { pageModuleOf, ROUTE_TABLE } from '../../scripts/build/routeTable.mjs';
import { ADMIN_PAGE_MODULES } from '../../src/ui/admin/adminPageModules';
import { PAGE_MODULES } from '../../src/ui/app/routes/pageModules';
import { matchRoute, pageExportOf, routeFor, ROUTES } from '../../src/ui/app/routes/routeTable';

/** A path the route's pattern matches, its parameters filled in. */
const sampleOf = (path: string): string =>
  path === '*' ? '/no/such/page/here' : path.replace(/:[\w-]+/g, 'x1').replace('*', 'x1');

/** The landing chunk the build's inline script preloads at `path` (it names each page by its module here). */
const preloadedAt = (path: string): string[] => {
  const table = landingRoutes(ROUTE_TABLE.routes, (page) => [page]);
  return table.find(([source]) => new RegExp(source, 'i').test(path))?.[1] ?? [];
};

const groupOf = (module: string) => CHUNK_GROUPS.find((group) => group.test?.test(`/app/${module}`))?.name;

describe('the route table', () => {
  it('is the table the build reads', () => {
    expect(ROUTES).toEqual(ROUTE_TABLE.routes);
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s: the router, the guard, the preload and the chunks agree on it',
    (path, route) => {
      const sample = sampleOf(path);
      expect(matchRoute(sample)?.route).toBe(route);
      expect(routeFor(sample)).toBe(route);
      expect(preloadedAt(sample)).toEqual(route.chunk && route.page ? [route.page] : []);
      if (route.page) {
        const pagesWithChunk = ROUTES.filter((other) => other.page === route.page && other.chunk);
        expect(groupOf(pageModuleOf(route.page))).toBe(pagesWithChunk[0]?.chunk);
      }
    },
  );

  it('names page modules that exist and export the page under their file name; every page module has a route', () => {
    const pages = new Set(ROUTES.flatMap((route) => (route.page ? [route.page] : [])));
    const adminPages = Object.keys(ADMIN_PAGE_MODULES).map((key) => `admin/${key.slice(2, -'.tsx'.length)}`);
    expect([...pages].sort()).toEqual([...PAGE_MODULES, ...adminPages].sort());
    for (const page of pages) {
      const source = readFileSync(pageModuleOf(page), 'utf8');
      expect(source).toMatch(new RegExp(`export (function|const) ${pageExportOf(page)}\\b`));
    }
  });

  it('gives each route a page or a redirect, and landing chunks the build knows', () => {
    for (const route of ROUTES) {
      expect(route.page === undefined).toBe(route.redirect !== undefined);
      if (route.chunk) expect(ROUTE_TABLE.landingChunks).toContain(route.chunk);
    }
  });
});

describe('who may open a path', () => {
  const PUBLIC = [
    '/',
    '/login',
    '/products',
    '/products/abc123',
    '/categories/sofas',
    '/search?q=sofa',
    '/sofas/sheesham-3-seater',
    '/cart',
    '/size-guide',
    '/category/beds',
    '/administrator',
    '/products/admin',
  ];
  const LOGIN = [
    '/checkout',
    '/orders',
    '/orders/o1',
    '/wishlist',
    '/profile',
    '/Checkout/',
    '/%63heckout',
    '/orders?page=2',
  ];
  const ADMIN = [
    '/admin',
    '/admin/dashboard',
    '/admin/products/edit/p1',
    '/admin/banners',
    '/admin/no-such-page',
    '/ADMIN',
    '/Admin/Users/',
    '//admin',
    '/%61dmin',
    '/%61dmin%2Fusers',
    '/admin?x=1',
    '/admin#top',
  ];

  it.each(PUBLIC)('%s is public', (path) => expect(routeFor(path).access).toBe('public'));
  it.each(LOGIN)('%s needs a sign-in', (path) => expect(routeFor(path).access).toBe('login-required'));
  it.each(ADMIN)('%s is for the staff', (path) => expect(routeFor(path).access).toBe('admin'));

  it('lets an unverified shopper open home, the account screens, the legal notices and the demo inbox, nothing more', () => {
    const open = [
      '/',
      '/verify-email',
      '/demo-inbox',
      '/Demo-Inbox/',
      '/login',
      '/signup',
      '/register',
      '/forgot-password',
      '/reset-password',
      // What they agreed to at sign-up stays readable until they verify.
      '/terms',
      '/privacy',
    ];
    const closed = [
      '/demo-inbox/x',
      '/signup/extra',
      '/profile',
      '/orders/o1',
      '/wishlist',
      '/products',
      '/cart',
    ];
    for (const path of open) expect(routeFor(path).whileUnverified, path).toBe(true);
    for (const path of closed) expect(routeFor(path).whileUnverified, path).toBeFalsy();
  });
});

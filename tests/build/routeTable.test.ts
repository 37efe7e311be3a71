import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_GROUPS,
  LANDING_CHUNKS,
  landingChunkOf,
  pageModuleOf,
} from '../../scripts/build/chunkGroups.mjs';
import { landingRoutes } from '../../scripts/build/landingPreloads.mjs';
import { ADMIN_PAGES } from '../../src/ui/admin/adminPageModules';
import { SHOP_PAGES } from '../../src/ui/app/routes/pageModules';
import { matchRoute, routeFor, ROUTES } from '../../src/ui/app/routes/routeTable';

/** A path the route's pattern matches, its parameters filled in. */
const sampleOf = (path: string): string =>
  path === '*' ? '/no/such/page/here' : path.replace(/:[\w-]+/g, 'x1').replace('*', 'x1');

/** The pages the build's inline script preloads at `path` (it names each page by its module here). */
const preloadedAt = (path: string): string[] => {
  const table = landingRoutes(ROUTES, (page) => (landingChunkOf(page) ? [page] : []));
  const matches = (source: string) => new RegExp(source, 'i').test(path);
  return table.find(([source, , exceptions]) => matches(source) && !exceptions.some(matches))?.[1] ?? [];
};

const groupOf = (module: string) => CHUNK_GROUPS.find((group) => group.test?.test(`/app/${module}`))?.name;

/** The page modules' source, where each page's `() => import()` stands. */
const LOADERS_SOURCE = ['src/ui/app/routes/pageModules.ts', 'src/ui/admin/adminPageModules.ts']
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe('the route table', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s: the router, the guard, the preload and the chunks agree on it',
    (path, route) => {
      const sample = sampleOf(path);
      expect(matchRoute(sample)?.route).toBe(route);
      expect(routeFor(sample)).toBe(route);
      const chunk = route.page ? landingChunkOf(route.page) : undefined;
      expect(preloadedAt(sample)).toEqual(chunk && route.page ? [route.page] : []);
      if (route.page) expect(groupOf(pageModuleOf(route.page))).toBe(chunk);
    },
  );

  it('has a route for every page module, and each loads the page its name gives from that module', () => {
    const pages = [...Object.keys(SHOP_PAGES), ...Object.keys(ADMIN_PAGES)];
    expect(new Set(ROUTES.flatMap((route) => (route.page ? [route.page] : [])))).toEqual(new Set(pages));
    for (const page of pages) {
      const name = page.slice(page.lastIndexOf('/') + 1);
      const module = page.startsWith('admin/') ? `./${page.slice('admin/'.length)}` : `../../${page}`;
      expect(LOADERS_SOURCE).toContain(`import('${module}').then((module) => module.${name})`);
      expect(readFileSync(pageModuleOf(page), 'utf8')).toMatch(
        new RegExp(`export (function|const) ${name}\\b`),
      );
    }
  });

  it('gives each route a page or a redirect, and each landing chunk pages that have a route', () => {
    for (const route of ROUTES) expect(route.page === undefined).toBe(route.redirect !== undefined);
    for (const { pages } of LANDING_CHUNKS)
      for (const page of pages) expect(ROUTES.some((route) => route.page === page)).toBe(true);
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

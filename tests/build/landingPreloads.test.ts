import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/ui/app/routes/routeTable';
import {
  chunkFilesOf,
  landingRoutes,
  patternSource,
  preloadScript,
} from '../../scripts/build/landingPreloads.mjs';

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});

/** Runs the inline script at `pathname` and returns the hrefs of the modulepreload links it adds. */
const preloadsAt = (script: string, pathname: string, { prerendered = false } = {}): string[] => {
  const links: Array<{ rel: string; href: string }> = [];
  const document = {
    documentElement: { hasAttribute: (name: string) => prerendered && name === 'data-prerendered' },
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
};

describe('landing preloads (build plugin)', () => {
  it('turns router patterns into anchored expressions', () => {
    const match = (pattern: string, path: string) => new RegExp(patternSource(pattern), 'i').test(path);
    expect(match('/', '/')).toBe(true);
    expect(match('/', '/products')).toBe(false);
    expect(match('/products', '/products/')).toBe(true);
    expect(match('/products', '/Products')).toBe(true);
    expect(match('/products/:id', '/products/abc')).toBe(true);
    expect(match('/products/:id', '/products/abc/more')).toBe(false);
    expect(match('/admin/*', '/admin/a/b')).toBe(true);
    expect(match('*', '/anything/at/all')).toBe(true);
  });

  it('lists the landing routes with the routes React Router prefers at an address they match', () => {
    const routes: RouteEntry[] = [
      { path: '/', page: 'shop/home/HomePage', access: 'public' },
      { path: '/about', page: 'shop/info/AboutPage', access: 'public' },
      { path: '/orders/:id', page: 'shop/orders/OrderDetailPage', access: 'login-required' },
      { path: '/:category/:name', page: 'shop/product/ProductDetailPage', access: 'public' },
      { path: '/admin/*', redirect: '/', access: 'admin' },
      { path: '*', redirect: '/', access: 'public' },
    ];
    const landing = new Set(['shop/home/HomePage', 'shop/product/ProductDetailPage']);
    const table = landingRoutes(routes, (page) => (landing.has(page) ? [`${page}.js`] : []));
    expect(table).toEqual([
      [patternSource('/'), ['shop/home/HomePage.js'], []],
      [
        patternSource('/:category/:name'),
        ['shop/product/ProductDetailPage.js'],
        [patternSource('/orders/:id'), patternSource('/admin/*')],
      ],
    ]);
  });

  it('lists a module chunk and its static imports, without what the entry already loads', () => {
    const bundle = {
      entry: chunk('assets/index.js', ['assets/runtime.js'], '/app/index.html', true),
      runtime: chunk('assets/runtime.js', []),
      home: chunk(
        'assets/Home.js',
        ['assets/index.js', 'assets/Card.js', 'assets/runtime.js'],
        '/app/Home.tsx',
      ),
      card: chunk('assets/Card.js', ['assets/Image.js']),
      image: chunk('assets/Image.js', ['assets/Card.js']),
      css: { type: 'asset', fileName: 'assets/index.css' },
    };
    const entryFiles = new Set(['assets/index.js', 'assets/runtime.js']);
    expect(chunkFilesOf(bundle, '/app/Home.tsx', entryFiles)).toEqual([
      'assets/Home.js',
      'assets/Card.js',
      'assets/Image.js',
    ]);
    expect(chunkFilesOf(bundle, '/app/Missing.tsx', entryFiles)).toEqual([]);
  });

  it("finds a page merged into a code-splitting group's chunk, which has no facade module", () => {
    const bundle = {
      entry: chunk('assets/index.js', [], '/app/index.html', true),
      catalogue: {
        ...chunk('assets/catalogue.js', ['assets/index.js', 'assets/home.js']),
        moduleIds: ['/app/Products.tsx', '/app/Detail.tsx'],
      },
      home: { ...chunk('assets/home.js', ['assets/index.js']), moduleIds: ['/app/Home.tsx'] },
    };
    expect(chunkFilesOf(bundle, '/app/Detail.tsx', new Set(['assets/index.js']))).toEqual([
      'assets/catalogue.js',
      'assets/home.js',
    ]);
  });

  it('preloads the start-up chunks always, the backend unless the page was prerendered, and the chunks of the first matching page only', () => {
    const script = preloadScript(
      '/',
      ['assets/ports.js'],
      [
        [patternSource('/'), ['assets/Home.js'], []],
        [patternSource('/products/:id'), ['assets/Detail.js', 'assets/Card.js'], []],
        [patternSource('/:category/:name'), ['assets/Other.js'], [patternSource('/orders/:id')]],
      ],
      ['assets/backend.js'],
    );
    const start = ['/assets/ports.js', '/assets/backend.js'];
    expect(preloadsAt(script, '/')).toEqual([...start, '/assets/Home.js']);
    expect(preloadsAt(script, '/products/p1')).toEqual([...start, '/assets/Detail.js', '/assets/Card.js']);
    expect(preloadsAt(script, '/cart')).toEqual(start);
    expect(preloadsAt(script, '/beds/pali')).toEqual([...start, '/assets/Other.js']);
    expect(preloadsAt(script, '/orders/o1')).toEqual(start);
    // A prerendered page is taken over before the backend has loaded: it loads once the page is idle.
    expect(preloadsAt(script, '/', { prerendered: true })).toEqual(['/assets/ports.js', '/assets/Home.js']);
    expect(preloadsAt(script, '/cart', { prerendered: true })).toEqual(['/assets/ports.js']);
  });
});

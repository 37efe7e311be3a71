import { describe, expect, it } from 'vitest';
import { chunkFilesOf, patternSource, preloadScript } from '../../scripts/build/landingPreloads.mjs';

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
const preloadsAt = (script: string, pathname: string): string[] => {
  const links: Array<{ rel: string; href: string }> = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
};

describe('landing preloads (build plugin)', () => {
  it('turns router patterns into anchored expressions, keeping other routes out', () => {
    const match = (pattern: string, path: string, exclude?: string[]) =>
      new RegExp(patternSource(pattern, exclude)).test(path);
    expect(match('/', '/')).toBe(true);
    expect(match('/', '/products')).toBe(false);
    expect(match('/products', '/products/')).toBe(true);
    expect(match('/products/:id', '/products/abc')).toBe(true);
    expect(match('/products/:id', '/products/abc/more')).toBe(false);
    expect(match('/:category/:name', '/sofas/teak-sofa', ['orders'])).toBe(true);
    expect(match('/:category/:name', '/orders/123', ['orders'])).toBe(false);
    expect(match('/:category/:name', '/ordersx/123', ['orders'])).toBe(true);
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

  it('preloads the backend always and the chunks of the first matching page only', () => {
    const script = preloadScript(
      '/',
      ['assets/backend.js'],
      [
        [patternSource('/'), ['assets/Home.js']],
        [patternSource('/products/:id'), ['assets/Detail.js', 'assets/Card.js']],
        [patternSource('/:category/:name', ['products']), ['assets/Other.js']],
      ],
    );
    expect(preloadsAt(script, '/')).toEqual(['/assets/backend.js', '/assets/Home.js']);
    expect(preloadsAt(script, '/products/p1')).toEqual([
      '/assets/backend.js',
      '/assets/Detail.js',
      '/assets/Card.js',
    ]);
    expect(preloadsAt(script, '/cart')).toEqual(['/assets/backend.js']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ERROR_BANNER_MS,
  categoryClickDecision,
  countBySlug,
  findNode,
  flattenTree,
  footerCategoryToSlug,
  HEADER_FLYOUT_LIMIT,
  HEADER_SUBCATEGORY_LIMIT,
  HEADER_TOP_LEVEL_LIMIT,
  headerCategories,
  HOVER_CLOSE_DELAY_MS,
  navigationSlugsOf,
  navigationTreeOf,
  type NavigationEntry,
  productMatchesSlug,
  productPath,
  slugify,
  type NavigationNode,
} from '../../src/domain/catalogue/NavigationTree';
import {
  catalogueArbitrary,
  productArbitrary,
  DEFAULT_SLUGS as NAVIGATION_SLUGS,
  DEFAULT_TREE as NAVIGATION_TREE,
} from '../support/productArbitraries';
import { testProduct } from '../contracts/support/testProduct';

describe("the default navigation tree, a fresh shop's categories", () => {
  it('has the entries of docs/behaviour.md#browsing-and-search with /categories/{slug} paths', () => {
    expect(NAVIGATION_TREE.map((entry) => [entry.name, entry.slug])).toEqual([
      ['Sofa', 'sofas'],
      ['Dining', 'dining'],
      ['Wardrobe', 'wardrobes'],
      ['Chair', 'chairs'],
      ['Tables', 'tables'],
      ['TV Units', 'tv-units'],
      ['Modular Kitchen', 'modular-kitchen'],
      ['Safety Door', 'safety-door'],
      ['Mandir', 'mandir'],
      ['Beds', 'beds'],
    ]);
    expect(findNode('wooden-sofa', NAVIGATION_TREE)?.name).toBe('Wooden Sofa');
    expect(findNode('fabric-sofa', NAVIGATION_TREE)?.subcategories?.map((entry) => entry.slug)).toEqual([
      'l-shaped-sofa',
    ]);
    expect(findNode('l-shaped-sofa', NAVIGATION_TREE)?.path).toBe('/categories/l-shaped-sofa');
    expect(findNode('nope', NAVIGATION_TREE)).toBeNull();
    for (const entry of flattenTree(NAVIGATION_TREE)) expect(entry.path).toBe(`/categories/${entry.slug}`);
    expect(new Set(NAVIGATION_SLUGS).size).toBe(13);
  });

  it('maps the footer links to tree slugs', () => {
    expect(
      ['beds', 'sofas', 'dining', 'wardrobes', 'chairs', 'tables', 'modular'].map(footerCategoryToSlug),
    ).toEqual(['beds', 'sofas', 'dining', 'wardrobes', 'chairs', 'tables', 'modular-kitchen']);
    expect(footerCategoryToSlug('toString')).toBeNull();
    expect(footerCategoryToSlug('mandir')).toBeNull();
  });

  it('keeps the header constants of docs/behaviour.md#browsing-and-search', () => {
    expect([HEADER_TOP_LEVEL_LIMIT, HEADER_SUBCATEGORY_LIMIT, HEADER_FLYOUT_LIMIT]).toEqual([8, 8, 6]);
    expect([HOVER_CLOSE_DELAY_MS, CATEGORY_ERROR_BANNER_MS]).toEqual([300, 5000]);
  });
});

describe('counting products for slugs (docs/behaviour.md#browsing-and-search)', () => {
  it('counts by categories, by the slug as a tag, the lower-cased name and the hyphenated name', () => {
    const product = (categories: string[], tags: string[]) => testProduct('product', { categories, tags });
    expect(productMatchesSlug(product(['tv-units'], []), 'tv-units', NAVIGATION_TREE)).toBe(true);
    expect(productMatchesSlug(product([], ['tv-units']), 'tv-units', NAVIGATION_TREE)).toBe(true);
    expect(productMatchesSlug(product([], ['tv units']), 'tv-units', NAVIGATION_TREE)).toBe(true);
    expect(productMatchesSlug(product([], ['wardrobe']), 'wardrobes', NAVIGATION_TREE)).toBe(true);
    expect(productMatchesSlug(product([], ['TV Units']), 'tv-units', NAVIGATION_TREE)).toBe(false);
    expect(productMatchesSlug(product(['sofas'], []), 'wooden-sofa', NAVIGATION_TREE)).toBe(false);
    expect(productMatchesSlug(product([], ['outdoor']), 'outdoor', NAVIGATION_TREE)).toBe(true);
  });

  it('navigationSlugsOf lists exactly the tree slugs the product matches', () => {
    fc.assert(
      fc.property(productArbitrary, (product) => {
        const slugs = navigationSlugsOf(product, NAVIGATION_TREE);
        for (const slug of NAVIGATION_SLUGS)
          expect(slugs.includes(slug)).toBe(productMatchesSlug(product, slug, NAVIGATION_TREE));
      }),
    );
  });

  it('countBySlug counts each active product once per slug it matches, and inactive ones never', () => {
    fc.assert(
      fc.property(catalogueArbitrary(), (products) => {
        const counts = countBySlug(products, NAVIGATION_TREE);
        expect(Object.keys(counts).sort()).toEqual([...NAVIGATION_SLUGS].sort());
        for (const slug of NAVIGATION_SLUGS) {
          expect(counts[slug]).toBe(
            products.filter((p) => p.isActive && productMatchesSlug(p, slug, NAVIGATION_TREE)).length,
          );
        }
        const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
        const active = products.filter((p) => p.isActive);
        expect(total).toBe(active.reduce((sum, p) => sum + navigationSlugsOf(p, NAVIGATION_TREE).length, 0));
        expect(
          countBySlug(
            products.map((p) => ({ ...p, isActive: false })),
            NAVIGATION_TREE,
          ),
        ).toEqual(countBySlug([], NAVIGATION_TREE));
      }),
    );
  });
});

describe('category click decision', () => {
  it('navigates, reports no products, or reports the category unavailable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAVIGATION_SLUGS, 'garden', 'office-chairs'),
        fc.nat(3),
        (slug, count) => {
          const decision = categoryClickDecision(slug, { [slug]: count }, NAVIGATION_TREE);
          const entry = findNode(slug, NAVIGATION_TREE);
          if (!entry) expect(decision.kind).toBe('not-available');
          else if (count === 0) expect(decision).toEqual({ kind: 'no-products', name: entry.name });
          else expect(decision).toEqual({ kind: 'navigate', path: entry.path });
        },
      ),
    );
    expect(categoryClickDecision('office-chairs', {}, NAVIGATION_TREE)).toEqual({
      kind: 'not-available',
      name: 'Office Chairs',
    });
    expect(categoryClickDecision('mandir', {}, NAVIGATION_TREE)).toEqual({
      kind: 'no-products',
      name: 'Mandir',
    });
  });
});

describe('header categories', () => {
  const wide = (count: number, prefix: string, children?: NavigationNode[]): NavigationNode[] =>
    Array.from({ length: count }, (_, index) => ({
      name: `${prefix}${index}`,
      slug: `${prefix}${index}`,
      path: `/categories/${prefix}${index}`,
      showInBar: true,
      ...(children ? { subcategories: children } : {}),
    }));

  it('cuts each level to 8, 8 and 6 while keeping the totals', () => {
    const tree = wide(11, 'top', wide(10, 'sub', wide(9, 'leaf')));
    const header = headerCategories(tree, { top0: 4, sub1: 2 });
    expect(header).toHaveLength(8);
    expect(header[0]).toMatchObject({ productCount: 4, totalChildren: 10 });
    expect(header[0]!.children).toHaveLength(8);
    expect(header[0]!.children[1]).toMatchObject({ productCount: 2, totalChildren: 9 });
    expect(header[0]!.children[1]!.children).toHaveLength(6);
    expect(header[0]!.children[1]!.children[0]!.children).toEqual([]);
  });

  it('shows the first 8 entries of the shipped tree', () => {
    const header = headerCategories(NAVIGATION_TREE, { sofas: 3 });
    expect(header.map((entry) => entry.slug)).toEqual(NAVIGATION_TREE.slice(0, 8).map((entry) => entry.slug));
    expect(header[0]).toMatchObject({
      name: 'Sofa',
      path: '/categories/sofas',
      productCount: 3,
      totalChildren: 2,
    });
    expect(header[1]).toMatchObject({ productCount: 0, children: [], totalChildren: 0 });
  });
});

describe('slugs and product paths', () => {
  it('slugify yields lower-case hyphenated ASCII, idempotently', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
    expect(slugify('L-Shaped Sofa (3 Seater) — Café')).toBe('l-shaped-sofa-3-seater-cafe');
    expect(slugify('पलंग')).toBe('');
  });

  it('builds /{category}/{slug-or-id} with its fallbacks', () => {
    fc.assert(
      fc.property(productArbitrary, fc.constantFrom('abc123', 'p9'), (generated, id) => {
        const product = { ...generated, id };
        const [, category, name] = productPath(product).split('/');
        const expectedCategory = product.categories[0] ?? (product.category || 'furniture');
        expect(decodeURIComponent(category!)).toBe(expectedCategory);
        const expectedName =
          slugify(product.slug) === product.slug && product.slug !== ''
            ? product.slug
            : slugify(product.name) || id;
        expect(decodeURIComponent(name!)).toBe(expectedName);
      }),
    );
    expect(productPath(testProduct('x1', { slug: '', name: 'Teak Bed', categories: [], category: '' }))).toBe(
      '/furniture/teak-bed',
    );
    expect(productPath(testProduct('x1', { slug: '', name: 'पलंग', categories: [], category: 'beds' }))).toBe(
      '/beds/x1',
    );
    expect(
      productPath(testProduct('bed', { slug: 'royal-bed', name: 'Teak Bed', categories: ['beds', 'x'] })),
    ).toBe('/beds/royal-bed');
  });
});

describe("the owner's navigation", () => {
  const entry = (slug: string, patch: Partial<NavigationEntry> = {}): NavigationEntry => ({
    name: slug.toUpperCase(),
    slug,
    parentSlug: null,
    order: 1,
    showInBar: true,
    ...patch,
  });

  it('orders siblings by position, then name, and nests children under their parent', () => {
    const tree = navigationTreeOf([
      entry('beds', { order: 1 }),
      entry('safety-door', { order: 9 }),
      entry('sofas', { order: 2 }),
      entry('wooden-sofa', { parentSlug: 'sofas', order: 2 }),
      entry('fabric-sofa', { parentSlug: 'sofas', order: 1 }),
      entry('chairs', { order: 2 }),
    ]);
    expect(tree.map((node) => node.slug)).toEqual(['beds', 'chairs', 'sofas', 'safety-door']);
    expect(tree[2]!.subcategories!.map((node) => node.slug)).toEqual(['fabric-sofa', 'wooden-sofa']);
    expect(findNode('wooden-sofa', tree)?.path).toBe('/categories/wooden-sofa');
  });

  it('puts a category whose parent is gone at the top level and leaves a parent cycle out without hanging', () => {
    const tree = navigationTreeOf([
      entry('orphan', { parentSlug: 'deleted' }),
      entry('a', { parentSlug: 'b' }),
      entry('b', { parentSlug: 'a' }),
    ]);
    expect(flattenTree(tree).map((node) => node.slug)).toEqual(['orphan']);
  });

  it('is a tree for any entries: every slug at most once, each child under its own parent', () => {
    const slugs = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ slug: slugs, parent: fc.option(slugs), order: fc.integer({ min: 1, max: 3 }) }),
          { selector: (generated) => generated.slug },
        ),
        (generated) => {
          const entries = generated.map(({ slug, parent, order }) =>
            entry(slug, { parentSlug: parent, order }),
          );
          const tree = navigationTreeOf(entries);
          const placed = flattenTree(tree).map((node) => node.slug);
          expect(new Set(placed).size).toBe(placed.length);
          const check = (nodes: typeof tree, parent: string | null): void => {
            for (const node of nodes) {
              const own = entries.find((candidate) => candidate.slug === node.slug)!;
              if (parent !== null) expect(own.parentSlug).toBe(parent);
              check(node.subcategories ?? [], node.slug);
            }
          };
          check(tree, null);
        },
      ),
    );
  });

  it('the bar follows the owner: hidden categories stay out, empty ones too when the owner says so', () => {
    const tree = navigationTreeOf([
      entry('beds', { name: 'Beds', order: 1 }),
      entry('safety-door', { name: 'Safety Door', order: 2 }),
      entry('mandir', { name: 'Mandir', order: 3, showInBar: false }),
      entry('sofas', { name: 'Sofa', order: 4 }),
      entry('l-shaped', { parentSlug: 'sofas' }),
    ]);
    const counts = { beds: 5, mandir: 2, sofas: 3 };
    expect(headerCategories(tree, counts).map((node) => node.slug)).toEqual(['beds', 'safety-door', 'sofas']);
    const hiding = headerCategories(tree, counts, true);
    expect(hiding.map((node) => node.slug)).toEqual(['beds', 'sofas']);
    expect(hiding[1]).toMatchObject({ children: [], totalChildren: 0 });
    expect(headerCategories(tree, counts, false)[2]).toMatchObject({ totalChildren: 1 });
    expect(categoryClickDecision('mandir', counts, tree)).toEqual({
      kind: 'navigate',
      path: '/categories/mandir',
    });
  });

  it('a renamed category matches products tagged with its new name, not the old one', () => {
    const tagged = testProduct('tagged', { categories: [], tags: ['settee'] });
    const renamed = navigationTreeOf([entry('sofas', { name: 'Settee' })]);
    expect(productMatchesSlug(tagged, 'sofas', renamed)).toBe(true);
    expect(productMatchesSlug(tagged, 'sofas', NAVIGATION_TREE)).toBe(false);
    expect(countBySlug([tagged], renamed)).toEqual({ sofas: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, manifestKeyOf } from '../../scripts/build/chunkGroups.mjs';

// The groups named by path; `start-up-shared` is named by the module graph, which only a build has
// (tests/e2e/bundle.spec.ts holds it).
const groupOf = (src: string) =>
  CHUNK_GROUPS.find((group) => typeof group.name === 'string' && group.test?.test(src))?.name;

describe('chunk groups (build)', () => {
  it('starts a group at each landing page (its static imports join it when the build runs)', () => {
    expect(groupOf('/app/src/ui/shop/home/HomePage.tsx')).toBe('home');
    expect(groupOf('/app/src/ui/shop/product/ProductDetailPage.tsx')).toBe('product');
    expect(groupOf('/app/src/ui/shop/catalogue/ProductsPage.tsx')).toBe('listing');
    expect(groupOf('/app/src/ui/shop/catalogue/CategoryPage.tsx')).toBe('listing');
    expect(groupOf('/app/node_modules/@zag-js/toast/dist/index.mjs')).toBe('toast');
  });

  it("keeps Ark's plumbing apart from Zag's state machines, which a landing page's fields do not need", () => {
    expect(groupOf('/app/node_modules/@ark-ui/react/dist/utils/create-context.js')).toBe('ark-plumbing');
    expect(groupOf('/app/node_modules/@ark-ui/react/dist/components/factory.js')).toBe('ark-plumbing');
    expect(groupOf('/app/node_modules/@zag-js/dom-query/dist/node.mjs')).toBe('ark-plumbing');
    expect(groupOf('/app/node_modules/@zag-js/dom-query/dist/tabbable.mjs')).toBeUndefined();
    expect(groupOf('/app/node_modules/@ark-ui/react/dist/components/field/field-root.js')).toBeUndefined();
  });

  it('leaves what a page loads on demand to a chunk of its own', () => {
    expect(groupOf('/app/src/ui/shop/catalogue/FilterDrawer.tsx')).toBeUndefined();
  });

  it('gathers the domain and port modules that lazy chunks share in one chunk', () => {
    const shared = CHUNK_GROUPS.find((group) => group.name === 'backend-shared');
    expect(groupOf('/app/src/domain/catalogue/ProductChanges.ts')).toBe('backend-shared');
    expect(groupOf('/app/src/ports/DemoInbox.ts')).toBe('backend-shared');
    expect(shared?.minShareCount).toBe(2);
    expect(groupOf('/app/src/adapters/memory/MemoryDatabase.ts')).toBeUndefined();
  });

  it('leaves other pages and the admin panel to automatic chunking', () => {
    expect(groupOf('/app/src/ui/shop/checkout/CheckoutPage.tsx')).toBeUndefined();
    expect(groupOf('/app/src/ui/shop/product/ProductLinkRedirect.tsx')).toBeUndefined();
    expect(groupOf('/app/src/ui/admin/products/ProductsPage.tsx')).toBeUndefined();
  });

  it("finds a module's manifest entry: its own chunk, or its group's chunk", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', src: 'index.html' },
      'src/ui/shop/cart/CartPage.tsx': { file: 'assets/CartPage.js', src: 'src/ui/shop/cart/CartPage.tsx' },
      '_home-abc.js': { file: 'assets/home-abc.js', name: 'home' },
      '_listing-def.js': { file: 'assets/listing-def.js', name: 'listing' },
    };
    expect(manifestKeyOf(manifest, 'src/ui/shop/cart/CartPage.tsx')).toBe('src/ui/shop/cart/CartPage.tsx');
    expect(manifestKeyOf(manifest, 'src/ui/shop/home/HomePage.tsx')).toBe('_home-abc.js');
    expect(manifestKeyOf(manifest, 'src/ui/shop/catalogue/ProductsPage.tsx')).toBe('_listing-def.js');
    expect(manifestKeyOf(manifest, 'src/ui/shop/product/ProductDetailPage.tsx')).toBeUndefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/Product';
import { filtersFromSearchParams } from '../../../src/ui/shop/catalogue/listingSearchParams';
import {
  readPrerenderedProducts,
  shownProducts,
  showPrerenderedProducts,
} from '../../../src/ui/shared/stores/prerenderedProducts';
import type { RootStore } from '../../../src/ui/app/stores/RootStore';
import { makeTestApp } from '../helpers/testApp';

/** A shop with the home page's rows, the first page of the listing and a product page loaded. */
const loadedShop = async (): Promise<RootStore> => {
  const { stores } = await makeTestApp();
  stores.start();
  await Promise.all([
    stores.featured.load(),
    stores.newArrivals.load(),
    stores.catalogue.setFilters(filtersFromSearchParams(new URLSearchParams())),
  ]);
  const [first] = stores.catalogue.items;
  if (!first) throw new Error('the demo listing is empty');
  await stores.productDetail.load({ by: 'id', value: first.id });
  return stores;
};

/** Everything the stores show, in order. */
const shown = ({ catalogue, featured, newArrivals, productDetail }: RootStore): Product[] => [
  ...catalogue.items,
  ...featured.items,
  ...newArrivals.items,
  ...(productDetail.product ? [productDetail.product] : []),
  ...productDetail.related,
];

/** As the build drew `product`: a price and a stock that have changed since. */
const asBuilt = (product: Product): Product => ({ ...product, price: product.price + 500, stock: 0 });

describe('a prerendered page taken over with its products as drawn', () => {
  it('lists each product a first screen shows once', async () => {
    const stores = await loadedShop();
    const ids = shownProducts(stores).map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(shown(stores).map((product) => product.id)));
    expect(stores.productDetail.related.length).toBeGreaterThan(0);
  });

  it('shows the drawn versions everywhere, then the fresh ones again, each where it was', async () => {
    const stores = await loadedShop();
    const fresh = shown(stores);
    const drawn = shownProducts(stores).slice(1).map(asBuilt);
    const notPrerendered = shownProducts(stores)[0]!;

    const showFresh = showPrerenderedProducts(stores, drawn);
    const prerenderedById = new Map(drawn.map((product) => [product.id, product]));
    expect(shown(stores)).toEqual(fresh.map((product) => prerenderedById.get(product.id) ?? product));
    expect(shown(stores).filter((product) => product.id === notPrerendered.id)).toEqual(
      fresh.filter((product) => product.id === notPrerendered.id),
    );

    showFresh();
    expect(shown(stores)).toHaveLength(fresh.length);
    shown(stores).forEach((product, index) => expect(product).toBe(fresh[index]));
  });

  it('replaces nothing, so nothing renders again, where the products are as the build drew them', async () => {
    const stores = await loadedShop();
    const lists = [stores.catalogue.items, stores.featured.items, stores.productDetail.related];
    const product = stores.productDetail.product;
    const showFresh = showPrerenderedProducts(stores, JSON.parse(JSON.stringify(shownProducts(stores))));
    showFresh();
    expect([stores.catalogue.items, stores.featured.items, stores.productDetail.related]).toEqual(lists);
    [stores.catalogue.items, stores.featured.items, stores.productDetail.related].forEach((list, at) =>
      expect(list).toBe(lists[at]),
    );
    expect(stores.productDetail.product).toBe(product);
  });

  it('leaves alone what the stores loaded after the hydration began', async () => {
    const stores = await loadedShop();
    const showFresh = showPrerenderedProducts(stores, shownProducts(stores).map(asBuilt));
    await stores.catalogue.setFilters({ sortBy: 'price-high' });
    const reloaded = [...stores.catalogue.items];
    showFresh();
    stores.catalogue.items.forEach((product, index) => expect(product).toBe(reloaded[index]));
  });

  it('reads the products a page carries, and none from missing or unreadable JSON, never throwing', () => {
    const product = { id: 'p1', name: 'A <b>bold</b> chair' } as Product;
    expect(readPrerenderedProducts(JSON.stringify([product]).replaceAll('<', '\\u003c'))).toEqual([product]);
    for (const unreadable of [null, undefined, '', '{', '{"id":"p1"}', '[{"name":"no id"}]', '[null]', '5'])
      expect(readPrerenderedProducts(unreadable)).toEqual([]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(Array.isArray(readPrerenderedProducts(text))).toBe(true);
      }),
    );
  });
});

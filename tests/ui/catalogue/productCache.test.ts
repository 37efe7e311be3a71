import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/Product';
import type { ProductRepository } from '../../../src/ports/ProductRepository';
import { CatalogueStore } from '../../../src/ui/shop/catalogue/CatalogueStore';
import { ProductDetailStore } from '../../../src/ui/shop/product/ProductDetailStore';
import { ProductRowStore } from '../../../src/ui/shop/home/ProductRowStore';
import { ProductCache } from '../../../src/ui/shared/stores/ProductCache';
import { testProduct } from '../../contracts/support/testProduct';

/** A catalogue whose prices the test changes between loads. */
const catalogueOf = (products: Product[]) => {
  const active = () => products.map((product) => ({ ...product }));
  const repository = {
    listPage: () => Promise.resolve({ items: active(), nextCursor: null }),
    count: () => Promise.resolve(products.length),
    getById: (id: string) => Promise.resolve(active().find((product) => product.id === id) ?? null),
    getBySlug: () => Promise.resolve(null),
    listRelated: (product: Product) => Promise.resolve(active().filter(({ id }) => id !== product.id)),
  } as Partial<ProductRepository> as ProductRepository;
  return repository;
};

describe('one product cache', () => {
  it('shows a price loaded by one store on every store that lists the product, as one object', async () => {
    const products = [testProduct('a', { isFeatured: true }), testProduct('b', { isFeatured: true })];
    const repository = catalogueOf(products);
    const cache = new ProductCache();
    const listing = new CatalogueStore(repository, undefined, undefined, cache);
    const featured = new ProductRowStore(repository, 'isFeatured', 8, 'rating', cache);
    const detail = new ProductDetailStore(repository, undefined, cache);
    await Promise.all([listing.reload(), featured.load(), detail.load({ by: 'id', value: 'a' })]);
    expect(listing.items[0]).toBe(featured.items[0]);
    expect(detail.product).toBe(listing.items[0]);

    const seen: number[] = [];
    const stop = autorun(() => seen.push(featured.items[0]?.price ?? 0));
    products[0] = { ...products[0]!, price: 12345 };
    await listing.reload();
    stop();

    expect(featured.items.map((product) => product.price)).toEqual([12345, 10000]);
    expect(detail.product?.price).toBe(12345);
    expect(detail.related.map((product) => product.price)).toEqual([10000]);
    expect(seen).toEqual([10000, 12345]);
    expect(featured.items[0]).toBe(listing.items[0]);
  });

  it('keeps a product equal to the one held, so nothing renders again for it', () => {
    const cache = new ProductCache();
    cache.put([testProduct('a')]);
    const held = cache.get('a');
    expect(cache.put([testProduct('a'), testProduct('b')])).toEqual(['a', 'b']);
    expect(cache.get('a')).toBe(held);
    expect(cache.list(['b', 'a', 'gone'])).toEqual([cache.get('b'), held]);
  });
});

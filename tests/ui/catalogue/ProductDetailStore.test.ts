import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/Product';
import type { ProductRepository } from '../../../src/ports/ProductRepository';
import { configureMobx } from '../../../src/ui/shared/stores/configureMobx';
import { failureOf } from '../../../src/ui/shared/stores/LoadState';
import { ProductDetailStore } from '../../../src/ui/shop/product/ProductDetailStore';
import { testProduct } from '../../contracts/support/testProduct';

// Any observable change outside an action throws, as in the app.
configureMobx();
afterEach(() => vi.restoreAllMocks());

const chair = testProduct('chair');
const detailOf = (getById: ProductRepository['getById']) =>
  new ProductDetailStore({
    getById,
    getBySlug: () => Promise.resolve(null),
    listRelated: () => Promise.resolve([] as Product[]),
  } as Partial<ProductRepository> as ProductRepository);

describe("the product page's main load tells where it stands with one load state", () => {
  it('is idle, loading, then loaded with the product', async () => {
    const store = detailOf(() => Promise.resolve(chair));
    expect(store.state.status).toBe('idle');
    const loading = store.load({ by: 'id', value: 'chair' });
    expect(store.state.status).toBe('loading');
    await loading;
    expect(store.state.status).toBe('loaded');
    expect(store.notFound).toBe(false);
    expect(store.product?.id).toBe('chair');
  });

  it('a product that is missing, or not for sale, is loaded and not found', async () => {
    const missing = detailOf(() => Promise.resolve(null));
    await missing.load({ by: 'id', value: 'gone' });
    expect(missing.state.status).toBe('loaded');
    expect(missing.notFound).toBe(true);
    const inactive = detailOf(() => Promise.resolve({ ...chair, isActive: false }));
    await inactive.load({ by: 'id', value: 'chair' });
    expect(inactive.notFound).toBe(true);
    expect(inactive.product).toBeNull();
  });

  it('a read that fails is failed with the text the page shows, not a product not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = detailOf(() => Promise.reject(new Error('offline')));
    await store.load({ by: 'id', value: 'chair' });
    expect(failureOf(store.state)).toBe('Failed to load products');
    expect(store.notFound).toBe(false);
  });
});

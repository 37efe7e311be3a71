import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/Product';
import type { ProductRepository } from '../../../src/ports/ProductRepository';
import { configureMobx } from '../../../src/ui/shared/stores/configureMobx';
import { failureOf } from '../../../src/ui/shared/stores/LoadState';
import { CatalogueStore } from '../../../src/ui/shop/catalogue/CatalogueStore';
import { testProduct } from '../../contracts/support/testProduct';

// Any observable change outside an action throws, as in the app.
configureMobx();
afterEach(() => vi.restoreAllMocks());

const offline = new Error('Failed to get documents because the client is offline.');
const first = [testProduct('a'), testProduct('b')];
const second = [testProduct('c')];

/** Two pages of a listing: the first, then 'p2'; `listPage` may be made to fail. */
const listingOf = (listPage = vi.fn()) => {
  listPage.mockImplementation(({ cursor }: { cursor: string | null }) =>
    Promise.resolve(
      cursor === null ? { items: first, nextCursor: 'p2' } : { items: second, nextCursor: null },
    ),
  );
  const repository = {
    listPage,
    count: () => Promise.resolve(3),
  } as Partial<ProductRepository> as ProductRepository;
  return { store: new CatalogueStore(repository, undefined, 2), listPage };
};
const ids = (products: Product[]) => products.map((product) => product.id);

describe('the product listing tells its page load and its "Load more" with load states', () => {
  it('loads the first page: idle, loading, then loaded', async () => {
    const { store } = listingOf();
    expect(store.state.status).toBe('idle');
    const loading = store.reload();
    expect(store.state.status).toBe('loading');
    await loading;
    expect(store.state.status).toBe('loaded');
    expect(ids(store.items)).toEqual(['a', 'b']);
    expect(store.failure).toBeNull();
  });

  it('a first page that cannot be read fails with the text the listing shows, and a reload reads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, listPage } = listingOf();
    listPage.mockRejectedValueOnce(offline);
    await store.reload();
    expect(failureOf(store.state)).toBe('Failed to load products');
    expect(store.failure).toBe('Failed to load products');
    await store.reload();
    expect(store.state.status).toBe('loaded');
    expect(store.failure).toBeNull();
  });

  it('a "Load more" that fails keeps the items shown and the page loaded, and says so until the listing loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, listPage } = listingOf();
    await store.reload();
    listPage.mockRejectedValueOnce(offline);
    const more = store.loadMore();
    expect(store.moreState.status).toBe('loading');
    await more;
    expect(store.state.status).toBe('loaded');
    expect(failureOf(store.moreState)).toBe('Failed to load products');
    expect(store.failure).toBe('Failed to load products');
    expect(ids(store.items)).toEqual(['a', 'b']);
    await store.loadMore();
    expect(store.moreState.status).toBe('loaded');
    expect(store.failure).toBeNull();
    expect(ids(store.items)).toEqual(['a', 'b', 'c']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductRepository } from '../../src/ports/ProductRepository';
import { configureMobx } from '../../src/ui/shared/stores/configureMobx';
import { SearchSuggestionsStore } from '../../src/ui/shop/catalogue/SearchSuggestionsStore';
import { RecentSearchesStore } from '../../src/ui/shop/catalogue/RecentSearchesStore';
import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { testProduct } from '../contracts/support/testProduct';

// Any observable change outside an action throws, as in the app.
configureMobx();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const boxWith = (search: ProductRepository['search']) => {
  vi.useFakeTimers();
  return new SearchSuggestionsStore(
    { search } as Partial<ProductRepository> as ProductRepository,
    new RecentSearchesStore(new InMemoryKeyValueStorage()),
    300,
  );
};

describe("the search box's suggestions tell their load with one load state", () => {
  it('are loading from the keystroke through the wait, then loaded', async () => {
    const store = boxWith(() =>
      Promise.resolve({ products: [testProduct('sofa')], allParts: true, corrected: null }),
    );
    expect(store.state.status).toBe('idle');
    store.setQuery('sofa');
    expect(store.state.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(300);
    expect(store.state.status).toBe('loaded');
    expect(store.results).toHaveLength(1);
  });

  it('a query too short is idle, asks nothing and closes the dropdown', () => {
    const search = vi.fn();
    const store = boxWith(search);
    store.setQuery('sofa');
    store.setQuery('so');
    expect(store.state.status).toBe('idle');
    expect(store.isOpen).toBe(false);
    vi.advanceTimersByTime(300);
    expect(search).not.toHaveBeenCalled();
  });

  it('a search that fails is failed, clears the suggestions and does not reopen on focus', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = boxWith(() => Promise.reject(new Error('offline')));
    store.setQuery('sofa');
    await vi.advanceTimersByTimeAsync(300);
    expect(store.state.status).toBe('failed');
    expect(store.results).toEqual([]);
    store.reopen();
    expect(store.isOpen).toBe(false);
  });
});

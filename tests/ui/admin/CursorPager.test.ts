import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualConnectivity } from '../../../src/adapters/memory/ManualConnectivity';
import type { Product } from '../../../src/domain/catalogue/Product';
import type { UserProfile } from '../../../src/domain/accounts/User';
import type { ProductRepository } from '../../../src/ports/ProductRepository';
import type { UserRepository } from '../../../src/ports/UserRepository';
import type { AdminNotifier } from '../../../src/ui/admin/layout/AdminNotifier';
import { AdminProductsStore } from '../../../src/ui/admin/products/AdminProductsStore';
import { AdminUsersStore } from '../../../src/ui/admin/users/AdminUsersStore';
import { CursorPager, type CursorPage } from '../../../src/ui/admin/common/CursorPager';
import { configureMobx } from '../../../src/ui/shared/stores/configureMobx';
import { NetworkStatusStore } from '../../../src/ui/shared/stores/NetworkStatusStore';
import { failureOf } from '../../../src/ui/shared/stores/LoadState';

// Any observable change outside an action throws, as in the app.
configureMobx();

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** Three pages a, b, c of two rows each, keyed by the cursor that opens them. */
const PAGES: Record<string, CursorPage<string>> = {
  start: { items: ['a1', 'a2'], nextCursor: 'b' },
  b: { items: ['b1', 'b2'], nextCursor: 'c' },
  c: { items: ['c1'], nextCursor: null },
};
const read = (cursor: string | null) => Promise.resolve(PAGES[cursor ?? 'start'] as CursorPage<string>);
const noop = () => undefined;
const notifier: AdminNotifier = { success: noop, error: noop };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('CursorPager', () => {
  it('walks forward and back over keyset pages, asking each page by its opening cursor', async () => {
    const fetch = vi.fn(read);
    const onTurn = vi.fn();
    const pager = new CursorPager(fetch, 'failed', onTurn);
    expect(pager.state.status).toBe('loading');
    await pager.firstPage();
    expect(pager.items).toEqual(['a1', 'a2']);
    expect([pager.pageIndex, pager.hasPrevious, pager.hasNext, pager.state.status === 'loading']).toEqual([
      0,
      false,
      true,
      false,
    ]);
    await pager.nextPage();
    await pager.nextPage();
    expect(pager.items).toEqual(['c1']);
    expect([pager.pageIndex, pager.hasPrevious, pager.hasNext]).toEqual([2, true, false]);
    await pager.nextPage(); // no next page: nothing is read
    await pager.previousPage();
    expect(pager.items).toEqual(['b1', 'b2']);
    expect(fetch.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'b', 'c', 'b']);
    expect(onTurn).toHaveBeenCalledTimes(4);
    await pager.firstPage();
    expect([pager.pageIndex, pager.items]).toEqual([0, ['a1', 'a2']]);
    await pager.previousPage(); // already on page 1
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('drops an answer to an older request that arrives after a newer one', async () => {
    const slow = deferred<CursorPage<string>>();
    const fast = deferred<CursorPage<string>>();
    const pager = new CursorPager(
      vi.fn().mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise),
      'x',
    );
    const first = pager.load();
    const second = pager.load();
    fast.resolve({ items: ['new'], nextCursor: null });
    await second;
    expect([pager.items, pager.state.status === 'loading']).toEqual([['new'], false]);
    slow.resolve({ items: ['old'], nextCursor: 'more' });
    await first;
    expect([pager.items, pager.hasNext]).toEqual([['new'], false]);
    // A stale failure does not show either.
    const stale = deferred<CursorPage<string>>();
    const pager2 = new CursorPager(
      vi
        .fn()
        .mockReturnValueOnce(stale.promise)
        .mockResolvedValueOnce({ items: ['ok'], nextCursor: null }),
      'failed',
    );
    const old = pager2.load();
    await pager2.load();
    stale.reject(new Error('offline'));
    await old;
    expect([pager2.items, failureOf(pager2.state), pager2.state.status === 'loading']).toEqual([
      ['ok'],
      null,
      false,
    ]);
  });

  it('says the given message when a read fails, keeps the rows shown, and clears it on success', async () => {
    const fetch = vi.fn(read);
    const pager = new CursorPager(fetch, 'Could not load.');
    await pager.firstPage();
    fetch.mockRejectedValueOnce(new Error('offline'));
    await pager.load();
    expect([failureOf(pager.state), pager.state.status === 'loading', pager.items]).toEqual([
      'Could not load.',
      false,
      ['a1', 'a2'],
    ]);
    await pager.load();
    expect(failureOf(pager.state)).toBeNull();
  });

  it('lets its owner replace the shown rows after a change', async () => {
    const pager = new CursorPager(read, 'x');
    await pager.firstPage();
    pager.setItems(['a1*', 'a2']);
    expect(pager.items).toEqual(['a1*', 'a2']);
  });
});

describe('stores that page with CursorPager', () => {
  it('AdminProductsStore sends its filters with the cursor and clears the selection on every page turn', async () => {
    const product = (id: string) => ({ id, name: id }) as Product;
    const adminList = vi.fn(async ({ cursor }: { cursor?: string | null }) =>
      cursor
        ? { items: [product('p3')], nextCursor: null }
        : { items: [product('p1'), product('p2')], nextCursor: 'p2' },
    );
    const store = new AdminProductsStore(
      { adminList } as unknown as ProductRepository,
      notifier,
      new NetworkStatusStore(new ManualConnectivity()),
      2,
    );
    store.setCategory('sofas');
    store.setActive('inactive');
    store.setSearch('  teak ');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(adminList).toHaveBeenLastCalledWith({
      pageSize: 2,
      cursor: null,
      search: 'teak',
      category: 'sofas',
      isActive: false,
    });
    store.toggleAll();
    expect(store.selected.size).toBe(2);
    await store.pager.nextPage();
    expect(store.selected.size).toBe(0);
    expect(store.items.map((item) => item.id)).toEqual(['p3']);
    store.toggleSelected('p3');
    await store.pager.previousPage();
    expect(store.selected.size).toBe(0);
  });

  it('AdminUsersStore keeps the newest page when answers cross', async () => {
    const user = (uid: string) => ({ uid, email: `${uid}@x.in`, role: 'user' }) as UserProfile;
    const slow = deferred<CursorPage<UserProfile>>();
    const list = vi
      .fn()
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce({ items: [user('new')], nextCursor: null });
    const store = new AdminUsersStore(
      { list } as unknown as UserRepository,
      notifier,
      new NetworkStatusStore(new ManualConnectivity()),
      () => null,
    );
    const first = store.pager.firstPage();
    await store.pager.firstPage();
    slow.resolve({ items: [user('old')], nextCursor: 'old' });
    await first;
    expect(store.users.map((entry) => entry.uid)).toEqual(['new']);
    expect(store.pager.hasNext).toBe(false);
  });
});

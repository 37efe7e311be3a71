import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, Actor } from '../../../src/domain/staff/Activity';
import type { Page } from '../../../src/domain/shared/Page';
import type { UserProfile } from '../../../src/domain/accounts/User';
import type { ActivityLog, ActivityQuery } from '../../../src/ports/ActivityLog';
import { ACTIVITY_TEXT } from '../../../src/ui/admin/activity/activityText';
import { AdminActivityStore } from '../../../src/ui/admin/activity/AdminActivityStore';
import { configureMobx } from '../../../src/ui/shared/stores/configureMobx';
import { failureOf } from '../../../src/ui/shared/stores/LoadState';

// Any observable change outside an action throws, as in the app.
configureMobx();

const OWNER: Actor = { uid: 'owner', name: 'Asha Owner' };

const entry = (id: string): ActivityEntry => ({
  id,
  at: '2026-03-05T10:00:00.000Z',
  by: OWNER,
  kind: 'product',
  targets: [{ id: 'p1', label: 'Teak Chair', action: 'created', changes: [] }],
});

const staff = (uid: string, name: string, role: UserProfile['role']): UserProfile => ({
  uid,
  email: `${uid}@demo.shop`,
  emailVerified: true,
  displayName: name,
  name,
  photoURL: '',
  role,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** A log of `count` entries e0 (newest) … e{count-1}, paged by the index the cursor names; it records each query. */
class FakeActivityLog implements ActivityLog {
  readonly queries: ActivityQuery[] = [];
  failures = 0;
  constructor(private readonly count: number) {}

  async list(query: ActivityQuery): Promise<Page<ActivityEntry>> {
    this.queries.push(query);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('offline');
    }
    const start = Number(query.cursor ?? 0);
    const end = Math.min(start + query.pageSize, this.count);
    const items = Array.from({ length: end - start }, (_, index) => entry(`e${start + index}`));
    return { items, nextCursor: end < this.count ? String(end) : null };
  }
}

const makeStore = (
  log: ActivityLog,
  listStaff: () => Promise<UserProfile[]> = async () => [],
  self: () => Actor | null = () => OWNER,
) => new AdminActivityStore(log, listStaff, self, 2);

/** What the store asked the log for, without the paging. */
const filtersOf = (query: ActivityQuery | undefined) => {
  const { pageSize: _pageSize, cursor: _cursor, ...filters } = query ?? { pageSize: 0 };
  return filters;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('AdminActivityStore', () => {
  it('reads the newest page unfiltered, then pages on by cursor', async () => {
    const log = new FakeActivityLog(5);
    const store = makeStore(log);
    await store.open();
    expect(log.queries).toEqual([{ pageSize: 2, cursor: null }]);
    expect(store.entries.map((item) => item.id)).toEqual(['e0', 'e1']);
    expect(store.pager.hasNext).toBe(true);

    await store.pager.nextPage();
    await store.pager.nextPage();
    expect(log.queries.at(-1)).toEqual({ pageSize: 2, cursor: '4' });
    expect(store.entries.map((item) => item.id)).toEqual(['e4']);
    expect(store.pager.hasNext).toBe(false);
  });

  it('turns the filters into the query, India days into instants (the last day whole), and reloads from page 1', async () => {
    const log = new FakeActivityLog(5);
    const store = makeStore(log);
    await store.open();
    await store.pager.nextPage();

    store.setPerson('demoManager');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(log.queries.at(-1)).toEqual({ byUid: 'demoManager', pageSize: 2, cursor: null });
    expect(store.pager.pageIndex).toBe(0);

    store.setKind('order');
    store.setFromDay('2026-03-01');
    store.setToDay('2026-03-31');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(filtersOf(log.queries.at(-1))).toEqual({
      byUid: 'demoManager',
      kind: 'order',
      // 00:00 in India is 18:30 UTC the day before.
      from: '2026-02-28T18:30:00.000Z',
      to: '2026-03-31T18:30:00.000Z',
    });
    expect(log.queries.at(-1)?.cursor).toBeNull();

    // One day: from its start to the next day's start.
    store.setFromDay('2026-03-31');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(filtersOf(log.queries.at(-1))).toMatchObject({
      from: '2026-03-30T18:30:00.000Z',
      to: '2026-03-31T18:30:00.000Z',
    });

    store.clearFilters();
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(filtersOf(log.queries.at(-1))).toEqual({});
  });

  it('leaves out a bound whose day is empty or not a day', async () => {
    const log = new FakeActivityLog(1);
    const store = makeStore(log);
    store.setToDay('2026-02-30');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(filtersOf(log.queries.at(-1))).toEqual({});
    store.setFromDay('2026-02-01');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(filtersOf(log.queries.at(-1))).toEqual({ from: '2026-01-31T18:30:00.000Z' });
  });

  it('says when the days run backwards, and asks the log nothing then', async () => {
    const log = new FakeActivityLog(3);
    const store = makeStore(log);
    await store.open();
    const asked = log.queries.length;
    store.setFromDay('2026-03-10');
    store.setToDay('2026-03-09');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(log.queries).toHaveLength(asked + 1); // the from day alone
    expect(store.rangeProblem).toBe(ACTIVITY_TEXT.backwardsRange);
    expect(store.entries).toEqual([]);
    expect(store.emptyText).toBe(ACTIVITY_TEXT.emptyFiltered);

    store.setToDay('2026-03-10');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(store.rangeProblem).toBeNull();
    expect(log.queries).toHaveLength(asked + 2);
  });

  it('says nothing has changed yet without filters, and that nothing matches with them', async () => {
    const store = makeStore(new FakeActivityLog(0));
    await store.open();
    expect(store.entries).toEqual([]);
    expect(store.emptyText).toBe(ACTIVITY_TEXT.emptyAll);
    store.setKind('banner');
    expect(store.emptyText).toBe(ACTIVITY_TEXT.emptyFiltered);
  });

  it('shows a failed read as an error, and a retry reads the same page again', async () => {
    const log = new FakeActivityLog(3);
    log.failures = 1;
    const store = makeStore(log);
    store.setKind('product');
    await vi.waitFor(() => expect(store.pager.state.status).not.toBe('loading'));
    expect(failureOf(store.pager.state)).toBe(ACTIVITY_TEXT.loadFailed);
    expect(store.entries).toEqual([]);

    await store.pager.load();
    expect(failureOf(store.pager.state)).toBeNull();
    expect(store.entries.map((item) => item.id)).toEqual(['e0', 'e1']);
    expect(log.queries.at(-1)).toEqual({ kind: 'product', pageSize: 2, cursor: null });
  });

  it('offers the staff by name and the signed-in owner even when the staff list leaves them out', async () => {
    const store = makeStore(new FakeActivityLog(0), async () => [
      staff('demoSupport', 'Sunita Iyer', 'support'),
      staff('demoManager', 'Manoj Verma', 'manager'),
    ]);
    await store.open();
    expect(store.people).toEqual([
      { uid: 'owner', name: 'Asha Owner', self: true },
      { uid: 'demoManager', name: 'Manoj Verma', self: false },
      { uid: 'demoSupport', name: 'Sunita Iyer', self: false },
    ]);
  });

  it('names the owner once when the staff list holds them, and still offers them when it fails', async () => {
    const listed = makeStore(new FakeActivityLog(0), async () => [staff('owner', 'Asha O.', 'admin')]);
    await listed.open();
    expect(listed.people).toEqual([{ uid: 'owner', name: 'Asha O.', self: true }]);

    const failed = makeStore(new FakeActivityLog(0), () => Promise.reject(new Error('denied')));
    await failed.open();
    expect(failed.people).toEqual([{ uid: 'owner', name: 'Asha Owner', self: true }]);
    expect(failureOf(failed.pager.state)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_DB_KEY,
  DemoSnapshotStore,
  parseSnapshot,
} from '../../../src/adapters/memory/DemoSnapshotStore';
import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { MemoryDatabase, type Snapshot } from '../../../src/adapters/memory/MemoryDatabase';

/** What a seed holds: the moment it was built for, as the demo shop's dates do. */
const seedSnapshot = (seededAt: string): Snapshot => ({ settings: { shop: { phone: 'seed', seededAt } } });

/** A seed that records the moment it was built for; `later`, a collection it makes on first use. */
const seed = (seededAt: string, later?: () => void): MemoryDatabase => {
  const db = new MemoryDatabase(seedSnapshot(seededAt));
  if (later)
    db.makeLater('reviews', () => {
      later();
      return { r1: { stars: 5 } };
    });
  return db;
};

const seededAtOf = (db: MemoryDatabase): unknown => db.snapshot().settings?.shop?.seededAt;

const phoneOf = (db: MemoryDatabase): unknown => db.snapshot().settings?.shop?.phone;

const setPhone = (db: MemoryDatabase, phone: string): void => db.restore({ settings: { shop: { phone } } });

/** A tab of the demo: its own database, kept in `storage`. */
const openTab = (storage: InMemoryKeyValueStorage) => {
  const db = new MemoryDatabase();
  const snapshots = new DemoSnapshotStore(db, storage, seed);
  snapshots.open();
  return { db, snapshots, stop: snapshots.start() };
};

/** Counts the demo snapshot's writes to storage. */
class CountingStorage extends InMemoryKeyValueStorage {
  writes = 0;
  override setItem(key: string, value: string): void {
    super.setItem(key, value);
    if (key === DEMO_DB_KEY) this.writes++;
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DemoSnapshotStore', () => {
  it('seeds an empty storage and stores only the moment it was seeded; the next visit rebuilds the same shop', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00.000Z') });
    const storage = new CountingStorage();
    const first = openTab(storage);
    expect(phoneOf(first.db)).toBe('seed');
    expect(storage.getItem(DEMO_DB_KEY)).toBe('{"seededAt":"2026-11-28T03:00:00.000Z"}');
    expect(storage.writes).toBe(1);

    vi.setSystemTime(new Date('2026-11-29T09:30:00.000Z'));
    const next = openTab(storage);
    expect(next.db.snapshot()).toEqual(first.db.snapshot());
    expect(seededAtOf(next.db)).toBe('2026-11-28T03:00:00.000Z');
    expect(storage.writes).toBe(1);

    storage.setItem(DEMO_DB_KEY, JSON.stringify({ settings: { shop: { phone: 'stored' } } }));
    expect(phoneOf(openTab(storage).db)).toBe('stored');
  });

  it('opens in parts to the same shop and the same stored text as at once, building a seed only when one is needed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00.000Z') });
    const cases: Array<[stored: string | null, seeds: boolean]> = [
      [null, true],
      ['{"seededAt":"2026-11-20T10:00:00.000Z"}', true],
      [JSON.stringify({ settings: { shop: { phone: 'stored' } } }), false],
      ['{"settings": [oops', true],
    ];
    for (const [stored, seeds] of cases) {
      const [atOnce, inParts] = [new InMemoryKeyValueStorage(), new InMemoryKeyValueStorage()];
      if (stored !== null) [atOnce, inParts].forEach((storage) => storage.setItem(DEMO_DB_KEY, stored));
      const expected = openTab(atOnce);
      const db = new MemoryDatabase();
      const seedInParts = vi.fn(async (seededAt: string) => seed(seededAt));
      await new DemoSnapshotStore(db, inParts, seed).openInParts(seedInParts);
      expect(db.snapshot(), String(stored)).toEqual(expected.db.snapshot());
      expect(inParts.getItem(DEMO_DB_KEY)).toBe(atOnce.getItem(DEMO_DB_KEY));
      expect(seedInParts).toHaveBeenCalledTimes(seeds ? 1 : 0);
    }
  });

  it("dates a new seed by the shop's clock, at once and in parts, so its history is never in the clock's future", async () => {
    const clockTime = '2031-04-01T06:00:00.000Z';
    const atOnce = new MemoryDatabase();
    new DemoSnapshotStore(atOnce, new InMemoryKeyValueStorage(), seed, () => clockTime).open();
    const inParts = new MemoryDatabase();
    await new DemoSnapshotStore(inParts, new InMemoryKeyValueStorage(), seed, () => clockTime).openInParts(
      async (seededAt) => seed(seededAt),
    );
    expect([seededAtOf(atOnce), seededAtOf(inParts)]).toEqual([clockTime, clockTime]);
  });

  it('opens a seed without making what it makes on first use, and stores that too with the first change', async () => {
    const storage = new InMemoryKeyValueStorage();
    const made = vi.fn();
    const db = new MemoryDatabase();
    const snapshots = new DemoSnapshotStore(db, storage, (seededAt) => seed(seededAt, made));
    snapshots.open();
    const reopened = new MemoryDatabase();
    await new DemoSnapshotStore(reopened, storage, seed).openInParts(async (seededAt) =>
      seed(seededAt, made),
    );
    expect(made).not.toHaveBeenCalled();
    expect(reopened.peek('reviews', 'r1')).toEqual({ stars: 5 });
    expect(made).toHaveBeenCalledTimes(1);

    snapshots.start();
    db.set('settings', 'shop', { phone: 'changed' });
    snapshots.flush();
    expect(parseSnapshot(storage.getItem(DEMO_DB_KEY))).toEqual({
      settings: { shop: { phone: 'changed' } },
      reviews: { r1: { stars: 5 } },
    });
    expect(made).toHaveBeenCalledTimes(2);
  });

  it('stores the whole shop with its first change', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00.000Z') });
    const storage = new InMemoryKeyValueStorage();
    const tab = openTab(storage);
    setPhone(tab.db, 'changed');
    tab.snapshots.flush();
    expect(parseSnapshot(storage.getItem(DEMO_DB_KEY))).toEqual({ settings: { shop: { phone: 'changed' } } });
  });

  it('reseeds when what is stored is corrupt or the wrong shape', () => {
    for (const stored of [
      '{"settings": [oops',
      '[1,2]',
      '{"settings":{"shop":[1]}}',
      '{"seededAt":"not a time"}',
      '{"seededAt": [oops',
    ]) {
      const storage = new InMemoryKeyValueStorage();
      storage.setItem(DEMO_DB_KEY, stored);
      const tab = openTab(storage);
      expect(phoneOf(tab.db)).toBe('seed');
      expect(storage.getItem(DEMO_DB_KEY)).toBe(JSON.stringify({ seededAt: seededAtOf(tab.db) }));
    }
  });

  it('writes a burst of changes once, after a short delay', () => {
    vi.useFakeTimers();
    const storage = new CountingStorage();
    const { db } = openTab(storage);
    const before = storage.writes;
    setPhone(db, 'one');
    setPhone(db, 'two');
    expect(storage.writes).toBe(before);
    vi.advanceTimersByTime(1000);
    expect(storage.writes).toBe(before + 1);
    expect(parseSnapshot(storage.getItem(DEMO_DB_KEY))?.settings?.shop?.phone).toBe('two');
  });

  it('writes what is pending at once when the page goes away, and when stopped', () => {
    vi.useFakeTimers();
    const storage = new InMemoryKeyValueStorage();
    const tab = openTab(storage);
    setPhone(tab.db, 'before leaving');
    storage.leave();
    expect(parseSnapshot(storage.getItem(DEMO_DB_KEY))?.settings?.shop?.phone).toBe('before leaving');
    setPhone(tab.db, 'before stopping');
    tab.stop();
    expect(parseSnapshot(storage.getItem(DEMO_DB_KEY))?.settings?.shop?.phone).toBe('before stopping');
  });

  it('takes what another tab saves, without writing it back, and keeps its data when that is removed or unreadable', async () => {
    const mine = new CountingStorage();
    const theirs = mine.otherTab();
    const tab = openTab(mine);
    const other = openTab(theirs);
    setPhone(other.db, 'from the other tab');
    other.snapshots.flush();
    await vi.waitFor(() => expect(phoneOf(tab.db)).toBe('from the other tab'));
    const writes = mine.writes;
    theirs.setItem(DEMO_DB_KEY, '{"settings": [oops');
    theirs.removeItem(DEMO_DB_KEY);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(phoneOf(tab.db)).toBe('from the other tab');
    expect(mine.writes).toBe(writes);
  });

  it('keeps another tab’s save that has not reached it yet: each tab’s change survives the other’s save', async () => {
    const mine = new InMemoryKeyValueStorage();
    const theirs = mine.otherTab();
    const tab = openTab(mine);
    const other = openTab(theirs);
    other.db.set('orders', 'o1', { utr: '412345678901' });
    other.snapshots.flush();
    // This tab saves its own change before the other tab's report arrives (a busy tab).
    tab.db.set('mail', 'm1', { subject: 'Order placed' });
    tab.snapshots.flush();

    const stored = parseSnapshot(mine.getItem(DEMO_DB_KEY));
    expect(stored?.orders?.o1).toEqual({ utr: '412345678901' });
    expect(stored?.mail?.m1).toEqual({ subject: 'Order placed' });
    expect(phoneOf(tab.db)).toBe('seed');
    await vi.waitFor(() => expect(other.db.snapshot().mail?.m1).toEqual({ subject: 'Order placed' }));
    expect(tab.db.snapshot().orders?.o1).toEqual({ utr: '412345678901' });
  });

  it('keeps a document this tab deleted deleted, and the other tab’s new one', () => {
    const mine = new InMemoryKeyValueStorage();
    const theirs = mine.otherTab();
    const tab = openTab(mine);
    const other = openTab(theirs);
    other.db.set('orders', 'o2', { total: 1 });
    other.snapshots.flush();
    tab.db.delete('settings', 'shop');
    tab.snapshots.flush();
    const stored = parseSnapshot(mine.getItem(DEMO_DB_KEY));
    expect(stored?.settings?.shop).toBeUndefined();
    expect(stored?.orders?.o2).toEqual({ total: 1 });
  });

  it('stops following other tabs once stopped', async () => {
    const mine = new InMemoryKeyValueStorage();
    const tab = openTab(mine);
    tab.stop();
    mine.otherTab().setItem(DEMO_DB_KEY, JSON.stringify({ settings: { shop: { phone: 'later' } } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(phoneOf(tab.db)).toBe('seed');
  });

  it('keeps working on a full quota, warning once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = openTab(new InMemoryKeyValueStorage({ quotaBytes: 10 }));
    expect(phoneOf(tab.db)).toBe('seed');
    setPhone(tab.db, 'still works');
    tab.snapshots.flush();
    tab.snapshots.save();
    expect(phoneOf(tab.db)).toBe('still works');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('resets to a seed of now, stored at once, which another tab takes', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T03:00:00.000Z'), toFake: ['Date'] });
    const storage = new InMemoryKeyValueStorage();
    const tab = openTab(storage);
    const other = openTab(storage.otherTab());
    setPhone(tab.db, 'changed');
    tab.snapshots.flush();
    await vi.waitFor(() => expect(phoneOf(other.db)).toBe('changed'));

    vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
    tab.snapshots.reset();
    expect(tab.db.snapshot()).toEqual(seedSnapshot('2026-12-01T10:00:00.000Z'));
    expect(storage.getItem(DEMO_DB_KEY)).toBe('{"seededAt":"2026-12-01T10:00:00.000Z"}');
    await vi.waitFor(() => expect(other.db.snapshot()).toEqual(seedSnapshot('2026-12-01T10:00:00.000Z')));
  });

  it('a tab that took another tab’s seed time does not store anything back', async () => {
    const mine = new CountingStorage();
    const tab = openTab(mine);
    const writes = mine.writes;
    mine.otherTab().setItem(DEMO_DB_KEY, '{"seededAt":"2026-12-01T10:00:00.000Z"}');
    await vi.waitFor(() => expect(seededAtOf(tab.db)).toBe('2026-12-01T10:00:00.000Z'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mine.writes).toBe(writes);
  });
});

import type { KeyValueStorage } from '../../ports/KeyValueStorage';
import { MemoryDatabase, type Snapshot } from './MemoryDatabase';
import { mergeSnapshots } from './mergeSnapshots';
import { upgradeSnapshot } from './upgradeSnapshot';

/** Separate from 'root': demo data is the shop's, not the shopper's. Bump the suffix when the seed changes shape. */
export const DEMO_DB_KEY = 'sheesham.demo.db.v1';
/** The snapshot is some hundreds of KB: a burst of changes (an order, its stock, its counters) is written once. */
const SAVE_DELAY_MS = 200;

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (collection) =>
      typeof collection === 'object' &&
      collection !== null &&
      !Array.isArray(collection) &&
      Object.values(collection as object).every(
        (doc) => typeof doc === 'object' && doc !== null && !Array.isArray(doc),
      ),
  );

/** Parses a stored snapshot; null when it is missing, corrupt or the wrong shape (the caller reseeds). */
export const parseSnapshot = (text: string | null): Snapshot | null => {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSnapshot(value) ? upgradeSnapshot(value) : null;
  } catch {
    return null;
  }
};

/** A database holding a parsed snapshot's documents themselves, for handing over (`MemoryDatabase.takeOver`). */
const databaseOf = (snapshot: Snapshot): MemoryDatabase => {
  const db = new MemoryDatabase();
  db.adopt(snapshot, false);
  return db;
};

/** The database a stored snapshot's text holds; null when it holds none readable. */
const storedDatabase = (text: string | null): MemoryDatabase | null => {
  const snapshot = parseSnapshot(text);
  return snapshot && databaseOf(snapshot);
};

/**
 * The stored text of a demo nobody has changed since it was seeded: only the moment it was seeded, from which the
 * same shop is rebuilt. A first visit so writes a few bytes instead of the whole shop (hundreds of KB).
 */
const seedMarkOf = (seededAt: string): string => JSON.stringify({ seededAt });

/** The seed time a stored text holds, or null when it holds a snapshot (or nothing readable). */
const seedTimeOf = (text: string | null): string | null => {
  if (text === null || !text.startsWith('{"seededAt":')) return null;
  try {
    const { seededAt } = JSON.parse(text) as { seededAt?: unknown };
    return typeof seededAt === 'string' && !Number.isNaN(Date.parse(seededAt)) ? seededAt : null;
  } catch {
    return null;
  }
};

/**
 * Keeps the demo database in KeyValueStorage so it survives a reload, and in step across tabs through the port's
 * other-tab reports (an order placed in one tab reaches the admin in another). A full quota only costs persistence.
 * Until its first change, the demo is stored as the time it was seeded (`seed` rebuilds the same shop from it, in a
 * database of its own whose bulk may be made on first use).
 */
export class DemoSnapshotStore {
  readonly #db: MemoryDatabase;
  readonly #storage: KeyValueStorage;
  readonly #seed: (seededAt: string) => MemoryDatabase;
  /** The shop's clock: the seed's orders, reviews and complaints are dated back from the moment it reads. */
  readonly #now: () => string;
  readonly #key: string;
  /** The text as last read or written here: another tab's report of the same text is not news. */
  #lastText: string | null = null;
  /** Whether the database holds changes made in this tab that are not stored yet. */
  #changed = false;
  /** Set while the database takes a stored state, which is no change of this tab's. */
  #taking = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #warned = false;

  constructor(
    db: MemoryDatabase,
    storage: KeyValueStorage,
    seed: (seededAt: string) => MemoryDatabase,
    now: () => string = () => new Date().toISOString(),
    key: string = DEMO_DB_KEY,
  ) {
    this.#db = db;
    this.#storage = storage;
    this.#seed = seed;
    this.#now = now;
    this.#key = key;
  }

  /** Fills the database from storage, or seeds it when nothing readable is stored. */
  open(): void {
    const text = this.#storedText();
    const stored = this.#stateOf(text);
    if (stored) {
      this.#lastText = text;
      this.#take(stored, false);
    } else this.#seedAnew(false);
  }

  /**
   * As `open`, with the seed built by `seedInParts`: the same shop as `seed` builds, a part per task, so a phone
   * opening the demo never waits on one long task for all of it.
   */
  async openInParts(seedInParts: (seededAt: string) => Promise<MemoryDatabase>): Promise<void> {
    const text = this.#storedText();
    const storedSeedTime = seedTimeOf(text);
    const stored = storedSeedTime === null ? storedDatabase(text) : await seedInParts(storedSeedTime);
    if (stored) {
      this.#lastText = text;
      this.#take(stored, false);
      return;
    }
    const seededAt = this.#now();
    this.#seeded(seededAt, await seedInParts(seededAt), false);
  }

  /** Back to the seed (the demo's reset), stored at once. */
  reset(): void {
    this.#seedAnew(true);
  }

  /** The stored text, or null when there is none or storage cannot be read. */
  #storedText(): string | null {
    try {
      return this.#storage.getItem(this.#key);
    } catch {
      return null;
    }
  }

  /**
   * Saves after every change (batched), at once when the page goes away (a reload right after a change keeps it),
   * and takes what other tabs save. Returns the stop function, which writes what is pending.
   */
  start(): () => void {
    const stops = [
      this.#db.onChange(() => {
        if (this.#taking) return;
        this.#changed = true;
        this.#schedule();
      }),
      this.#storage.onOtherTabChange(this.#key, (text) => this.#takeOtherTabs(text)),
      this.#storage.onPageLeave(() => this.flush()),
    ];
    return () => {
      stops.forEach((stop) => stop());
      this.flush();
    };
  }

  /** Writes now if a save is pending. */
  flush(): void {
    if (this.#timer === null) return;
    clearTimeout(this.#timer);
    this.#timer = null;
    this.save();
  }

  /** Stores this tab's changes, if it has any. */
  save(): void {
    if (!this.#changed) return;
    // Another tab saved after this one last read or wrote, and its report has not arrived yet (a busy tab): keep its
    // changes and lay this tab's own over them, instead of writing over them.
    const stored = this.#storage.getItem(this.#key);
    const base = stored !== this.#lastText ? this.#stateOf(this.#lastText) : null;
    const theirs = base ? this.#stateOf(stored) : null;
    if (base && theirs) {
      const merged = mergeSnapshots(base.uncopiedSnapshot(), this.#db.snapshot(), theirs.uncopiedSnapshot());
      this.#take(databaseOf(merged), true);
    }
    if (this.#write(JSON.stringify(this.#db.uncopiedSnapshot()))) this.#changed = false;
  }

  #takeOtherTabs(text: string | null): void {
    // Removed or cleared elsewhere: keep this tab's data (its next save stores it again).
    if (text === null || text === this.#lastText) return;
    const state = this.#stateOf(text);
    if (!state) return;
    this.#lastText = text;
    this.#take(state, true);
  }

  /** Seeds the database as of now and stores only that moment. */
  #seedAnew(notify: boolean): void {
    const seededAt = this.#now();
    this.#seeded(seededAt, this.#seed(seededAt), notify);
  }

  /** Takes the seed built for `seededAt` and stores only that moment. */
  #seeded(seededAt: string, seed: MemoryDatabase, notify: boolean): void {
    this.#take(seed, notify);
    this.#changed = false;
    this.#write(seedMarkOf(seededAt));
  }

  /** The state a stored text holds: the seed rebuilt from its time, or the snapshot; null when unreadable. */
  #stateOf(text: string | null): MemoryDatabase | null {
    const seededAt = seedTimeOf(text);
    return seededAt === null ? storedDatabase(text) : this.#seed(seededAt);
  }

  /** Takes over the documents of `state`, a database nobody uses afterwards. */
  #take(state: MemoryDatabase, notify: boolean): void {
    this.#taking = true;
    try {
      this.#db.takeOver(state, notify);
    } finally {
      this.#taking = false;
    }
  }

  /** Writes `text` unless it is what is stored; false when storage refused it (a full quota). */
  #write(text: string): boolean {
    if (text === this.#lastText) return true;
    try {
      this.#storage.setItem(this.#key, text);
      this.#lastText = text;
      return true;
    } catch (error) {
      if (!this.#warned) {
        this.#warned = true;
        console.warn('Browser storage is full: demo data changes will not survive a reload.', error);
      }
      return false;
    }
  }

  #schedule(): void {
    if (this.#timer !== null) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.save();
    }, SAVE_DELAY_MS);
  }
}

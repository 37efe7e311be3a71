import type { KeyValueStorage } from '../../ports/KeyValueStorage';
import type { MemoryDatabase, Snapshot } from './MemoryDatabase';
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

/**
 * Keeps the demo database in KeyValueStorage so it survives a reload, and in step across tabs through the port's
 * other-tab reports (an order placed in one tab reaches the admin in another). A full quota only costs persistence.
 */
export class DemoSnapshotStore {
  readonly #db: MemoryDatabase;
  readonly #storage: KeyValueStorage;
  readonly #seed: () => Snapshot;
  readonly #key: string;
  /** The text as last read or written here: another tab's report of the same text is not news. */
  #lastText: string | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #warned = false;

  constructor(db: MemoryDatabase, storage: KeyValueStorage, seed: () => Snapshot, key: string = DEMO_DB_KEY) {
    this.#db = db;
    this.#storage = storage;
    this.#seed = seed;
    this.#key = key;
  }

  /**
   * Fills the database from storage, or from the seed when nothing readable is stored; a fresh seed is saved at
   * once, so every tab opened later shares this one.
   */
  open(): void {
    const stored = this.read();
    this.#db.restore(stored ?? this.#seed(), false);
    if (!stored) this.save();
  }

  /** Back to the seed (the demo's reset), saved at once. */
  reset(): void {
    this.#db.restore(this.#seed());
    this.save();
  }

  /** The stored snapshot, or null (nothing stored, or unreadable). */
  read(): Snapshot | null {
    try {
      const text = this.#storage.getItem(this.#key);
      const snapshot = parseSnapshot(text);
      if (snapshot) this.#lastText = text;
      return snapshot;
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
      this.#db.onChange(() => this.#schedule()),
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

  save(): void {
    let snapshot = this.#db.snapshot();
    // Another tab saved after this one last read or wrote, and its report has not arrived yet (a busy tab): keep its
    // changes and lay this tab's own over them, instead of writing over them.
    const stored = this.#storage.getItem(this.#key);
    const base = stored !== this.#lastText ? parseSnapshot(this.#lastText) : null;
    const theirs = base ? parseSnapshot(stored) : null;
    if (base && theirs) {
      snapshot = mergeSnapshots(base, snapshot, theirs);
      this.#db.restore(snapshot);
    }
    const text = JSON.stringify(snapshot);
    if (text === this.#lastText) return;
    try {
      this.#storage.setItem(this.#key, text);
      this.#lastText = text;
    } catch (error) {
      if (!this.#warned) {
        this.#warned = true;
        console.warn('Browser storage is full: demo data changes will not survive a reload.', error);
      }
    }
  }

  #takeOtherTabs(text: string | null): void {
    // Removed or cleared elsewhere: keep this tab's data (its next save stores it again).
    if (text === null || text === this.#lastText) return;
    const snapshot = parseSnapshot(text);
    if (!snapshot) return;
    this.#lastText = text;
    this.#db.restore(snapshot);
  }

  #schedule(): void {
    if (this.#timer !== null) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.save();
    }, SAVE_DELAY_MS);
  }
}

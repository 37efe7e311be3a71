import type { MemoryDatabase, Snapshot } from '../adapters/memory/MemoryDatabase';
import { upgradeSnapshot } from '../adapters/memory/upgradeSnapshot';
import type { KeyValueStorage } from '../ports/KeyValueStorage';

/** Separate from 'root': demo data is the shop's, not the shopper's. Bump the suffix when the seed changes shape. */
export const DEMO_DB_KEY = 'sheesham.demo.db.v1';
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

/** The window's 'storage' (another tab saved) and 'pagehide' (this page is going away) events. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * Keeps the demo database in browser storage so it survives a reload, and in step across tabs through the
 * 'storage' event (an order placed in one tab reaches the admin in another). A full quota only costs persistence.
 */
export class DemoSnapshotStore {
  private lastText: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private warned = false;

  constructor(
    private readonly db: MemoryDatabase,
    private readonly storage: KeyValueStorage,
    private readonly key: string = DEMO_DB_KEY,
  ) {}

  /** The stored snapshot, or null (nothing stored, or unreadable). */
  read(): Snapshot | null {
    try {
      const text = this.storage.getItem(this.key);
      const snapshot = parseSnapshot(text);
      if (snapshot) this.lastText = text;
      return snapshot;
    } catch {
      return null;
    }
  }

  /**
   * Saves after every change (batched), at once when the page goes away (a reload right after a change keeps it),
   * and follows other tabs. Returns the stop function.
   */
  start(events?: StorageEventSource): () => void {
    const stopChanges = this.db.onChange(() => this.schedule());
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== this.key || event.newValue === null || event.newValue === this.lastText) return;
      const snapshot = parseSnapshot(event.newValue);
      if (!snapshot) return;
      this.lastText = event.newValue;
      this.db.restore(snapshot);
    };
    const onPageHide = (): void => this.flush();
    events?.addEventListener('storage', onStorage);
    events?.addEventListener('pagehide', onPageHide);
    return () => {
      stopChanges();
      events?.removeEventListener('storage', onStorage);
      events?.removeEventListener('pagehide', onPageHide);
      this.flush();
    };
  }

  /** Writes now if a save is pending. */
  flush(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.save();
  }

  save(): void {
    const text = JSON.stringify(this.db.snapshot());
    if (text === this.lastText) return;
    try {
      this.storage.setItem(this.key, text);
      this.lastText = text;
    } catch (error) {
      if (!this.warned) {
        this.warned = true;
        console.warn('Browser storage is full: demo data changes will not survive a reload.', error);
      }
    }
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.save();
    }, SAVE_DELAY_MS);
  }
}

import type { KeyValueStorage } from '../../ports/KeyValueStorage';
import { InMemoryKeyValueStorage } from '../memory/InMemoryKeyValueStorage';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): StorageLike | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

/**
 * window.localStorage behind the KeyValueStorage port. When localStorage is missing or access to it throws
 * (blocked cookies, some private modes, no window), everything is kept in memory for this page instead.
 * A full quota is not "unavailable": setItem still throws so callers can warn and keep working.
 */
export class LocalStorageKeyValueStorage implements KeyValueStorage {
  private readonly target: StorageLike;
  /** False when the fallback is in use and nothing survives a reload. */
  readonly persistent: boolean;

  constructor(locate: () => StorageLike | undefined = browserStorage) {
    const storage = probe(locate);
    this.persistent = storage !== undefined;
    this.target = storage ?? new InMemoryKeyValueStorage();
  }

  getItem(key: string): string | null {
    return this.target.getItem(key);
  }

  setItem(key: string, value: string): void {
    this.target.setItem(key, value);
  }

  removeItem(key: string): void {
    this.target.removeItem(key);
  }
}

/** A read-only probe: writing would fail on a full store that is otherwise perfectly usable. */
const probe = (locate: () => StorageLike | undefined): StorageLike | undefined => {
  try {
    const storage = locate();
    if (!storage) return undefined;
    storage.getItem('sheesham.probe');
    return storage;
  } catch {
    return undefined;
  }
};

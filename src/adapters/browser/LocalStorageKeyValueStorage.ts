import type { KeyValueStorage } from '../../ports/KeyValueStorage';
import { InMemoryKeyValueStorage } from '../memory/InMemoryKeyValueStorage';
import { StorageListeners } from '../memory/StorageListeners';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The window's events this adapter follows: 'storage' (another tab wrote) and 'pagehide' (this page goes away). */
export interface PageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}

const browserStorage = (): StorageLike | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

const browserWindow = (): PageEvents | undefined => (typeof window === 'undefined' ? undefined : window);

/**
 * window.localStorage behind the KeyValueStorage port. When localStorage is missing or access to it throws
 * (blocked cookies, some private modes, no window), everything is kept in memory for this page instead, and no
 * other tab's change is ever reported. A full quota is not "unavailable": setItem still throws so callers can warn
 * and keep working. Other tabs' changes come from the window's 'storage' events, the page leaving from 'pagehide';
 * the window is listened to only while someone listens here.
 */
export class LocalStorageKeyValueStorage implements KeyValueStorage {
  readonly #target: StorageLike;
  readonly #listeners: StorageListeners;
  /** False when the fallback is in use and nothing survives a reload. */
  readonly persistent: boolean;

  constructor(
    locate: () => StorageLike | undefined = browserStorage,
    events: PageEvents | undefined = browserWindow(),
  ) {
    const storage = probe(locate);
    this.persistent = storage !== undefined;
    this.#target = storage ?? new InMemoryKeyValueStorage();
    const onStorage = (event: StorageEvent): void => {
      // sessionStorage changes are 'storage' events too; and the fallback shares nothing with other tabs.
      if (event.storageArea !== this.#target) return;
      this.#listeners.reportChange(event.key, event.newValue);
    };
    const onPageHide = (): void => this.#listeners.reportLeave();
    this.#listeners = new StorageListeners({
      start: () => {
        events?.addEventListener('storage', onStorage);
        events?.addEventListener('pagehide', onPageHide);
      },
      stop: () => {
        events?.removeEventListener('storage', onStorage);
        events?.removeEventListener('pagehide', onPageHide);
      },
    });
  }

  getItem(key: string): string | null {
    return this.#target.getItem(key);
  }

  setItem(key: string, value: string): void {
    this.#target.setItem(key, value);
  }

  removeItem(key: string): void {
    this.#target.removeItem(key);
  }

  onOtherTabChange(key: string, listener: (value: string | null) => void): () => void {
    return this.#listeners.onChange(key, listener);
  }

  onPageLeave(listener: () => void): () => void {
    return this.#listeners.onLeave(listener);
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

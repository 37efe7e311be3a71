import type { KeyValueStorage } from '../../ports/KeyValueStorage';
import { StorageListeners } from './StorageListeners';

export type InMemoryKeyValueStorageOptions =
  | {
      /** When set, a setItem that would take the total past this many bytes throws QuotaExceededError (for tests). */
      quotaBytes?: number;
      shareWith?: never;
    }
  | {
      /**
       * Another tab of the same browser: both read and write one storage area (with its quota), and each hears the
       * other's writes, as tabs sharing localStorage do.
       */
      shareWith: InMemoryKeyValueStorage;
      quotaBytes?: never;
    };

/** Browsers store UTF-16, two bytes per code unit, counting keys and values. */
const bytesOf = (key: string, value: string): number => 2 * (key.length + value.length);

/** A DOMException named QuotaExceededError, like the one localStorage throws when full. */
export const quotaExceededError = (): Error =>
  typeof DOMException === 'function'
    ? new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    : Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

/** What the tabs of one browser share: the entries, the quota, and who hears a write. */
interface StorageArea {
  readonly entries: Map<string, string>;
  readonly quotaBytes: number | undefined;
  readonly tabs: Set<StorageListeners>;
}

/**
 * Key-value storage held in a Map: the fallback when localStorage is unavailable, and the test double. Instances
 * made with `shareWith` (or `otherTab()`) model tabs over one storage area: a write in one is reported to the
 * others' listeners a moment later (a task, like the browser's 'storage' event), never to its own.
 */
export class InMemoryKeyValueStorage implements KeyValueStorage {
  readonly #area: StorageArea;
  readonly #listeners = new StorageListeners();

  constructor(options: InMemoryKeyValueStorageOptions = {}) {
    this.#area = options.shareWith
      ? options.shareWith.#area
      : { entries: new Map(), quotaBytes: options.quotaBytes, tabs: new Set() };
    this.#area.tabs.add(this.#listeners);
  }

  /** Another tab over this one's storage area. */
  otherTab(): InMemoryKeyValueStorage {
    return new InMemoryKeyValueStorage({ shareWith: this });
  }

  getItem(key: string): string | null {
    return this.#area.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const text = String(value);
    const { entries, quotaBytes } = this.#area;
    const previous = entries.get(key);
    if (quotaBytes !== undefined) {
      const used = this.usedBytes() - (previous === undefined ? 0 : bytesOf(key, previous));
      if (used + bytesOf(key, text) > quotaBytes) throw quotaExceededError();
    }
    entries.set(key, text);
    if (previous !== text) this.#tellOtherTabs(key, text);
  }

  removeItem(key: string): void {
    if (this.#area.entries.delete(key)) this.#tellOtherTabs(key, null);
  }

  onOtherTabChange(key: string, listener: (value: string | null) => void): () => void {
    return this.#listeners.onChange(key, listener);
  }

  onPageLeave(listener: () => void): () => void {
    return this.#listeners.onLeave(listener);
  }

  /** This tab's page goes away (for tests): what `onPageLeave` hears. */
  leave(): void {
    this.#listeners.reportLeave();
  }

  /** Bytes in use in the storage area, counted the way the quota counts them. */
  usedBytes(): number {
    let total = 0;
    for (const [key, value] of this.#area.entries) total += bytesOf(key, value);
    return total;
  }

  #tellOtherTabs(key: string, value: string | null): void {
    for (const tab of this.#area.tabs) {
      if (tab !== this.#listeners) setTimeout(() => tab.reportChange(key, value), 0);
    }
  }
}

import type { KeyValueStorage } from '../../ports/KeyValueStorage';

export interface InMemoryKeyValueStorageOptions {
  /** When set, a setItem that would take the total past this many bytes throws QuotaExceededError (for tests). */
  quotaBytes?: number;
}

/** Browsers store UTF-16, two bytes per code unit, counting keys and values. */
const bytesOf = (key: string, value: string): number => 2 * (key.length + value.length);

/** A DOMException named QuotaExceededError, like the one localStorage throws when full. */
export const quotaExceededError = (): Error =>
  typeof DOMException === 'function'
    ? new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    : Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

/** Key-value storage held in a Map: the fallback when localStorage is unavailable, and the test double. */
export class InMemoryKeyValueStorage implements KeyValueStorage {
  private readonly entries = new Map<string, string>();

  constructor(private readonly options: InMemoryKeyValueStorageOptions = {}) {}

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const text = String(value);
    const { quotaBytes } = this.options;
    if (quotaBytes !== undefined) {
      const previous = this.entries.get(key);
      const used = this.usedBytes() - (previous === undefined ? 0 : bytesOf(key, previous));
      if (used + bytesOf(key, text) > quotaBytes) throw quotaExceededError();
    }
    this.entries.set(key, text);
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  /** Bytes in use, counted the way the quota counts them. */
  usedBytes(): number {
    let total = 0;
    for (const [key, value] of this.entries) total += bytesOf(key, value);
    return total;
  }
}

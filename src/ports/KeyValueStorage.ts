/**
 * Synchronous string storage shared by every tab of the shop in one browser (localStorage in the browser).
 * Values are strings; a key never set reads as null.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  /** Throws (a QuotaExceededError) when the storage is full; the old value then stays. */
  setItem(key: string, value: string): void;
  /** Removing a key that is not there does nothing. */
  removeItem(key: string): void;
  /**
   * Hears each change that another tab (another page sharing this storage) makes to `key`: the new value, or null
   * when it was removed or the storage cleared. Never called for this instance's own writes, and never
   * synchronously inside a write: reports arrive later, as the browser's 'storage' events do. A write that leaves
   * the value as it was is not reported. Returns the function that stops the reports.
   */
  onOtherTabChange(key: string, listener: (value: string | null) => void): () => void;
  /**
   * Hears that this page is going away (closed, reloaded, navigated from, or put in the back-forward cache): the
   * last moment to write what a caller has batched. Returns the function that stops it.
   */
  onPageLeave(listener: () => void): () => void;
}

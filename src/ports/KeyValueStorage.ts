import { token } from './tokens';

/** Synchronous string storage (localStorage in the browser). setItem may throw when the quota is full. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const KeyValueStorage = token<KeyValueStorage>('KeyValueStorage');

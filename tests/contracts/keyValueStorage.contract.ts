import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../src/ports/KeyValueStorage';

/** The KeyValueStorage contract (src/ports/KeyValueStorage.ts); the factory returns empty storage. */
export const describeKeyValueStorageContract = (
  name: string,
  makeAdapter: () => Promise<KeyValueStorage>,
): void => {
  describe(`KeyValueStorage contract: ${name}`, () => {
    it('returns null for a key never set', async () => {
      expect((await makeAdapter()).getItem('root')).toBeNull();
    });

    it('stores, overwrites and removes strings, keys independent of each other', async () => {
      const storage = await makeAdapter();
      storage.setItem('root', '{"version":1}');
      storage.setItem('other', '');
      expect(storage.getItem('root')).toBe('{"version":1}');
      expect(storage.getItem('other')).toBe('');
      storage.setItem('root', 'ünïcødé ₹1,24,999');
      expect(storage.getItem('root')).toBe('ünïcødé ₹1,24,999');
      storage.removeItem('root');
      storage.removeItem('never-set');
      expect(storage.getItem('root')).toBeNull();
      expect(storage.getItem('other')).toBe('');
    });
  });
};

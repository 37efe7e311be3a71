// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LocalStorageKeyValueStorage } from '../../../src/adapters/browser/LocalStorageKeyValueStorage';
import { describeKeyValueStorageContract } from '../keyValueStorage.contract';

describeKeyValueStorageContract('window.localStorage', async () => {
  window.localStorage.clear();
  return new LocalStorageKeyValueStorage();
});

describeKeyValueStorageContract('fallback when localStorage throws', async () => {
  return new LocalStorageKeyValueStorage(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
});

describe('LocalStorageKeyValueStorage', () => {
  it('writes through to window.localStorage and reads what is already there', () => {
    window.localStorage.clear();
    window.localStorage.setItem('root', 'kept from last visit');
    const storage = new LocalStorageKeyValueStorage();
    expect(storage.persistent).toBe(true);
    expect(storage.getItem('root')).toBe('kept from last visit');
    storage.setItem('cart', '[]');
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });

  it('falls back to memory when there is no localStorage, without touching it', () => {
    window.localStorage.clear();
    const storage = new LocalStorageKeyValueStorage(() => undefined);
    expect(storage.persistent).toBe(false);
    storage.setItem('root', 'v');
    expect(storage.getItem('root')).toBe('v');
    expect(window.localStorage.getItem('root')).toBeNull();
  });

  it('passes a full quota through to the caller instead of falling back', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const storage = new LocalStorageKeyValueStorage(() => full);
    expect(storage.persistent).toBe(true);
    expect(() => storage.setItem('root', 'v')).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
  });
});

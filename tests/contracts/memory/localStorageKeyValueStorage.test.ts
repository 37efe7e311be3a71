// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { LocalStorageKeyValueStorage } from '../../../src/adapters/browser/LocalStorageKeyValueStorage';
import { describeKeyValueStorageContract } from '../keyValueStorage.contract';

/**
 * What the browser does when another tab writes to localStorage: the shared area changes at once, and this window
 * gets a 'storage' event a moment later (jsdom only sends it to its other windows, and there are none).
 */
const otherTabWrites = (key: string, value: string | null, area: Storage = window.localStorage): void => {
  const oldValue = area.getItem(key);
  if (value === null) area.removeItem(key);
  else area.setItem(key, value);
  setTimeout(() =>
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: area, url: location.href }),
    ),
  );
};

const leave = () => window.dispatchEvent(new Event('pagehide'));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const insecure = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describeKeyValueStorageContract('window.localStorage', async () => {
  window.localStorage.clear();
  return { storage: new LocalStorageKeyValueStorage(), otherTab: otherTabWrites, leave };
});

describeKeyValueStorageContract(
  'fallback when localStorage throws',
  async () => ({ storage: new LocalStorageKeyValueStorage(insecure), otherTab: null, leave }),
  { otherTabs: false },
);

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

  it("falls back to memory when access throws, and then hears no other tab's localStorage writes", async () => {
    window.localStorage.clear();
    const storage = new LocalStorageKeyValueStorage(insecure);
    expect(storage.persistent).toBe(false);
    const heard = vi.fn();
    storage.onOtherTabChange('root', heard);
    otherTabWrites('root', 'from a tab that can use localStorage');
    await settle();
    expect(heard).not.toHaveBeenCalled();
    expect(storage.getItem('root')).toBeNull();
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

  it("ignores sessionStorage's 'storage' events, and reports localStorage being cleared as null to every key", async () => {
    window.localStorage.clear();
    const storage = new LocalStorageKeyValueStorage();
    const root = vi.fn();
    const other = vi.fn();
    storage.onOtherTabChange('root', root);
    storage.onOtherTabChange('other', other);
    otherTabWrites('root', 'per-tab value', window.sessionStorage);
    await settle();
    expect(root).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(root.mock.calls).toEqual([[null]]);
    expect(other.mock.calls).toEqual([[null]]);
    window.sessionStorage.clear();
  });

  it('listens to the window only while someone listens to it', () => {
    const events = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const storage = new LocalStorageKeyValueStorage(undefined, events);
    expect(events.addEventListener).not.toHaveBeenCalled();
    const stopChange = storage.onOtherTabChange('root', () => undefined);
    const stopLeave = storage.onPageLeave(() => undefined);
    expect(events.addEventListener.mock.calls.map(([type]) => type as string).sort()).toEqual([
      'pagehide',
      'storage',
    ]);
    stopChange();
    expect(events.removeEventListener).not.toHaveBeenCalled();
    stopLeave();
    expect(events.removeEventListener.mock.calls).toEqual(events.addEventListener.mock.calls);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { StorageListeners } from '../../../src/adapters/memory/StorageListeners';
import { describeKeyValueStorageContract, type KeyValueStorageTabs } from '../keyValueStorage.contract';

/** Two tabs over one storage area: the other tab writes through its own adapter. */
const twoTabs = (storage: InMemoryKeyValueStorage): KeyValueStorageTabs => {
  const other = storage.otherTab();
  return {
    storage,
    otherTab: (key, value) => (value === null ? other.removeItem(key) : other.setItem(key, value)),
    leave: () => storage.leave(),
  };
};

describeKeyValueStorageContract('memory', async () => twoTabs(new InMemoryKeyValueStorage()));
describeKeyValueStorageContract('memory with room to spare', async () =>
  twoTabs(new InMemoryKeyValueStorage({ quotaBytes: 1e6 })),
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('InMemoryKeyValueStorage quota', () => {
  it('throws a QuotaExceededError DOMException past the quota and keeps the old value', () => {
    const storage = new InMemoryKeyValueStorage({ quotaBytes: 40 });
    storage.setItem('root', 'x'.repeat(16)); // 2 × (4 + 16) = 40 bytes
    expect(storage.usedBytes()).toBe(40);
    let error: unknown;
    try {
      storage.setItem('more', 'y');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'QuotaExceededError' });
    expect(storage.getItem('more')).toBeNull();
    expect(() => storage.setItem('root', 'x'.repeat(17))).toThrow(/quota/);
    expect(storage.getItem('root')).toBe('x'.repeat(16));
    storage.setItem('root', 'short');
    storage.setItem('more', 'y');
    expect(storage.getItem('more')).toBe('y');
  });
});

describe('InMemoryKeyValueStorage tabs over one storage area', () => {
  it('share entries and the quota', () => {
    const first = new InMemoryKeyValueStorage({ quotaBytes: 40 });
    const second = first.otherTab();
    const third = new InMemoryKeyValueStorage({ shareWith: second });
    first.setItem('root', 'x'.repeat(10)); // 28 bytes
    expect(second.getItem('root')).toBe('x'.repeat(10));
    expect(third.usedBytes()).toBe(28);
    expect(() => second.setItem('more', 'y'.repeat(4))).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    third.removeItem('root');
    expect(first.getItem('root')).toBeNull();
    second.setItem('more', 'y'.repeat(4));
    expect(first.getItem('more')).toBe('yyyy');
  });

  it('report a write to every other tab and never to the writer, and nothing for a write that changes nothing', async () => {
    const first = new InMemoryKeyValueStorage();
    const second = first.otherTab();
    const third = first.otherTab();
    const heard = { first: vi.fn(), second: vi.fn(), third: vi.fn() };
    first.onOtherTabChange('root', heard.first);
    second.onOtherTabChange('root', heard.second);
    third.onOtherTabChange('root', heard.third);
    first.setItem('root', 'a');
    await settle();
    second.setItem('root', 'a'); // the value it already has: browsers fire no 'storage' event
    second.removeItem('never-set');
    await settle();
    expect(heard.first).not.toHaveBeenCalled();
    expect(heard.second.mock.calls).toEqual([['a']]);
    expect(heard.third.mock.calls).toEqual([['a']]);
  });

  it('report each write with the value it wrote, in order, even when a later write followed at once', async () => {
    const first = new InMemoryKeyValueStorage();
    const second = first.otherTab();
    const heard = vi.fn();
    second.onOtherTabChange('root', heard);
    first.setItem('root', 'a');
    first.setItem('root', 'b');
    first.removeItem('root');
    await settle();
    expect(heard.mock.calls).toEqual([['a'], ['b'], [null]]);
  });

  it("leave one tab's page without telling the others", () => {
    const first = new InMemoryKeyValueStorage();
    const second = first.otherTab();
    const left = { first: vi.fn(), second: vi.fn() };
    first.onPageLeave(left.first);
    second.onPageLeave(left.second);
    first.leave();
    expect(left.first).toHaveBeenCalledTimes(1);
    expect(left.second).not.toHaveBeenCalled();
  });
});

describe('StorageListeners', () => {
  it('starts its source with the first listener and stops it after the last', () => {
    const source = { start: vi.fn(), stop: vi.fn() };
    const listeners = new StorageListeners(source);
    const stopChange = listeners.onChange('root', () => undefined);
    const stopLeave = listeners.onLeave(() => undefined);
    expect(source.start).toHaveBeenCalledTimes(1);
    stopChange();
    stopChange();
    expect(source.stop).not.toHaveBeenCalled();
    stopLeave();
    expect(source.stop).toHaveBeenCalledTimes(1);
    listeners.onLeave(() => undefined);
    expect(source.start).toHaveBeenCalledTimes(2);
  });

  it('reports to every listener even when one throws, then throws its error', () => {
    const listeners = new StorageListeners();
    const heard = vi.fn();
    listeners.onChange('root', () => {
      throw new Error('listener failed');
    });
    listeners.onChange('root', heard);
    expect(() => listeners.reportChange('root', 'v')).toThrow('listener failed');
    expect(heard).toHaveBeenCalledWith('v');
  });

  it('reports a cleared storage (no key) to every key as null', () => {
    const listeners = new StorageListeners();
    const root = vi.fn();
    const other = vi.fn();
    listeners.onChange('root', root);
    listeners.onChange('other', other);
    listeners.reportChange(null, 'ignored');
    expect(root).toHaveBeenCalledWith(null);
    expect(other).toHaveBeenCalledWith(null);
  });

  it('does not report to a listener that an earlier listener of the same report removed', () => {
    const listeners = new StorageListeners();
    const removed = vi.fn();
    let stop: () => void = () => undefined;
    listeners.onChange('root', () => stop());
    stop = listeners.onChange('root', removed);
    listeners.reportChange('root', 'v');
    expect(removed).not.toHaveBeenCalled();
  });
});

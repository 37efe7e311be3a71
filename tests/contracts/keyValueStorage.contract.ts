import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../src/ports/KeyValueStorage';

/** One adapter set up for the contract: this tab's storage, empty, and what the browser around it does. */
export interface KeyValueStorageTabs {
  storage: KeyValueStorage;
  /**
   * Another tab of the same browser writes to the same storage (value null: removes the key). Null where no other
   * tab can share the storage (localStorage's in-memory fallback): the cross-tab cases are then skipped.
   */
  otherTab: ((key: string, value: string | null) => void) | null;
  /** This page goes away (the browser's 'pagehide'). */
  leave: () => void;
}

/** Long enough for a report that arrives as a task (a 'storage' event) to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * The KeyValueStorage contract (src/ports/KeyValueStorage.ts). `otherTabs` says whether other tabs can share this
 * storage at all (false for localStorage's in-memory fallback); `makeTabs` must then return `otherTab: null`.
 */
export const describeKeyValueStorageContract = (
  name: string,
  makeTabs: () => Promise<KeyValueStorageTabs>,
  { otherTabs = true }: { otherTabs?: boolean } = {},
): void => {
  describe(`KeyValueStorage contract: ${name}`, () => {
    const withOtherTab = async () => {
      const tabs = await makeTabs();
      if (!tabs.otherTab) throw new Error(`${name}: otherTabs is set, but makeTabs gave no otherTab`);
      return { ...tabs, otherTab: tabs.otherTab };
    };

    it('returns null for a key never set', async () => {
      expect((await makeTabs()).storage.getItem('root')).toBeNull();
    });

    it('stores, overwrites and removes strings, keys independent of each other', async () => {
      const { storage } = await makeTabs();
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

    it("never reports this tab's own writes to its listeners", async () => {
      const { storage } = await makeTabs();
      const heard = vi.fn();
      storage.onOtherTabChange('root', heard);
      storage.setItem('root', 'mine');
      storage.setItem('root', 'mine again');
      storage.removeItem('root');
      await settle();
      expect(heard).not.toHaveBeenCalled();
    });

    it.runIf(otherTabs)(
      "reports another tab's write, later, to this tab's listeners of that key only: the value, null on removal",
      async () => {
        const { storage, otherTab } = await withOtherTab();
        const root = vi.fn();
        const sameFunctionAgain = root;
        const other = vi.fn();
        storage.onOtherTabChange('root', root);
        storage.onOtherTabChange('root', sameFunctionAgain);
        storage.onOtherTabChange('other', other);
        otherTab('root', '{"cart":[1]}');
        expect(root).not.toHaveBeenCalled();
        await settle();
        // Subscribed twice, heard twice: each subscription is its own.
        expect(root.mock.calls).toEqual([['{"cart":[1]}'], ['{"cart":[1]}']]);
        expect(other).not.toHaveBeenCalled();
        expect(storage.getItem('root')).toBe('{"cart":[1]}');
        otherTab('root', null);
        await settle();
        expect(root.mock.calls.slice(2)).toEqual([[null], [null]]);
        expect(storage.getItem('root')).toBeNull();
      },
    );

    it.runIf(otherTabs)(
      'stops reporting to a listener once unsubscribed, even a write already made',
      async () => {
        const { storage, otherTab } = await withOtherTab();
        const stays = vi.fn();
        const leaves = vi.fn();
        storage.onOtherTabChange('root', stays);
        const stop = storage.onOtherTabChange('root', leaves);
        otherTab('root', 'first');
        stop();
        await settle();
        otherTab('root', 'second');
        stop();
        await settle();
        expect(leaves).not.toHaveBeenCalled();
        expect(stays.mock.calls).toEqual([['first'], ['second']]);
      },
    );

    it('tells page-leave listeners that the page is going away, until they unsubscribe', async () => {
      const { storage, leave } = await makeTabs();
      const first = vi.fn();
      const second = vi.fn();
      storage.onPageLeave(first);
      const stop = storage.onPageLeave(second);
      leave();
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(1);
      stop();
      leave();
      expect(first).toHaveBeenCalledTimes(2);
      expect(second).toHaveBeenCalledTimes(1);
    });
  });
};

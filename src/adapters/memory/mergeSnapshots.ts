import type { Snapshot } from './MemoryDatabase';

type Documents = Record<string, Record<string, unknown>>;

/**
 * Another tab's snapshot with this tab's own changes since `base` laid over it, document by document: a document
 * this tab added, changed or deleted since `base` is taken from `ours`, every other one from `theirs`. Two tabs
 * saving in turn then keep each other's changes instead of the last save wiping the first.
 */
export const mergeSnapshots = (base: Snapshot, ours: Snapshot, theirs: Snapshot): Snapshot => {
  const merged = structuredClone(theirs) as Record<string, Documents>;
  const names = new Set([...Object.keys(base), ...Object.keys(ours)]);
  for (const name of names) {
    const before = (base[name] ?? {}) as Documents;
    const now = (ours[name] ?? {}) as Documents;
    for (const id of new Set([...Object.keys(before), ...Object.keys(now)])) {
      if (JSON.stringify(before[id]) === JSON.stringify(now[id])) continue;
      const collection = (merged[name] ??= {});
      if (now[id] === undefined) delete collection[id];
      else collection[id] = structuredClone(now[id]);
    }
  }
  return merged as Snapshot;
};

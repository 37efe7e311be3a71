/**
 * The first `count` items of `items` that pass `where`, in the order of `compare` — the same items, in the same
 * order, as a stable sort followed by a slice, without sorting everything: a bounded listing over a large
 * collection compares most items once, against the last one kept.
 */
export const firstInOrder = <T>(
  items: Iterable<T>,
  where: ((item: T) => boolean) | undefined,
  compare: (a: T, b: T) => number,
  count: number,
): T[] => {
  const kept: T[] = [];
  if (count <= 0) return kept;
  for (const item of items) {
    if (where && !where(item)) continue;
    if (kept.length === count) {
      // Ties keep the earlier item, as a stable sort would.
      if (compare(item, kept[count - 1] as T) >= 0) continue;
      kept.pop();
    }
    // After every kept item that sorts before or with it (upper bound), again like a stable sort.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle] as T, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
  }
  return kept;
};

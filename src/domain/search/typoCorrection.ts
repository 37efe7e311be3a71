/**
 * How many letters a word of the catalogue may differ by in what the shopper typed: one wrong, missing, extra or
 * swapped letter from 5 letters up, two from 9 (docs/behaviour.md#browsing-and-search).
 */
export const editsForgiven = (catalogueWord: string): number =>
  catalogueWord.length >= 9 ? 2 : catalogueWord.length >= 5 ? 1 : 0;

/**
 * The optimal string alignment distance of `a` and `b` (letters replaced, added, dropped or two neighbours swapped),
 * or `max + 1` as soon as it is known to be more than `max`.
 */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, max + 1);
};

/**
 * The words of `known` (each with how many products hold it) that `typed` is a typo of: those with the fewest edits
 * within what each known word's length forgives, most products first, then by the alphabet. Empty when none is close
 * enough.
 */
export const typoCorrections = (typed: string, known: ReadonlyMap<string, number>): string[] => {
  let fewest = Infinity;
  let found: Array<{ word: string; count: number }> = [];
  for (const [word, count] of known) {
    const forgiven = editsForgiven(word);
    if (forgiven === 0 || Math.abs(word.length - typed.length) > forgiven) continue;
    const distance = editDistance(typed, word, Math.min(forgiven, fewest));
    if (distance === 0 || distance > forgiven || distance > fewest) continue;
    if (distance < fewest) {
      fewest = distance;
      found = [];
    }
    found.push({ word, count });
  }
  return found
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .map(({ word }) => word);
};

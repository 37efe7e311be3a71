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

/** One word a typo may be corrected to: with how many products hold it, and the letters it holds (lettersOf). */
interface CorrectableWord {
  word: string;
  count: number;
  letters: number;
}

/** The words a typo may be corrected to, grouped by their length. */
export type CorrectableWords = ReadonlyMap<number, readonly CorrectableWord[]>;

/**
 * The letters a word holds, one bit each (a letter beyond 31 shares a bit). One edit changes at most two bits (a
 * letter replaced), so two words whose bits differ in more than twice the edits forgiven are never that close.
 */
const lettersOf = (word: string): number => {
  let bits = 0;
  for (let index = 0; index < word.length; index++) bits |= 1 << (word.charCodeAt(index) % 31);
  return bits;
};

const bitCount = (bits: number): number => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
};

export const correctableWords = (known: Iterable<readonly [string, number]>): CorrectableWords => {
  const byLength = new Map<number, CorrectableWord[]>();
  for (const [word, count] of known) {
    const group = byLength.get(word.length) ?? [];
    group.push({ word, count, letters: lettersOf(word) });
    byLength.set(word.length, group);
  }
  return byLength;
};

/**
 * The words of `known` that `typed` is a typo of: those with the fewest edits within what each known word's length
 * forgives, most products first, then by the alphabet. Empty when none is close enough. Only words of a length
 * within the edits forgiven, and holding nearly the same letters, are compared letter by letter.
 */
export const typoCorrections = (typed: string, known: CorrectableWords): string[] => {
  const letters = lettersOf(typed);
  let fewest = Infinity;
  let found: CorrectableWord[] = [];
  for (let length = typed.length - 2; length <= typed.length + 2; length++)
    for (const candidate of known.get(length) ?? []) {
      const forgiven = editsForgiven(candidate.word);
      if (forgiven === 0 || Math.abs(length - typed.length) > forgiven) continue;
      if (bitCount(letters ^ candidate.letters) > 2 * forgiven) continue;
      const distance = editDistance(typed, candidate.word, Math.min(forgiven, fewest));
      if (distance === 0 || distance > forgiven || distance > fewest) continue;
      if (distance < fewest) {
        fewest = distance;
        found = [];
      }
      found.push(candidate);
    }
  return found
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .map(({ word }) => word);
};

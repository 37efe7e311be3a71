import fc from 'fast-check';

/** `word` with one letter replaced, dropped, added, or two neighbours swapped (which may leave it as it was). */
export const singleEditArbitrary = (word: string): fc.Arbitrary<string> => {
  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
  const at = fc.nat({ max: Math.max(0, word.length - 1) });
  return fc.oneof(
    fc
      .tuple(at, letter)
      .map(([index, replacement]) => word.slice(0, index) + replacement + word.slice(index + 1)),
    at.map((index) => word.slice(0, index) + word.slice(index + 1)),
    fc
      .tuple(fc.nat({ max: word.length }), letter)
      .map(([index, added]) => word.slice(0, index) + added + word.slice(index)),
    fc
      .nat({ max: Math.max(0, word.length - 2) })
      .map((index) =>
        word.length < 2 ? word : word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2),
      ),
  );
};

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_WORDS, type SearchWordRow } from '../../../src/domain/search/SearchWords';
import { storedSearchWords } from '../../../src/domain/search/storedSearchWords';
import { validateSearchWords } from '../../../src/domain/search/validateSearchWords';

const row = (words: string[], means: string[] = []): SearchWordRow => ({ words, means });
const errorsOf = (rows: SearchWordRow[]) => Object.fromEntries(validateSearchWords(rows));

describe('validateSearchWords', () => {
  it('accepts the suggested table', () => {
    expect(errorsOf([...DEFAULT_SEARCH_WORDS])).toEqual({});
  });

  it('refuses a row without words, an empty word and a word of punctuation, naming the row', () => {
    expect(errorsOf([row(['khaat'], ['bed']), row([], ['bed'])])).toEqual({
      1: 'Row 2 has no words: type what shoppers search for, or remove the row.',
    });
    expect(errorsOf([row(['khaat', ' '], ['bed'])])).toEqual({
      0: 'Row 1 has an empty word: remove the extra comma.',
    });
    expect(errorsOf([row(['khaat'], ['bed', ''])])).toEqual({
      0: 'Row 1 has an empty word: remove the extra comma.',
    });
    expect(errorsOf([row(['khaat', '--'])])).toEqual({ 0: 'Row 1: "--" has no letters or digits.' });
  });

  it('refuses a word too short to search for, but not a phrase holding one', () => {
    expect(errorsOf([row(['tv'], ['television'])])).toEqual({
      0: 'Row 1: "tv" is too short; a word needs at least 3 letters (a phrase may hold shorter words).',
    });
    expect(errorsOf([row(['tv unit', 'tv stand'])])).toEqual({});
  });

  it('refuses a word listed twice, in one row or two, as search compares words', () => {
    expect(errorsOf([row(['cot', 'Cot'], ['bed'])])).toEqual({
      0: 'Row 1 lists "Cot" twice (as "cot"); list each word once.',
    });
    expect(
      errorsOf([row(['almari'], ['wardrobe']), row(['kursi'], ['chair']), row(['अलमारी'], ['cupboard'])]),
    ).toEqual({
      2: 'Row 3: "अलमारी" is already in row 1 (as "almari"); list each word once.',
    });
    expect(errorsOf([row(['almirah'], ['wardrobe']), row(['cupboard'], ['wardrobe'])])).toEqual({});
  });

  it('refuses a cycle that never ends, naming every row of it', () => {
    expect(errorsOf([row(['bed'], ['cot']), row(['kursi'], ['chair']), row(['cot'], ['bed'])])).toEqual({
      0: 'Row 1: its words lead back to themselves through rows 1 and 3, a cycle that never ends; put these words in one row instead.',
      2: 'Row 3: its words lead back to themselves through rows 1 and 3, a cycle that never ends; put these words in one row instead.',
    });
    expect(
      errorsOf([row(['almari'], ['almirah']), row(['almirah'], ['cupboard']), row(['cupboard'], ['almari'])]),
    ).toEqual(
      Object.fromEntries(
        [0, 1, 2].map((index) => [
          index,
          `Row ${index + 1}: its words lead back to themselves through rows 1, 2 and 3, a cycle that never ends; put these words in one row instead.`,
        ]),
      ),
    );
    expect(errorsOf([row(['sofa', 'settee'], ['Sofa'])])).toEqual({
      0: 'Row 1: its words cannot also find themselves; leave "Also find" empty for words that mean each other.',
    });
    expect(errorsOf([row(['almari'], ['almirah']), row(['almirah'], ['wardrobe'])])).toEqual({});
  });

  it('refuses more than 500 rows at the 501st', () => {
    const rows = Array.from({ length: 502 }, (_, index) => row([`word${index}`]));
    expect(errorsOf(rows.slice(0, 500))).toEqual({});
    expect(errorsOf(rows)).toEqual({ 500: 'Row 501: the table holds at most 500 rows; remove 2 rows.' });
  });

  it('finds every one-way circle, and none in a table without one', () => {
    // A chain of one-way rows word0 → word1 → … closes into a circle when its last row means the first word.
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.boolean(), (length, closed) => {
        const rows = Array.from({ length }, (_, index) =>
          row([`word${index}`], [index + 1 < length ? `word${index + 1}` : closed ? 'word0' : 'wardrobe']),
        );
        expect(validateSearchWords(rows).size).toBe(closed ? length : 0);
      }),
    );
  });
});

describe('storedSearchWords', () => {
  it('reads the suggested table for a shop that saved none, and an empty one as empty', () => {
    expect(storedSearchWords(undefined)).toBe(DEFAULT_SEARCH_WORDS);
    expect(storedSearchWords({ rows: [] })).toEqual([]);
  });

  it('drops a corrupted row and cuts the table to 500 rows, so search never fails on it', () => {
    const good = row(['khaat'], ['bed']);
    expect(storedSearchWords({ rows: [good, { words: 'khaat' }, null, { words: [1], means: [] }] })).toEqual([
      good,
    ]);
    expect(storedSearchWords({ rows: Array.from({ length: 600 }, () => good) })).toHaveLength(500);
    expect(storedSearchWords({ rows: 'khaat' })).toBe(DEFAULT_SEARCH_WORDS);
  });
});

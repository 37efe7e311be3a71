import { searchWordsOf } from './searchText';

/**
 * One row of the owner's table of search words (Settings → Search words): typing any of `words` also finds what
 * each of `means` finds. With no `means`, the words mean each other, in both directions. A word may be a phrase
 * ("sofa cum bed"). See docs/behaviour.md#browsing-and-search.
 */
export interface SearchWordRow {
  words: readonly string[];
  means: readonly string[];
}

/** The most rows the owner's table holds: every search builds its meanings from the whole table. */
export const MAX_SEARCH_WORD_ROWS = 500;

/**
 * What Indian shoppers type for furniture, and the words the catalogue uses for it: the table of a shop whose owner
 * has not saved one. Hindi typed in Devanagari is spelt in Latin letters before it meets the table, so "अलमारी" is
 * "almari" here.
 */
export const DEFAULT_SEARCH_WORDS: readonly SearchWordRow[] = [
  { words: ['almirah', 'almira', 'almari', 'almaari', 'alamari'], means: ['wardrobe'] },
  { words: ['palang', 'palung', 'cot', 'charpai', 'charpoy'], means: ['bed'] },
  { words: ['diwan', 'divan', 'daybed', 'day bed', 'takht'], means: [] },
  { words: ['kursi'], means: ['chair'] },
  { words: ['armchair', 'arm chair'], means: [] },
  { words: ['mez', 'mej', 'maiz'], means: ['table'] },
  { words: ['sofa cum bed', 'sofa bed', 'sofa come bed'], means: [] },
  { words: ['settee', 'couch'], means: ['sofa'] },
  { words: ['mandir', 'pooja unit', 'puja unit', 'pooja mandir', 'temple'], means: [] },
  { words: ['centre table', 'center table', 'coffee table'], means: [] },
  { words: ['dining', 'dinning', 'dinning table'], means: [] },
  { words: ['sheesham', 'shisham', 'sheesam', 'shesham', 'sisam', 'rosewood'], means: [] },
  { words: ['tv unit', 'tv cabinet', 'tv stand', 'entertainment unit', 'tv table', 'tv console'], means: [] },
  { words: ['shoe rack', 'shoe cabinet', 'shoe stand', 'joota stand'], means: [] },
  { words: ['chest of drawers', 'dresser', 'drawer chest'], means: [] },
  { words: ['cupboard'], means: ['wardrobe'] },
  { words: ['wooden', 'wood', 'solid wood'], means: [] },
];

/** A term (a word or a phrase) as search compares it: its words, folded and spelt in Latin letters, one space apart. */
export const searchTermOf = (text: string): string => searchWordsOf(text).join(' ');

/** Each term of the table with the terms one row gives it. */
const directMeanings = (rows: readonly SearchWordRow[]): Map<string, Set<string>> => {
  const meanings = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    if (from === '' || to === '' || from === to) return;
    const found = meanings.get(from) ?? new Set<string>();
    found.add(to);
    meanings.set(from, found);
  };
  for (const row of rows) {
    const words = row.words.map(searchTermOf);
    const means = row.means.map(searchTermOf);
    for (const word of words) for (const meaning of means.length > 0 ? means : words) add(word, meaning);
  }
  return meanings;
};

/**
 * For each term of the table, every other term it also finds, nearest first: what its row gives it, then what those
 * terms' rows give them ("almari" → "almirah" → "wardrobe"), in the directions the rows say. A table that goes round
 * in a circle (validateSearchWords refuses one) still ends: each term is visited once.
 */
export const searchWordMeanings = (
  rows: readonly SearchWordRow[],
): ReadonlyMap<string, readonly string[]> => {
  const direct = directMeanings(rows);
  const meanings = new Map<string, readonly string[]>();
  for (const [term, first] of direct) {
    const found = new Set(first);
    for (const next of found)
      for (const further of direct.get(next) ?? []) if (further !== term) found.add(further);
    meanings.set(term, [...found]);
  }
  return meanings;
};

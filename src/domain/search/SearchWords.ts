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

/** What Indian shoppers type for furniture, and the words the catalogue uses for it. */
export const DEFAULT_SEARCH_WORDS: readonly SearchWordRow[] = [
  { words: ['almirah', 'almira', 'almari', 'almaari', 'alamari', 'अलमारी'], means: ['wardrobe'] },
  { words: ['palang', 'palung', 'cot', 'charpai', 'charpoy', 'पलंग', 'चारपाई'], means: ['bed'] },
  { words: ['diwan', 'divan', 'daybed', 'day bed', 'takht', 'दीवान', 'तख़्त'], means: [] },
  { words: ['kursi', 'कुर्सी'], means: ['chair'] },
  { words: ['armchair', 'arm chair'], means: [] },
  { words: ['mez', 'mej', 'maiz', 'मेज़'], means: ['table'] },
  { words: ['sofa cum bed', 'sofa bed', 'sofa come bed'], means: [] },
  { words: ['settee', 'सोफ़ा'], means: ['sofa'] },
  { words: ['mandir', 'pooja unit', 'puja unit', 'pooja mandir', 'temple', 'मंदिर'], means: [] },
  { words: ['centre table', 'center table', 'coffee table'], means: [] },
  { words: ['dining', 'dinning', 'dinning table'], means: [] },
  { words: ['sheesham', 'shisham', 'sheesam', 'shesham', 'sisam', 'rosewood', 'शीशम'], means: [] },
  { words: ['tv unit', 'tv cabinet', 'tv stand', 'entertainment unit', 'tv table', 'tv console'], means: [] },
  { words: ['shoe rack', 'shoe cabinet', 'shoe stand', 'joota stand'], means: [] },
  { words: ['chest of drawers', 'dresser', 'drawer chest'], means: [] },
  { words: ['cupboard'], means: ['wardrobe'] },
  { words: ['wooden', 'wood', 'solid wood'], means: [] },
];

/** A term (a word or a phrase) as search compares it: its words, folded and spelt in Latin letters, one space apart. */
export const searchTermOf = (text: string): string => searchWordsOf(text).join(' ');

/** For each term of the table, the other terms it also finds, one step, as the table says. */
export const searchWordMeanings = (
  rows: readonly SearchWordRow[],
): ReadonlyMap<string, readonly string[]> => {
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
  return new Map([...meanings].map(([term, found]) => [term, [...found]]));
};

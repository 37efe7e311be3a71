import { SEARCH_QUERY_MAX, foldSearchText, searchWordsOf } from './searchText';
import type { SearchVocabulary } from './SearchVocabulary';
import { searchWordMeanings, type SearchWordRow } from './SearchWords';
import { correctableWords, typoCorrections, type CorrectableWords } from './typoCorrection';

/** How a term came from what the shopper typed: as typed, by the table of search words, or by correcting a typo. */
export type SearchTermKind = 'typed' | 'meaning' | 'corrected';

export interface SearchTerm {
  text: string;
  kind: SearchTermKind;
}

/** One thing the shopper asked for (a word, or a phrase the table knows), with every term that finds it. */
export interface QueryPart {
  typed: string;
  terms: readonly SearchTerm[];
}

export interface UnderstoodQuery {
  /** The whole query, folded: SPEC's rule finds every product with a field that contains it. */
  whole: string;
  parts: readonly QueryPart[];
  /** The query with its typos corrected, when search corrected one ("Showing results for …"). */
  corrected: string | null;
}

/** `asTyped`: the shopper chose "Search instead for" the words as typed, so no typo is corrected. */
export interface SearchOptions {
  asTyped?: boolean;
}

/** What search knows besides the query: the owner's search words (searchWordMeanings) and the catalogue's words. */
export interface SearchKnowledge {
  meanings: ReadonlyMap<string, readonly string[]>;
  vocabulary: SearchVocabulary;
  /** The catalogue's words in a list, for the words that only hold what was typed. */
  words: readonly string[];
  /** What a typo may be corrected to: the catalogue's words and the table's single words. */
  correctable: CorrectableWords;
}

const longestPhrase = (meanings: ReadonlyMap<string, readonly string[]>): number =>
  Math.max(1, ...[...meanings.keys()].map((term) => term.split(' ').length));

/** Typed words grouped into parts: the longest phrase the table knows at each place, else one word. */
const partsOf = (words: readonly string[], meanings: ReadonlyMap<string, readonly string[]>): string[] => {
  const longest = longestPhrase(meanings);
  const parts: string[] = [];
  for (let at = 0; at < words.length;) {
    let length = Math.min(longest, words.length - at);
    while (length > 1 && !meanings.has(words.slice(at, at + length).join(' '))) length--;
    parts.push(words.slice(at, at + length).join(' '));
    at += length;
  }
  return parts;
};

/** A plural the catalogue knows in the singular: "beds" is "bed", "benches" "bench". */
const singularOf = (word: string, isKnown: (word: string) => boolean): string | null => {
  for (const ending of ['es', 's'])
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      const singular = word.slice(0, -ending.length);
      if (isKnown(singular)) return singular;
    }
  return null;
};

/**
 * The query as search reads it (docs/behaviour.md#browsing-and-search): cut to SEARCH_QUERY_MAX characters, split
 * into words (Devanagari spelt in Latin letters), phrases of the owner's table kept whole, each part with the terms
 * the table gives it, and a word that neither the catalogue nor the table knows corrected to the closest word that
 * one of them does.
 */
export const understandQuery = (
  query: string,
  { meanings, vocabulary, words, correctable }: SearchKnowledge,
  { asTyped = false }: SearchOptions = {},
): UnderstoodQuery => {
  const cut = query.slice(0, SEARCH_QUERY_MAX);
  const isKnown = (word: string): boolean =>
    vocabulary.has(word) || meanings.has(word) || words.some((known) => known.includes(word));

  let correctedAny = false;
  const parts = partsOf(searchWordsOf(cut), meanings).map((typed): QueryPart & { shown: string } => {
    const terms: SearchTerm[] = [{ text: typed, kind: 'typed' }];
    const addWithMeanings = (text: string, kind: SearchTermKind) => {
      if (!terms.some((term) => term.text === text)) terms.push({ text, kind });
      for (const meaning of meanings.get(text) ?? [])
        if (!terms.some((term) => term.text === meaning))
          terms.push({ text: meaning, kind: kind === 'typed' ? 'meaning' : kind });
    };
    addWithMeanings(typed, 'typed');
    if (typed.includes(' ')) return { typed, terms, shown: typed };
    const singular = singularOf(typed, isKnown);
    if (singular) addWithMeanings(singular, 'meaning');
    if (asTyped || vocabulary.has(typed) || meanings.has(typed)) return { typed, terms, shown: typed };
    // A word the catalogue holds only inside longer words ("wardr", typed on the way to "wardrobe") is searched as
    // it is, and its corrections join it unannounced: it may be a typo of a shorter word all the same.
    const corrections = typoCorrections(typed, correctable);
    for (const correction of corrections) addWithMeanings(correction, 'corrected');
    const [shown] = corrections;
    if (shown === undefined || singular || isKnown(typed)) return { typed, terms, shown: typed };
    correctedAny = true;
    return { typed, terms, shown };
  });
  return {
    whole: foldSearchText(cut.trim()),
    parts: parts.map(({ typed, terms }) => ({ typed, terms })),
    corrected: correctedAny ? parts.map(({ shown }) => shown).join(' ') : null,
  };
};

const meaningsOfRows = new WeakMap<readonly SearchWordRow[], ReadonlyMap<string, readonly string[]>>();
type WordLists = Pick<SearchKnowledge, 'words' | 'correctable'>;
const wordListsOf = new WeakMap<SearchVocabulary, WeakMap<readonly SearchWordRow[], WordLists>>();

/**
 * What search knows, from the owner's table of search words and the catalogue's vocabulary: worked out once for each
 * table and each vocabulary (a backend keeps both while they are unchanged), not with each query.
 */
export const searchKnowledge = (
  rows: readonly SearchWordRow[],
  vocabulary: SearchVocabulary,
): SearchKnowledge => {
  let meanings = meaningsOfRows.get(rows);
  if (!meanings) meaningsOfRows.set(rows, (meanings = searchWordMeanings(rows)));
  let forTables = wordListsOf.get(vocabulary);
  if (!forTables) wordListsOf.set(vocabulary, (forTables = new WeakMap()));
  let lists = forTables.get(rows);
  if (!lists) {
    const single = [...meanings.keys()].filter((term) => !term.includes(' ') && !vocabulary.has(term));
    lists = {
      words: [...vocabulary.keys()],
      correctable: correctableWords([...vocabulary, ...single.map((term) => [term, 0] as const)]),
    };
    forTables.set(rows, lists);
  }
  return { meanings, vocabulary, ...lists };
};

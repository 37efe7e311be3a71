import { hasDevanagari, transliterateDevanagari } from './devanagari';

/** A query is cut to this many characters, without an error (docs/behaviour.md#browsing-and-search). */
export const SEARCH_QUERY_MAX = 200;

/**
 * Text as search compares it: lower case, accents and Devanagari nuktas dropped (café is cafe, मेज़ is मेज), and
 * compatibility forms unified (ﬁ is fi, full-width letters are letters), so every way of typing a letter is one.
 */
export const foldSearchText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .toLowerCase();

/** The words of a text as search sees them: runs of letters and digits, folded, Hindi spelt in Latin letters. */
export const searchWordsOf = (text: string): string[] =>
  (foldSearchText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((word) =>
    hasDevanagari(word) ? transliterateDevanagari(word) : word,
  );

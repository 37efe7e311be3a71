import { hasDevanagari, transliterateDevanagari } from './devanagari';

/** A query is cut to this many characters, without an error (docs/behaviour.md#browsing-and-search). */
export const SEARCH_QUERY_MAX = 200;

// Printable ASCII and line breaks; other control characters take the long way.
const ASCII = /^[\t\n\r\x20-\x7e]*$/;

/** Whether text is plain ASCII, which folding only lower-cases. */
export const isAscii = (text: string): boolean => ASCII.test(text);

/**
 * Text as search compares it: lower case, accents and Devanagari nuktas dropped (café is cafe, मेज़ is मेज), and
 * compatibility forms unified (ﬁ is fi, full-width letters are letters), so every way of typing a letter is one.
 */
export const foldSearchText = (text: string): string =>
  // Most shop text is plain ASCII, which has nothing to unify: a round folds hundreds of products' fields.
  ASCII.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f\u093c]/g, '')
        .toLowerCase();

/** The words of text already folded (foldSearchText): runs of letters and digits, Hindi spelt in Latin letters. */
export const searchWordsOfFolded = (folded: string): string[] =>
  ASCII.test(folded)
    ? (folded.match(/[a-z0-9]+/g) ?? [])
    : (folded.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((word) =>
        hasDevanagari(word) ? transliterateDevanagari(word) : word,
      );

/** The words of a text as search sees them: runs of letters and digits, folded, Hindi spelt in Latin letters. */
export const searchWordsOf = (text: string): string[] => searchWordsOfFolded(foldSearchText(text));

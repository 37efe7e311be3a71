import { SEARCH_FIELDS, type SearchableProduct } from './SearchVocabulary';
import { foldSearchText, isAscii, searchWordsOfFolded } from './searchText';
import type { SearchTermKind, UnderstoodQuery } from './understandQuery';

/** A match in the name counts most, then the category, the material, the description. */
const FIELD_WEIGHT: Record<(typeof SEARCH_FIELDS)[number], number> = {
  name: 8,
  category: 4,
  material: 3,
  description: 1,
};
/** A term as typed counts more than one the table gave, and that more than a corrected typo. */
const KIND_WEIGHT: Record<SearchTermKind, number> = { typed: 1, meaning: 0.9, corrected: 0.8 };
/** A whole word counts more than the start of one, and that more than a piece of one. */
const WHOLE_WORD = 1;
const WORD_START = 0.85;
const WORD_PIECE = 0.7;
/** What a field holding a query of several parts whole (SPEC's rule) adds, times the field's weight. */
const WHOLE_QUERY = 0.5;
/** A term this short ("l" of "l shaped", "6" of "6 seater") is found only as a word of its own. */
const SHORTEST_PIECE = 3;

export interface Relevance {
  /** How many of the query's parts the product holds. */
  partsFound: number;
  score: number;
}

interface FoldedField {
  weight: number;
  text: string;
  /** The field's words with a space before and after each, worked out when first needed. */
  words: string | null;
  /** Whether the text is plain ASCII: then a word of it is in the text as it stands. */
  ascii: boolean;
}

// A product's folded fields, kept while the product object lives: both backends hand out unchanging products, and a
// round re-checks each candidate more than once.
const folded = new WeakMap<SearchableProduct, FoldedField[]>();

const foldedFields = (product: SearchableProduct): FoldedField[] => {
  let fields = folded.get(product);
  if (fields === undefined) {
    fields = SEARCH_FIELDS.map((field) => {
      const text = foldSearchText(product[field]);
      return { weight: FIELD_WEIGHT[field], text, words: null, ascii: isAscii(text) };
    });
    folded.set(product, fields);
  }
  return fields;
};

const wordsOf = (field: FoldedField): string =>
  (field.words ??= ` ${searchWordsOfFolded(field.text).join(' ')} `);

/** A term as a field is searched for it: as a word of its own, as a word's start, as a piece. */
interface SoughtTerm {
  text: string;
  /** Its words: a field holds the term only if its text holds each of them. */
  pieces: readonly string[];
  word: string;
  start: string;
  weight: number;
}

// Each query's terms as sought, and each product's relevance to it: a round re-checks each candidate more than once.
const soughtParts = new WeakMap<UnderstoodQuery, SoughtTerm[][]>();
const relevances = new WeakMap<UnderstoodQuery, WeakMap<SearchableProduct, Relevance>>();

const soughtPartsOf = (query: UnderstoodQuery): SoughtTerm[][] => {
  let parts = soughtParts.get(query);
  if (parts === undefined) {
    parts = query.parts.map((part) =>
      part.terms.map((term) => ({
        text: term.text,
        pieces: term.text.split(' '),
        word: ` ${term.text} `,
        start: ` ${term.text}`,
        weight: KIND_WEIGHT[term.kind],
      })),
    );
    soughtParts.set(query, parts);
  }
  return parts;
};

const termMatch = (field: FoldedField, term: SoughtTerm): number => {
  // Most fields hold none of a term: plain text without each of its words cannot hold it, and needs no words.
  if (field.ascii && !term.pieces.every((piece) => field.text.includes(piece))) return 0;
  const words = wordsOf(field);
  return words.includes(term.word)
    ? WHOLE_WORD
    : term.text.length < SHORTEST_PIECE
      ? 0
      : words.includes(term.start)
        ? WORD_START
        : words.includes(term.text) || field.text.includes(term.text)
          ? WORD_PIECE
          : 0;
};

const scoreOf = (product: SearchableProduct, query: UnderstoodQuery): Relevance => {
  const fields = foldedFields(product);
  const wholeIn = fields.filter((field) => query.whole !== '' && field.text.includes(query.whole));
  const holdsWhole = wholeIn.length > 0;
  let partsFound = 0;
  let score = query.parts.length > 1 ? WHOLE_QUERY * Math.max(0, ...wholeIn.map((field) => field.weight)) : 0;
  for (const terms of soughtPartsOf(query)) {
    let best = 0;
    for (const field of fields)
      for (const term of terms) best = Math.max(best, field.weight * term.weight * termMatch(field, term));
    if (best > 0) partsFound++;
    score += best;
  }
  return { partsFound: holdsWhole ? query.parts.length : partsFound, score };
};

/** How well a product answers the query: which parts it holds, and how (docs/behaviour.md#browsing-and-search). */
export const relevanceOf = (product: SearchableProduct, query: UnderstoodQuery): Relevance => {
  let known = relevances.get(query);
  if (known === undefined) relevances.set(query, (known = new WeakMap()));
  let relevance = known.get(product);
  if (relevance === undefined) known.set(product, (relevance = scoreOf(product, query)));
  return relevance;
};

/** Names in the order `localeCompare(…, 'en')` gives, without building a collator for each comparison. */
const byName = new Intl.Collator('en').compare;

export interface SearchResults<T> {
  products: T[];
  /** False when no product holds every part of the query, and these hold most of them. */
  allParts: boolean;
}

/**
 * The active products that answer the query, best first: those holding every part of it if any do, else those
 * holding at least half of its parts, the most first; then by score, in stock before sold out where the scores are
 * equal, then by name and id, so both backends agree.
 */
export const rankSearch = <T extends SearchableProduct>(
  products: readonly T[],
  query: UnderstoodQuery,
): SearchResults<T> => {
  if (query.parts.length === 0) return { products: [], allParts: true };
  const scored = products
    .filter((product) => product.isActive)
    .map((product) => ({ product, ...relevanceOf(product, query) }))
    .filter(({ partsFound }) => partsFound > 0);
  const allParts = scored.some(({ partsFound }) => partsFound === query.parts.length);
  const least = allParts ? query.parts.length : Math.ceil(query.parts.length / 2);
  const kept = scored.filter(({ partsFound }) => partsFound >= least);
  kept.sort(
    (a, b) =>
      b.partsFound - a.partsFound ||
      b.score - a.score ||
      Number(b.product.stock > 0) - Number(a.product.stock > 0) ||
      byName(a.product.name, b.product.name) ||
      (a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0),
  );
  return { products: kept.map(({ product }) => product), allParts: allParts || kept.length === 0 };
};

import { SEARCH_MIN_LENGTH } from '../storefront/ProductSearch';
import { MAX_SEARCH_WORD_ROWS, searchTermOf, type SearchWordRow } from './SearchWords';

/** What is wrong with the owner's table, row by row: the row's position (from 0) and a sentence naming the row. */
export type SearchWordsErrors = ReadonlyMap<number, string>;

const rowName = (index: number): string => `Row ${index + 1}`;

const listed = (indexes: readonly number[]): string => {
  const names = indexes.map((index) => String(index + 1));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** The first thing wrong with one row's words on their own, or null. */
const wordProblem = (row: SearchWordRow, index: number): string | null => {
  if (row.words.length === 0)
    return `${rowName(index)} has no words: type what shoppers search for, or remove the row.`;
  for (const word of [...row.words, ...row.means]) {
    const term = searchTermOf(word);
    if (word.trim() === '') return `${rowName(index)} has an empty word: remove the extra comma.`;
    if (term === '') return `${rowName(index)}: "${word.trim()}" has no letters or digits.`;
    if (term.length < SEARCH_MIN_LENGTH)
      return `${rowName(index)}: "${word.trim()}" is too short; a word needs at least ${SEARCH_MIN_LENGTH} letters (a phrase may hold shorter words).`;
  }
  return null;
};

/**
 * The rows each row's words lead to: a row whose words mean other words leads to the rows that list those words.
 * A row whose words mean each other leads nowhere, as its meanings stay inside it.
 */
const rowsLedTo = (rows: readonly SearchWordRow[], rowOfTerm: ReadonlyMap<string, number>): number[][] =>
  rows.map((row) => [
    ...new Set(
      row.means.flatMap((meaning) => {
        const next = rowOfTerm.get(searchTermOf(meaning));
        return next === undefined ? [] : [next];
      }),
    ),
  ]);

/** The rows that lead back to themselves, each with the rows of its circle, in order (Tarjan's strongly connected components). */
const rowsInCircles = (next: readonly (readonly number[])[]): Map<number, number[]> => {
  const order = new Map<number, number>();
  const lowest = new Map<number, number>();
  const stack: number[] = [];
  const circles = new Map<number, number[]>();
  const visit = (row: number): void => {
    order.set(row, order.size);
    lowest.set(row, order.get(row)!);
    stack.push(row);
    for (const to of next[row] ?? []) {
      if (!order.has(to)) {
        visit(to);
        lowest.set(row, Math.min(lowest.get(row)!, lowest.get(to)!));
      } else if (stack.includes(to)) lowest.set(row, Math.min(lowest.get(row)!, order.get(to)!));
    }
    if (lowest.get(row) !== order.get(row)) return;
    const component: number[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      component.push(member);
      if (member === row) break;
    }
    if (component.length > 1 || next[row]?.includes(row)) {
      const sorted = component.sort((a, b) => a - b);
      for (const member of sorted) circles.set(member, sorted);
    }
  };
  for (let row = 0; row < next.length; row++) if (!order.has(row)) visit(row);
  return circles;
};

/**
 * The owner's table of search words as Settings → Search words saves it (docs/behaviour.md#browsing-and-search):
 * at most MAX_SEARCH_WORD_ROWS rows; each with words, none empty, of at least SEARCH_MIN_LENGTH letters; each word
 * listed once in the whole table (a row's meanings may repeat across rows); and no row whose words, followed through
 * the rows they mean, come back to it. Each problem names its row; a row shows its first.
 */
export const validateSearchWords = (rows: readonly SearchWordRow[]): SearchWordsErrors => {
  const errors = new Map<number, string>();
  if (rows.length > MAX_SEARCH_WORD_ROWS) {
    const extra = rows.length - MAX_SEARCH_WORD_ROWS;
    errors.set(
      MAX_SEARCH_WORD_ROWS,
      `${rowName(MAX_SEARCH_WORD_ROWS)}: the table holds at most ${MAX_SEARCH_WORD_ROWS} rows; remove ${extra} ${extra === 1 ? 'row' : 'rows'}.`,
    );
  }
  const rowOfTerm = new Map<string, number>();
  const typedAs = new Map<string, string>();
  rows.forEach((row, index) => {
    const problem = wordProblem(row, index);
    if (problem !== null) {
      if (!errors.has(index)) errors.set(index, problem);
      return;
    }
    for (const word of row.words) {
      const term = searchTermOf(word);
      const earlier = rowOfTerm.get(term);
      if (earlier === undefined) {
        rowOfTerm.set(term, index);
        typedAs.set(term, word.trim());
        continue;
      }
      const typed = word.trim();
      const same = typedAs.get(term)!;
      const as = same === typed ? '' : ` (as "${same}")`;
      if (!errors.has(index))
        errors.set(
          index,
          earlier === index
            ? `${rowName(index)} lists "${typed}" twice${as}; list each word once.`
            : `${rowName(index)}: "${typed}" is already in row ${earlier + 1}${as}; list each word once.`,
        );
    }
  });
  for (const [row, circle] of rowsInCircles(rowsLedTo(rows, rowOfTerm)))
    if (!errors.has(row))
      errors.set(
        row,
        circle.length === 1
          ? `${rowName(row)}: its words cannot also find themselves; leave "Also find" empty for words that mean each other.`
          : `${rowName(row)}: its words lead back to themselves through rows ${listed(circle)}, a cycle that never ends; put these words in one row instead.`,
      );
  return errors;
};

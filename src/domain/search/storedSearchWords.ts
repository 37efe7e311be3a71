import { DEFAULT_SEARCH_WORDS, MAX_SEARCH_WORD_ROWS, type SearchWordRow } from './SearchWords';

const MAX_STORED_TEXT = 200;

const textsOf = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? value.map((item: string) => item.slice(0, MAX_STORED_TEXT))
    : null;

/**
 * The owner's table as a stored `settings/searchWords` document holds it: DEFAULT_SEARCH_WORDS when the owner has
 * saved none; a corrupted row (not two lists of text) is dropped and the table cut to MAX_SEARCH_WORD_ROWS, so search
 * never fails on it. Both backends read their document through it.
 */
export const storedSearchWords = (stored: unknown): readonly SearchWordRow[] => {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_SEARCH_WORDS;
  const rows = (stored as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) return DEFAULT_SEARCH_WORDS;
  return rows.slice(0, MAX_SEARCH_WORD_ROWS).flatMap((row: unknown): SearchWordRow[] => {
    const fields = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
    const words = textsOf(fields.words);
    const means = textsOf(fields.means);
    return words && means ? [{ words, means }] : [];
  });
};

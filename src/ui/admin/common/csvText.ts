import Papa from 'papaparse';

/**
 * CSV text through papaparse, loaded on demand by the admin's import and exports (never with the shop). Writing
 * starts with a byte-order mark, so Excel opens Hindi and ₹ as UTF-8; reading drops it. Commas separate cells, and a
 * cell with a comma, quote or line break is quoted.
 */
export const toCsv = (records: readonly (readonly string[])[]): string =>
  `\uFEFF${Papa.unparse(records as string[][], { newline: '\r\n', escapeFormulae: false })}`;

/** The records of CSV text (header included); null when its quotes do not pair up. */
export const parseCsv = (text: string): string[][] | null => {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    header: false,
    skipEmptyLines: false,
    dynamicTyping: false,
  });
  if (result.errors.some((error) => error.type === 'Quotes')) return null;
  return result.data;
};

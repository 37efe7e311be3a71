/**
 * A spreadsheet runs a cell that starts with =, +, - or @ as a formula, so text from shoppers or staff could run in
 * the accountant's Excel ("CSV injection"). Such a cell is written with a leading apostrophe, which a spreadsheet
 * shows as text; a whole number like -500 stays a number. Reading strips exactly the apostrophe writing added, so
 * reading what was written gives every text back unchanged.
 */
const RUNS_AS_FORMULA = /^'*(?:[=+@\t\r]|-(?!\d+$))/;

export const escapeCell = (text: string): string => (RUNS_AS_FORMULA.test(text) ? `'${text}` : text);

export const unescapeCell = (cell: string): string =>
  cell.startsWith("'") && RUNS_AS_FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell;

/** Whole rupees as a spreadsheet reads them: digits only, no grouping or symbol. */
export const rupeesCell = (rupees: number): string => String(rupees);

/** Paise as rupees with two decimals ('1234.50'), for tax amounts. */
export const paiseCell = (paise: number): string => (paise / 100).toFixed(2);

/** India Standard Time, UTC+05:30, which has no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;

/** '2025-03-01 15:30': an instant in India time, as a spreadsheet sorts and reads it; '' for a non-date. */
export const indiaDateTimeCell = (iso: string): string => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
};

/** The instant an India calendar day (YYYY-MM-DD) starts, as an ISO string; null for a malformed day. */
export const indiaDayStart = (day: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return new Date(time - IST_OFFSET_MS).toISOString();
};

/** The India calendar day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** The India calendar day of an instant (YYYY-MM-DD). */
export const indiaDay = (iso: string): string =>
  new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);

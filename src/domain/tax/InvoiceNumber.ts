/** India's time zone has no daylight saving: UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A rule 46 invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/**
 * The financial year (April–March, India time) an instant falls in, by the year it starts: 2026 from 1 April 2026
 * 00:00 IST to 31 March 2027 23:59 IST.
 */
export const financialYearOf = (instant: string): number => {
  const india = new Date(Date.parse(instant) + IST_OFFSET_MS);
  if (Number.isNaN(india.getTime())) throw new RangeError(`Not an instant: ${instant}`);
  return india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
};

/** The financial year as invoice numbers write it: 2026 → '26-27'. */
export const financialYearLabel = (startYear: number): string => {
  const twoDigits = (year: number): string => String(year % 100).padStart(2, '0');
  return `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`;
};

/** 'SH', 2026, 123 → 'SH/26-27/000123'. */
export const formatInvoiceNumber = (prefix: string, financialYear: number, sequence: number): string => {
  const number = `${prefix}/${financialYearLabel(financialYear)}/${String(sequence).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(`${number} is longer than an invoice number may be (${INVOICE_NUMBER_MAX_LENGTH})`);
  }
  return number;
};

/**
 * 'SH', 2026, 12 → 'SHCN/26-27/0012': credit notes run their own series (rule 53 numbers them like invoices), the
 * shop's prefix and CN, within the same 16 characters. Past 9999 the number takes a fifth digit where it fits (a
 * prefix of one or two characters).
 */
export const formatCreditNoteNumber = (prefix: string, financialYear: number, sequence: number): string => {
  const number = `${prefix}CN/${financialYearLabel(financialYear)}/${String(sequence).padStart(4, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(
      `${number} is longer than a credit note number may be (${INVOICE_NUMBER_MAX_LENGTH})`,
    );
  }
  return number;
};

/** The shop's one invoice counter: the financial year of the last number issued (its start year), and its sequence. */
export interface InvoiceCounter {
  financialYear: number;
  last: number;
}

/**
 * The counter after issuing the next invoice at `instant`: one more in the same financial year, 1 in a new one.
 * An instant before the counter's year would start that year's series again, so it is refused.
 */
export const advanceInvoiceCounter = (counter: InvoiceCounter | null, instant: string): InvoiceCounter => {
  const financialYear = financialYearOf(instant);
  if (!counter || financialYear > counter.financialYear) return { financialYear, last: 1 };
  if (financialYear < counter.financialYear) {
    throw new RangeError(`${instant} falls before the counter's financial year ${counter.financialYear}`);
  }
  return { financialYear, last: counter.last + 1 };
};

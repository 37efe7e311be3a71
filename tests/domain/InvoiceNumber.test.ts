import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCreditNoteNumber,
  advanceInvoiceCounter,
  financialYearLabel,
  financialYearOf,
  formatInvoiceNumber,
  type InvoiceCounter,
} from '../../src/domain/tax/InvoiceNumber';

const instant = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

describe('financialYearOf', () => {
  it('runs from 1 April to 31 March, India time', () => {
    expect(financialYearOf('2026-03-31T18:29:59.999Z')).toBe(2025); // 31 March, 23:59 IST
    expect(financialYearOf('2026-03-31T18:30:00.000Z')).toBe(2026); // 1 April, 00:00 IST
    expect(financialYearOf('2026-11-26T10:00:00.000Z')).toBe(2026);
    expect(financialYearLabel(2026)).toBe('26-27');
    expect(financialYearLabel(2099)).toBe('99-00');
  });
});

describe('formatInvoiceNumber', () => {
  it('writes the prefix, the financial year and a six-digit sequence, within 16 characters', () => {
    expect(formatInvoiceNumber('SH', 2026, 123)).toBe('SH/26-27/000123');
    expect(formatInvoiceNumber('SHM', 2026, 999_999)).toHaveLength(16);
    expect(() => formatInvoiceNumber('SHM', 2026, 1_000_000)).toThrow(RangeError);
  });
});

describe('advanceInvoiceCounter', () => {
  it('numbers the invoices of each financial year 1, 2, 3… with none skipped or repeated, in any order of issue within a year', () => {
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 60 }), (instants) => {
        const sorted = [...instants].sort();
        let counter: InvoiceCounter | null = null;
        const issued: string[] = [];
        for (const at of sorted) {
          counter = advanceInvoiceCounter(counter, at);
          issued.push(formatInvoiceNumber('SH', counter.financialYear, counter.last));
        }
        expect(new Set(issued).size).toBe(issued.length);
        const byYear = new Map<number, number>();
        for (const at of sorted) byYear.set(financialYearOf(at), (byYear.get(financialYearOf(at)) ?? 0) + 1);
        for (const [year, count] of byYear) {
          const expected = Array.from({ length: count }, (_, index) =>
            formatInvoiceNumber('SH', year, index + 1),
          );
          expect(issued.filter((number) => number.includes(`/${financialYearLabel(year)}/`))).toEqual(
            expected,
          );
        }
      }),
    );
  });

  it('refuses an instant before the counter’s financial year instead of starting that series again', () => {
    const counter = advanceInvoiceCounter(null, '2026-04-02T10:00:00Z');
    expect(() => advanceInvoiceCounter(counter, '2026-03-30T10:00:00Z')).toThrow(RangeError);
    expect(advanceInvoiceCounter(counter, '2027-04-01T10:00:00Z')).toEqual({
      financialYear: 2027,
      last: 1,
    });
  });

  it('numbers credit notes in their own series of at most 16 characters: 9,999 a year with a 3-letter prefix', () => {
    expect(formatCreditNoteNumber('SH', 2026, 7)).toBe('SHCN/26-27/0007');
    expect(formatCreditNoteNumber('ABC', 2026, 9999)).toBe('ABCCN/26-27/9999');
    expect(() => formatCreditNoteNumber('ABC', 2026, 10_000)).toThrow(RangeError);
  });

  it('goes on past 9,999 credit notes a year where a shorter prefix leaves room', () => {
    expect(formatCreditNoteNumber('SH', 2026, 10_000)).toBe('SHCN/26-27/10000');
    expect(formatCreditNoteNumber('S', 2026, 123_456)).toBe('SCN/26-27/123456');
    expect(() => formatCreditNoteNumber('SH', 2026, 100_000)).toThrow(RangeError);
  });
});

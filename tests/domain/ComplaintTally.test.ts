import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ComplaintInput, fileComplaint } from '../../src/domain/afterSales/Complaint';
import {
  type ComplaintTally,
  complaintTallyAfter,
  filedInMonthOf,
  indiaMonthOf,
  MAX_COMPLAINTS_PER_MONTH,
} from '../../src/domain/afterSales/ComplaintTally';

const input: ComplaintInput = {
  uid: 'asha',
  orderId: null,
  subject: 'Scratched table top',
  description: 'The dining table arrived with a deep scratch across its top.',
  contact: '98765 43210',
};

const instant = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

describe('an account’s complaints of a month', () => {
  it('counts by the month in India: 1 April 00:10 IST is still 31 March in UTC', () => {
    expect(indiaMonthOf('2026-03-31T18:40:00.000Z')).toBe('2026-04');
    expect(indiaMonthOf('2026-03-31T18:20:00.000Z')).toBe('2026-03');
  });

  it('files five complaints in a month and refuses the sixth; a new month starts again', () => {
    let tally: ComplaintTally | null = null;
    const at = '2026-03-10T10:00:00.000Z';
    for (let number = 1; number <= MAX_COMPLAINTS_PER_MONTH; number++) {
      expect(fileComplaint(input, number, at, null, tally).ok).toBe(true);
      tally = complaintTallyAfter(tally, at);
    }
    expect(tally).toEqual({ month: '2026-03', count: 5 });
    expect(fileComplaint(input, 6, at, null, tally)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.TOO_MANY', max: 5 },
    });
    const nextMonth = '2026-03-31T19:00:00.000Z';
    expect(fileComplaint(input, 6, nextMonth, null, tally).ok).toBe(true);
    expect(complaintTallyAfter(tally, nextMonth)).toEqual({ month: '2026-04', count: 1 });
  });

  it('moves by one within the month of each filing, whatever came before', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 20 }), (before, at, count) => {
        const tally = { month: indiaMonthOf(before), count };
        const after = complaintTallyAfter(tally, at);
        expect(after.month).toBe(indiaMonthOf(at));
        expect(after.count).toBe(filedInMonthOf(tally, at) + 1);
        expect(after.count).toBe(indiaMonthOf(before) === indiaMonthOf(at) ? count + 1 : 1);
      }),
    );
  });

  it('reads a corrupt tally as no complaints, never as a crash', () => {
    const corrupt = { month: '2026-03', count: 'five' } as unknown as ComplaintTally;
    expect(filedInMonthOf(corrupt, '2026-03-10T10:00:00.000Z')).toBe(0);
  });
});

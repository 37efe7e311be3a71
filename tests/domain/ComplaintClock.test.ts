import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Complaint, ComplaintStatus } from '../../src/domain/afterSales/Complaint';
import {
  acknowledgeDueAt,
  compareForStaff,
  complaintClock,
  hoursUntil,
  isOverdue,
  nextDueAt,
  resolveDays,
  resolveDueAt,
} from '../../src/domain/afterSales/ComplaintClock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IST = 330 * 60_000;

/** Instants from 2024 to 2030, to the millisecond. */
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms).toISOString());

const complaintOf = (
  status: ComplaintStatus,
  createdAt: string,
  id = '1',
  resolvedAt: string | null = null,
): Complaint => ({
  id,
  number: Number(id),
  uid: 'asha',
  orderId: null,
  subject: 'Late delivery',
  description: 'The bed was promised for Monday and has not come.',
  contact: 'asha@example.com',
  status,
  createdAt,
  acknowledgedAt: status === 'open' ? null : createdAt,
  resolvedAt: status === 'resolved' ? (resolvedAt ?? createdAt) : null,
  replies: [],
});

const indiaParts = (iso: string) => {
  const india = new Date(Date.parse(iso) + IST);
  return {
    year: india.getUTCFullYear(),
    month: india.getUTCMonth(),
    day: india.getUTCDate(),
    timeOfDay: india.getTime() % DAY,
  };
};

describe('the 48-hour acknowledgement clock', () => {
  it('is due exactly 48 hours after filing', () => {
    fc.assert(
      fc.property(instant, (filed) => {
        expect(Date.parse(acknowledgeDueAt(filed)) - Date.parse(filed)).toBe(48 * HOUR);
      }),
    );
  });
});

describe('the one-month resolution clock, in India time', () => {
  it('is due 28 to 31 days after filing, a whole number of days, after the acknowledgement', () => {
    fc.assert(
      fc.property(instant, (filed) => {
        const days = (Date.parse(resolveDueAt(filed)) - Date.parse(filed)) / DAY;
        expect(Number.isInteger(days)).toBe(true);
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
        expect(resolveDays(filed)).toBe(days);
        expect(resolveDueAt(filed) > acknowledgeDueAt(filed)).toBe(true);
      }),
    );
  });

  it("falls in the next calendar month of India's calendar, on the same day or that month's last", () => {
    fc.assert(
      fc.property(instant, (filed) => {
        const from = indiaParts(filed);
        const due = indiaParts(resolveDueAt(filed));
        expect(due.year * 12 + due.month - (from.year * 12 + from.month)).toBe(1);
        const lastDay = new Date(Date.UTC(due.year, due.month + 1, 0)).getUTCDate();
        expect(due.day).toBe(Math.min(from.day, lastDay));
        expect(due.timeOfDay).toBe(from.timeOfDay);
      }),
    );
  });

  it('filed 31 January is due 28 February, or 29 in a leap year; the India date decides', () => {
    // 31 January, 10:00 in India.
    expect(resolveDueAt('2026-01-31T04:30:00.000Z')).toBe('2026-02-28T04:30:00.000Z');
    expect(resolveDueAt('2028-01-31T04:30:00.000Z')).toBe('2028-02-29T04:30:00.000Z');
    // 31 January 20:00 UTC is already 1 February, 01:30 in India: due 1 March.
    expect(resolveDueAt('2026-01-31T20:00:00.000Z')).toBe('2026-02-28T20:00:00.000Z');
    // December runs into January of the next year.
    expect(resolveDueAt('2026-12-15T06:00:00.000Z')).toBe('2027-01-15T06:00:00.000Z');
  });
});

describe('overdue', () => {
  const status = fc.constantFrom<ComplaintStatus>('open', 'acknowledged');

  it('flips exactly at the due instant: on time at it, overdue a millisecond later', () => {
    fc.assert(
      fc.property(status, instant, (state, filed) => {
        const complaint = complaintOf(state, filed);
        const due = nextDueAt(complaint);
        if (due === null) throw new Error('a waiting complaint has a due time');
        expect(due).toBe(state === 'open' ? acknowledgeDueAt(filed) : resolveDueAt(filed));
        expect(isOverdue(complaint, due)).toBe(false);
        expect(isOverdue(complaint, new Date(Date.parse(due) + 1).toISOString())).toBe(true);
        expect(complaintClock(complaint, due)).toEqual({
          stage: state === 'open' ? 'acknowledge' : 'resolve',
          dueAt: due,
          overdue: false,
        });
      }),
    );
  });

  it('never applies to a resolved complaint', () => {
    fc.assert(
      fc.property(instant, instant, (filed, now) => {
        const complaint = complaintOf('resolved', filed);
        expect(isOverdue(complaint, now)).toBe(false);
        expect(complaintClock(complaint, now)).toEqual({ stage: 'done', resolvedAt: filed });
      }),
    );
  });

  it('counts the hours left towards zero', () => {
    expect(hoursUntil('2026-03-02T10:00:00.000Z', '2026-03-01T10:30:00.000Z')).toBe(23);
    expect(hoursUntil('2026-03-01T10:00:00.000Z', '2026-03-01T15:59:00.000Z')).toBe(-5);
  });
});

describe("the staff's queue", () => {
  const queued = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }).map(String),
      status: fc.constantFrom<ComplaintStatus>('open', 'acknowledged', 'resolved'),
      createdAt: instant,
      resolvedAt: instant,
    }),
    { selector: (item) => item.id, maxLength: 30 },
  );

  it('puts every overdue complaint before every one on time, and resolved ones last', () => {
    fc.assert(
      fc.property(queued, instant, (items, now) => {
        const sorted = items
          .map((item) => complaintOf(item.status, item.createdAt, item.id, item.resolvedAt))
          .sort(compareForStaff);
        const rank = (complaint: Complaint) =>
          complaint.status === 'resolved' ? 2 : isOverdue(complaint, now) ? 0 : 1;
        const ranks = sorted.map(rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });

  it('orders waiting complaints by due time, and is a total order', () => {
    fc.assert(
      fc.property(queued, (items) => {
        const complaints = items.map((item) =>
          complaintOf(item.status, item.createdAt, item.id, item.resolvedAt),
        );
        const sorted = [...complaints].sort(compareForStaff);
        const dues = sorted.flatMap((complaint) => nextDueAt(complaint) ?? []);
        expect(dues).toEqual([...dues].sort());
        for (const a of complaints)
          for (const b of complaints)
            expect(Math.sign(compareForStaff(a, b))).toBe(a === b ? 0 : -Math.sign(compareForStaff(b, a)));
      }),
    );
  });
});

import { IST_OFFSET_MINUTES } from '../staff/AdminDashboard';
import type { Complaint } from './Complaint';
import { compareText } from '../text/compareText';

/** The shop acknowledges every complaint within 48 hours of its filing. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** When the acknowledgement of a complaint filed at `filedAt` is due: 48 hours later. */
export const acknowledgeDueAt = (filedAt: string): string =>
  new Date(Date.parse(filedAt) + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS).toISOString();

const daysInMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * When the resolution of a complaint filed at `filedAt` is due: one calendar month later in India time, at the same
 * time of day, on the same day of the month or on the month's last day when it is shorter (filed 31 January, due 28
 * February, or 29 in a leap year). India keeps no daylight saving, so this is always a whole number of days, 28 to 31.
 * firestore.rules compute the same (monthAfterInIndia).
 */
export const resolveDueAt = (filedAt: string): string => {
  const india = new Date(Date.parse(filedAt) + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth();
  const day = india.getUTCDate();
  const nextYear = month === 11 ? year + 1 : year;
  const nextMonth = (month + 1) % 12;
  const dueDay = Math.min(day, daysInMonth(nextYear, nextMonth));
  const timeOfDay = india.getTime() - Date.UTC(year, month, day);
  return new Date(Date.UTC(nextYear, nextMonth, dueDay) + timeOfDay - IST_OFFSET_MS).toISOString();
};

/** Whole days from filing to the resolution's due time (28 to 31). */
export const resolveDays = (filedAt: string): number =>
  Math.round((Date.parse(resolveDueAt(filedAt)) - Date.parse(filedAt)) / DAY_MS);

/** What the shop owes a complaint next: its acknowledgement, its resolution, or nothing once resolved. */
export type ComplaintClock =
  | { stage: 'acknowledge' | 'resolve'; dueAt: string; overdue: boolean }
  | { stage: 'done'; resolvedAt: string };

/** When the next thing the shop owes is due (null once resolved). */
export const nextDueAt = (complaint: Pick<Complaint, 'status' | 'createdAt'>): string | null =>
  complaint.status === 'open'
    ? acknowledgeDueAt(complaint.createdAt)
    : complaint.status === 'acknowledged'
      ? resolveDueAt(complaint.createdAt)
      : null;

/** Overdue: still waiting on the shop after its due instant (at the due instant itself it is on time). */
export const isOverdue = (complaint: Pick<Complaint, 'status' | 'createdAt'>, now: string): boolean => {
  const due = nextDueAt(complaint);
  return due !== null && Date.parse(now) > Date.parse(due);
};

export const complaintClock = (
  complaint: Pick<Complaint, 'status' | 'createdAt' | 'resolvedAt'>,
  now: string,
): ComplaintClock => {
  const dueAt = nextDueAt(complaint);
  if (dueAt === null) return { stage: 'done', resolvedAt: complaint.resolvedAt ?? complaint.createdAt };
  return {
    stage: complaint.status === 'open' ? 'acknowledge' : 'resolve',
    dueAt,
    overdue: Date.parse(now) > Date.parse(dueAt),
  };
};

/**
 * The staff's queue: complaints waiting on the shop by their next due time, soonest first — so every overdue one
 * comes before every one still on time —, then the resolved ones, latest resolved first; the id breaks ties. Both
 * backends list in this order (the Firestore adapter keeps the due time as a query field).
 */
/** What places a complaint in the staff's queue. */
export type QueuePosition = Pick<Complaint, 'id' | 'status' | 'createdAt' | 'resolvedAt'>;

export const compareForStaff = (a: QueuePosition, b: QueuePosition): number => {
  const dueA = nextDueAt(a);
  const dueB = nextDueAt(b);
  if (dueA !== null && dueB !== null) return Date.parse(dueA) - Date.parse(dueB) || compareText(a.id, b.id);
  if (dueA !== null) return -1;
  if (dueB !== null) return 1;
  return compareText(b.resolvedAt ?? '', a.resolvedAt ?? '') || compareText(b.id, a.id);
};

/** Hours from `now` until `dueAt`, rounded towards zero (negative: overdue). */
export const hoursUntil = (dueAt: string, now: string): number =>
  Math.trunc((Date.parse(dueAt) - Date.parse(now)) / HOUR_MS);

import { shopDay } from '../staff/AdminDashboard';

/** How many complaints one account may file in a calendar month (India time): nobody floods the grievance desk. */
export const MAX_COMPLAINTS_PER_MONTH = 5;

/** An account's complaints of one month, 'YYYY-MM' in India time; the rules keep it beside the complaints. */
export interface ComplaintTally {
  month: string;
  count: number;
}

/** The India-time month of the instant `at`, as 'YYYY-MM'. */
export const indiaMonthOf = (at: string): string => shopDay(at).slice(0, 7);

/** How many complaints the account has filed in the month of `at`, by its tally (none: none). */
export const filedInMonthOf = (tally: ComplaintTally | null, at: string): number =>
  tally?.month === indiaMonthOf(at) && Number.isInteger(tally.count) ? tally.count : 0;

/** The tally once one more complaint is filed at `at`: a new month starts again from one. */
export const complaintTallyAfter = (tally: ComplaintTally | null, at: string): ComplaintTally => ({
  month: indiaMonthOf(at),
  count: filedInMonthOf(tally, at) + 1,
});

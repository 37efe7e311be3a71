// The shop's dates and times are India's, wherever the device is: an invoice, a return window or a complaint's due
// time falls on the same day for the shopper abroad, the staff and the rules (IST_OFFSET_MINUTES).
const INDIA = 'Asia/Kolkata';
const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA,
});
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA,
});

const DAY_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA,
});

const valid = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '5 Mar 2026' for an ISO timestamp, in India; '' when it is not one. */
export const formatDate = (iso: string): string => {
  const date = valid(iso);
  return date ? DATE.format(date) : '';
};

/** '5 Mar 2026, 4:30 pm' for an ISO timestamp, in India; '' when it is not one. */
export const formatDateTime = (iso: string): string => {
  const date = valid(iso);
  return date ? DATE_TIME.format(date) : '';
};

/** '5 Mar, 4:30 pm' for an ISO timestamp of these days, in India; '' when it is not one. */
export const formatDayTime = (iso: string): string => {
  const date = valid(iso);
  return date ? DAY_TIME.format(date) : '';
};

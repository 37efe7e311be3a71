const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const valid = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '5 Mar 2026' for an ISO timestamp; '' when it is not one. */
export const formatDate = (iso: string): string => {
  const date = valid(iso);
  return date ? DATE.format(date) : '';
};

/** '5 Mar 2026, 4:30 pm' for an ISO timestamp; '' when it is not one. */
export const formatDateTime = (iso: string): string => {
  const date = valid(iso);
  return date ? DATE_TIME.format(date) : '';
};

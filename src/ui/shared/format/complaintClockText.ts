import type { Complaint } from '../../../domain/afterSales/Complaint';
import {
  acknowledgeDueAt,
  hoursUntil,
  isOverdue,
  resolveDueAt,
} from '../../../domain/afterSales/ComplaintClock';
import { formatDate, formatDateTime } from '../../../domain/text/formatDateTime';

/** '5 h' under two days, else '3 days' (rounded down): how far off a due time is. */
export const spanText = (hours: number): string => {
  const whole = Math.abs(hours);
  if (whole < 48) return `${whole} h`;
  const days = Math.floor(whole / 24);
  return `${days} days`;
};

/** The shopper's reading of a complaint's clocks: what the shop owes them next, and by when. */
export const shopperClockText = (complaint: Complaint, now: string): string => {
  const late = isOverdue(complaint, now);
  switch (complaint.status) {
    case 'open': {
      const due = formatDateTime(acknowledgeDueAt(complaint.createdAt));
      return late
        ? `Our acknowledgement was due by ${due}. We are sorry for the delay.`
        : `We will acknowledge it by ${due}.`;
    }
    case 'acknowledged': {
      const due = formatDate(resolveDueAt(complaint.createdAt));
      return late
        ? `Its resolution was due by ${due}. We are sorry for the delay.`
        : `We will resolve it by ${due}.`;
    }
    case 'resolved':
      return `Resolved on ${formatDateTime(complaint.resolvedAt ?? complaint.createdAt)}.`;
  }
};

export interface StaffClockLine {
  text: string;
  overdue: boolean;
}

const clockLine = (task: string, late: string, dueAt: string, now: string): StaffClockLine => {
  const hours = hoursUntil(dueAt, now);
  const overdue = Date.parse(now) > Date.parse(dueAt);
  return overdue
    ? { text: `${late} overdue by ${spanText(Math.min(hours, -1))} (due ${formatDateTime(dueAt)})`, overdue }
    : { text: `${task}: ${spanText(hours)} left (by ${formatDateTime(dueAt)})`, overdue };
};

/** The staff's reading of both clocks: 48 hours to acknowledge, one month to resolve. */
export const staffClockLines = (complaint: Complaint, now: string): StaffClockLine[] => {
  const acknowledge =
    complaint.acknowledgedAt === null
      ? clockLine('Acknowledge', 'Acknowledgement', acknowledgeDueAt(complaint.createdAt), now)
      : { text: `Acknowledged ${formatDateTime(complaint.acknowledgedAt)}`, overdue: false };
  const resolve =
    complaint.resolvedAt === null
      ? clockLine('Resolve', 'Resolution', resolveDueAt(complaint.createdAt), now)
      : { text: `Resolved ${formatDateTime(complaint.resolvedAt)}`, overdue: false };
  return [acknowledge, resolve];
};

import { type DocumentData, serverTimestamp, Timestamp } from 'firebase/firestore';
import {
  COMPLAINT_STATUSES,
  type Complaint,
  type ComplaintReply,
  type ComplaintStatus,
} from '../../domain/afterSales/Complaint';
import { ACKNOWLEDGE_WITHIN_HOURS, resolveDays } from '../../domain/afterSales/ComplaintClock';
import { fromIso, toIso } from './timestamps';

/**
 * A complaint as stored: the domain's fields, times as Timestamps, the replies as a map keyed by position ('0', '1',
 * …) so each reply holds the server's time, and `dueKey`, a query field: the complaint's next due time less 48 hours
 * (ComplaintClock.nextDueAt). A new complaint's is its filing time, which serverTimestamp() writes and the rules can
 * check, and ordering by it is ordering by the due time, so the staff's list puts overdue complaints first.
 */
const DUE_KEY_SHIFT_SECONDS = ACKNOWLEDGE_WITHIN_HOURS * 3600;
const DAY_SECONDS = 86_400;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalTime = (value: unknown): string | null =>
  value === null || value === undefined ? null : toIso(value);

const repliesOf = (value: unknown): ComplaintReply[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .filter(([key]) => /^\d+$/.test(key))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, entry]) => {
          const raw = (entry ?? {}) as Record<string, unknown>;
          return {
            from: raw['from'] === 'staff' ? 'staff' : 'shopper',
            staffName: text(raw['staffName']),
            text: text(raw['text']),
            at: toIso(raw['at']),
          };
        })
    : [];

export const fromComplaintDocument = (id: string, data: DocumentData): Complaint => {
  const status = data['status'];
  return {
    id,
    number: typeof data['number'] === 'number' ? data['number'] : Number(id) || 0,
    uid: text(data['uid']),
    orderId: typeof data['orderId'] === 'string' ? data['orderId'] : null,
    subject: text(data['subject']),
    description: text(data['description']),
    contact: text(data['contact']),
    status: COMPLAINT_STATUSES.includes(status as ComplaintStatus) ? (status as ComplaintStatus) : 'open',
    createdAt: toIso(data['createdAt']),
    acknowledgedAt: optionalTime(data['acknowledgedAt']),
    resolvedAt: optionalTime(data['resolvedAt']),
    replies: repliesOf(data['replies']),
  };
};

const fields = (complaint: Complaint): DocumentData => ({
  number: complaint.number,
  uid: complaint.uid,
  orderId: complaint.orderId,
  subject: complaint.subject,
  description: complaint.description,
  contact: complaint.contact,
  status: complaint.status,
});

/** A new complaint: filed (and first due) at the server's time, as the rules require. */
export const newComplaintDocument = (complaint: Complaint): DocumentData => ({
  ...fields(complaint),
  createdAt: serverTimestamp(),
  acknowledgedAt: null,
  resolvedAt: null,
  replies: {},
  dueKey: serverTimestamp(),
});

/** The reply as stored: the server's time. */
export const replyDocument = (reply: ComplaintReply): DocumentData => ({
  from: reply.from,
  staffName: reply.staffName,
  text: reply.text,
  at: serverTimestamp(),
});

/**
 * The dueKey of an acknowledged complaint filed at `filedAt` (the stored Timestamp, to the microsecond the rules
 * compare): its resolution's due time, a whole number of days after filing, less 48 hours.
 */
export const acknowledgedDueKey = (filedAt: Timestamp): Timestamp =>
  new Timestamp(
    filedAt.seconds + resolveDays(filedAt.toDate().toISOString()) * DAY_SECONDS - DUE_KEY_SHIFT_SECONDS,
    filedAt.nanoseconds,
  );

/** The query bound of complaints overdue at `now`: a waiting complaint is overdue when its dueKey is before it. */
export const overdueBound = (now: string): Timestamp =>
  Timestamp.fromMillis(Date.parse(now) - DUE_KEY_SHIFT_SECONDS * 1000);

/** A complaint as stored with its own times (seeding, tests). */
export const toComplaintDocument = (complaint: Complaint): DocumentData => {
  const filed = fromIso(complaint.createdAt);
  return {
    ...fields(complaint),
    createdAt: filed,
    acknowledgedAt: complaint.acknowledgedAt === null ? null : fromIso(complaint.acknowledgedAt),
    resolvedAt: complaint.resolvedAt === null ? null : fromIso(complaint.resolvedAt),
    replies: Object.fromEntries(
      complaint.replies.map((reply, index) => [String(index), { ...reply, at: fromIso(reply.at) }]),
    ),
    // A resolved complaint keeps the key it had when acknowledged (resolving one moves nothing in the queue).
    dueKey: complaint.status === 'open' ? filed : acknowledgedDueKey(filed),
  };
};

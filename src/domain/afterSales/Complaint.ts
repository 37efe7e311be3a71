import { fail, ok, type Result } from '../shared/Result';
import { type ComplaintTally, filedInMonthOf, MAX_COMPLAINTS_PER_MONTH } from './ComplaintTally';

/**
 * A shopper's grievance (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)): filed with a ticket number,
 * acknowledged by the shop within 48 hours and resolved within a month (ComplaintClock). firestore.rules hold the
 * same sizes and moves.
 */
export const COMPLAINT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Complaints still waiting on the shop. */
export const WAITING_STATUSES: readonly ComplaintStatus[] = ['open', 'acknowledged'];

export const SUBJECT_MIN = 5;
export const SUBJECT_MAX = 120;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 2000;
export const CONTACT_MIN = 5;
export const CONTACT_MAX = 200;
export const REPLY_MAX = 2000;
export const STAFF_NAME_MAX = 200;
/** Replies one complaint holds, both sides together: a longer conversation belongs in a new complaint. */
export const MAX_REPLIES = 50;

export type ReplyAuthor = 'shopper' | 'staff';

export interface ComplaintReply {
  from: ReplyAuthor;
  /** The member of staff who wrote it; '' for the shopper. */
  staffName: string;
  text: string;
  at: string;
}

export interface Complaint {
  /** The ticket's number as text: complaints are numbered 1, 2, 3, … in the order they were filed. */
  id: string;
  number: number;
  uid: string;
  /** The shopper's own order it is about, if any. */
  orderId: string | null;
  subject: string;
  description: string;
  /** How the shop can reach the shopper: a phone number or an e-mail address. */
  contact: string;
  status: ComplaintStatus;
  createdAt: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  /** Oldest first. */
  replies: ComplaintReply[];
}

export const complaintId = (number: number): string => String(number);

/** What shopper and staff quote: 'GR-00042'. */
export const complaintTicket = (complaint: Pick<Complaint, 'number'>): string =>
  `GR-${String(complaint.number).padStart(5, '0')}`;

export interface ComplaintInput {
  uid: string;
  orderId: string | null;
  subject: string;
  description: string;
  contact: string;
}

export type ComplaintFields = Pick<ComplaintInput, 'subject' | 'description' | 'contact'>;
export type ComplaintErrors = Partial<Record<keyof ComplaintFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS = /^\+?[\d\s()-]+$/;

/** A phone number (10 to 13 digits, spaces, dashes and a leading + allowed) or an e-mail address. */
export const isReachableContact = (contact: string): boolean => {
  if (EMAIL.test(contact)) return true;
  const digits = contact.replace(/\D/g, '').length;
  return PHONE_DIGITS.test(contact) && digits >= 10 && digits <= 13;
};

const sized = (text: string, min: number, max: number, tooShort: string, tooLong: string) =>
  text.length < min ? tooShort : text.length > max ? tooLong : undefined;

/** The complaint as typed, trimmed, or each field's problem. */
export const validateComplaint = (
  input: ComplaintFields,
): Result<ComplaintFields, { code: 'COMPLAINT.INVALID'; fields: ComplaintErrors }> => {
  const subject = input.subject.trim();
  const description = input.description.trim();
  const contact = input.contact.trim();
  const errors: ComplaintErrors = {};
  const subjectProblem = sized(
    subject,
    SUBJECT_MIN,
    SUBJECT_MAX,
    `Please give your complaint a subject of at least ${SUBJECT_MIN} characters.`,
    `Please keep the subject to ${SUBJECT_MAX} characters.`,
  );
  const descriptionProblem = sized(
    description,
    DESCRIPTION_MIN,
    DESCRIPTION_MAX,
    `Please describe what went wrong in at least ${DESCRIPTION_MIN} characters.`,
    `Please keep the description to ${DESCRIPTION_MAX} characters.`,
  );
  const contactProblem =
    contact.length > CONTACT_MAX
      ? `Please keep the contact details to ${CONTACT_MAX} characters.`
      : isReachableContact(contact)
        ? undefined
        : 'Please give a phone number or an e-mail address where we can reach you.';
  if (subjectProblem) errors.subject = subjectProblem;
  if (descriptionProblem) errors.description = descriptionProblem;
  if (contactProblem) errors.contact = contactProblem;
  return Object.keys(errors).length > 0
    ? fail({ code: 'COMPLAINT.INVALID', fields: errors })
    : ok({ subject, description, contact });
};

export type FileComplaintError =
  | { code: 'COMPLAINT.INVALID'; fields: ComplaintErrors }
  /** The order named is not one of the shopper's (or no longer exists). */
  | { code: 'COMPLAINT.ORDER_NOT_FOUND' }
  /** The account has filed MAX_COMPLAINTS_PER_MONTH complaints this month already. */
  | { code: 'COMPLAINT.TOO_MANY'; max: number };

/**
 * The complaint numbered `number`, filed at `at`. `orderOwner` is the uid of the order it names (null: that order
 * does not exist); it is ignored when no order is named. `tally` counts the shopper's complaints of a month
 * (ComplaintTally); the adapters store complaintTallyAfter with the complaint.
 */
export const fileComplaint = (
  input: ComplaintInput,
  number: number,
  at: string,
  orderOwner: string | null,
  tally: ComplaintTally | null,
): Result<Complaint, FileComplaintError> => {
  const valid = validateComplaint(input);
  if (!valid.ok) return valid;
  if (input.orderId !== null && orderOwner !== input.uid) return fail({ code: 'COMPLAINT.ORDER_NOT_FOUND' });
  if (filedInMonthOf(tally, at) >= MAX_COMPLAINTS_PER_MONTH)
    return fail({ code: 'COMPLAINT.TOO_MANY', max: MAX_COMPLAINTS_PER_MONTH });
  return ok({
    id: complaintId(number),
    number,
    uid: input.uid,
    orderId: input.orderId,
    ...valid.value,
    status: 'open',
    createdAt: at,
    acknowledgedAt: null,
    resolvedAt: null,
    replies: [],
  });
};

export type ComplaintReplyError =
  | { code: 'COMPLAINT.NOT_FOUND' }
  | { code: 'COMPLAINT.RESOLVED' }
  | { code: 'COMPLAINT.REPLY_EMPTY' }
  | { code: 'COMPLAINT.REPLY_TOO_LONG'; max: number }
  | { code: 'COMPLAINT.TOO_MANY_REPLIES'; max: number };

export type ComplaintMoveError =
  | { code: 'COMPLAINT.NOT_FOUND' }
  | { code: 'COMPLAINT.INVALID_MOVE'; from: ComplaintStatus; to: ComplaintStatus };

export type ResolveComplaintError = ComplaintMoveError | ComplaintReplyError;

/** Who writes a reply: the complaint's own shopper, or a member of staff by name. */
export type ReplyWriter = { from: 'shopper'; uid: string } | { from: 'staff'; staffName: string };

/**
 * The complaint with `text` appended as a reply at `at`. A shopper replies only to their own complaint (anyone
 * else's reads as missing); nobody replies to a resolved one.
 */
export const addReply = (
  complaint: Complaint | null,
  writer: ReplyWriter,
  text: string,
  at: string,
): Result<Complaint, ComplaintReplyError> => {
  if (!complaint || (writer.from === 'shopper' && complaint.uid !== writer.uid))
    return fail({ code: 'COMPLAINT.NOT_FOUND' });
  if (complaint.status === 'resolved') return fail({ code: 'COMPLAINT.RESOLVED' });
  const trimmed = text.trim();
  if (trimmed === '') return fail({ code: 'COMPLAINT.REPLY_EMPTY' });
  if (trimmed.length > REPLY_MAX) return fail({ code: 'COMPLAINT.REPLY_TOO_LONG', max: REPLY_MAX });
  if (complaint.replies.length >= MAX_REPLIES)
    return fail({ code: 'COMPLAINT.TOO_MANY_REPLIES', max: MAX_REPLIES });
  const staffName = writer.from === 'staff' ? writer.staffName.trim().slice(0, STAFF_NAME_MAX) : '';
  return ok({
    ...complaint,
    replies: [...complaint.replies, { from: writer.from, staffName, text: trimmed, at }],
  });
};

/** An open complaint acknowledged by the staff at `at`. */
export const acknowledgeComplaint = (
  complaint: Complaint | null,
  at: string,
): Result<Complaint, ComplaintMoveError> => {
  if (!complaint) return fail({ code: 'COMPLAINT.NOT_FOUND' });
  if (complaint.status !== 'open')
    return fail({ code: 'COMPLAINT.INVALID_MOVE', from: complaint.status, to: 'acknowledged' });
  return ok({ ...complaint, status: 'acknowledged', acknowledgedAt: at });
};

/**
 * The complaint resolved at `at`, with the staff's note of how as its last reply (required: the shopper must learn
 * what was done). Resolving an open complaint acknowledges it at the same time.
 */
export const resolveComplaint = (
  complaint: Complaint | null,
  staffName: string,
  note: string,
  at: string,
): Result<Complaint, ResolveComplaintError> => {
  if (!complaint) return fail({ code: 'COMPLAINT.NOT_FOUND' });
  if (complaint.status === 'resolved')
    return fail({ code: 'COMPLAINT.INVALID_MOVE', from: 'resolved', to: 'resolved' });
  const replied = addReply(complaint, { from: 'staff', staffName }, note, at);
  if (!replied.ok) return replied;
  return ok({
    ...replied.value,
    status: 'resolved',
    acknowledgedAt: complaint.acknowledgedAt ?? at,
    resolvedAt: at,
  });
};

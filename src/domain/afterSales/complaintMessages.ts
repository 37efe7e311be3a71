import type {
  ComplaintMoveError,
  ComplaintReplyError,
  ComplaintStatus,
  FileComplaintError,
  ResolveComplaintError,
} from './Complaint';

/**
 * What the shopper and the staff read about complaints. Kept apart from messages.ts: only /grievance, the profile's
 * complaints and the admin's Complaints screen need them, and they load after the first screen.
 */
export const complaintRegistered = (ticket: string): string =>
  `Your complaint ${ticket} has been registered. We will acknowledge it within 48 hours.`;

export const COMPLAINT_FILE_FAILED = 'We could not register your complaint. Please try again.';
export const COMPLAINTS_LOAD_FAILED = 'We could not load your complaints. Please try again.';
export const COMPLAINT_REPLY_FAILED = 'We could not send your reply. Please try again.';
export const COMPLAINT_UPDATE_FAILED = 'We could not update this complaint. Please try again.';
export const STAFF_COMPLAINTS_LOAD_FAILED = 'We could not load the complaints. Please try again.';

/** How each status reads to the shopper and the staff. */
export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};

export const fileProblemOf = (error: FileComplaintError): string => {
  switch (error.code) {
    case 'COMPLAINT.INVALID':
      return 'Please correct the highlighted fields.';
    case 'COMPLAINT.ORDER_NOT_FOUND':
      return 'We could not find that order in your account. Choose another, or none.';
    case 'COMPLAINT.TOO_MANY':
      return `You have filed ${error.max} complaints this month, the most one account can. Please add to an open one under Profile, or contact our grievance officer.`;
  }
};

export const replyProblemOf = (error: ComplaintReplyError): string => {
  switch (error.code) {
    case 'COMPLAINT.NOT_FOUND':
      return 'This complaint no longer exists.';
    case 'COMPLAINT.RESOLVED':
      return 'This complaint is resolved. If something is still wrong, please file a new complaint.';
    case 'COMPLAINT.REPLY_EMPTY':
      return 'Please write your reply first.';
    case 'COMPLAINT.REPLY_TOO_LONG':
      return `Please keep the reply to ${error.max} characters.`;
    case 'COMPLAINT.TOO_MANY_REPLIES':
      return `This complaint holds its ${error.max} replies already. Please file a new complaint.`;
  }
};

export const moveProblemOf = (error: ComplaintMoveError): string =>
  error.code === 'COMPLAINT.NOT_FOUND'
    ? 'This complaint no longer exists.'
    : 'This complaint has moved on since you opened it. The list now shows where it stands.';

export const resolveProblemOf = (error: ResolveComplaintError): string =>
  error.code === 'COMPLAINT.INVALID_MOVE' || error.code === 'COMPLAINT.NOT_FOUND'
    ? moveProblemOf(error)
    : error.code === 'COMPLAINT.REPLY_EMPTY'
      ? 'Please write what was done: the customer reads it with the resolution.'
      : replyProblemOf(error);

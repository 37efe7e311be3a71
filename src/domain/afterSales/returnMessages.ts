import { adminMessageFor } from '../staff/adminMessages';
import type { PhotoFileError } from '../photos/PhotoFile';
import type { PhotoErrorCode } from '../photos/PhotoError';
import type { MoveReturnError, RequestReturnError } from './ReturnRequest';

/**
 * What the shopper and the staff read about return requests. Kept apart from messages.ts: only the order pages and
 * the admin's Returns screen need them, and they load after the first screen.
 */
export const returnReceived = (ticket: string): string =>
  `Return request ${ticket} received. We will reply within 48 hours.`;

export const RETURN_REQUEST_FAILED = 'We could not send your return request. Please try again.';
export const RETURN_MOVE_FAILED = 'We could not update this return. Please try again.';
export const RETURNS_LOAD_FAILED = 'We could not load the return requests of this order. Please try again.';

export const requestProblemOf = (error: RequestReturnError): string => {
  switch (error.code) {
    case 'RETURN.ORDER_NOT_FOUND':
      return 'We could not find this order in your account.';
    case 'RETURN.NOT_DELIVERED':
      return 'Returns open once the order is delivered.';
    case 'RETURN.WINDOW_CLOSED':
      return 'The return window for this order has closed.';
    case 'RETURN.NO_LINES':
      return 'Choose at least one item to return.';
    case 'RETURN.INVALID_QUANTITY':
      return 'Choose how many of each item to return: at least 1, at most what was delivered.';
    case 'RETURN.ALREADY_REQUESTED':
      return 'You have already asked to return one of these items.';
    case 'RETURN.INVALID_REASON':
      return 'Choose a reason for the return.';
    case 'RETURN.COMMENT_TOO_LONG':
      return `Please keep the comment to ${error.max} characters.`;
    case 'RETURN.REFUND_DESTINATION_NEEDED':
      return 'You paid in cash, so please tell us where to send your refund: a UPI ID or a bank account.';
    case 'RETURN.INVALID_PHOTOS':
      return `We could not attach these photos. Please add up to ${error.max} with this form and try again.`;
  }
};

/** A photo of the damage chosen past RETURN_PHOTOS_MAX. */
export const returnPhotosTooMany = (max: number): string =>
  `A return request takes up to ${max} photos: remove one before adding another.`;

/**
 * Why a photo of the damage was not added (checked, then resized as it is chosen) or not sent (stored as the request
 * is sent), naming the file: the admin's photo texts where they fit a shopper too.
 */
export const returnPhotoProblemOf = (
  problem: PhotoFileError | { code: PhotoErrorCode; name: string },
): string => {
  switch (problem.code) {
    case 'PHOTO.TOO_LARGE':
      return adminMessageFor(problem.code, problem);
    case 'PHOTO.DENIED':
      return `"${problem.name}" was not sent: please sign in again, then send your request.`;
    case 'PHOTO.UNAVAILABLE':
      return `"${problem.name}" could not be sent: this browser can't keep photos here (a private window?). Remove it to send your request without it.`;
    default:
      return adminMessageFor(problem.code, { name: problem.name });
  }
};

/** A photo of a request that could not be shown to its reader. */
export const returnPhotoUnavailable = (position: number): string => `Photo ${position} could not be shown.`;

export const moveProblemOf = (error: MoveReturnError): string => {
  switch (error.code) {
    case 'RETURN.NOT_FOUND':
      return 'This return request no longer exists.';
    case 'RETURN.INVALID_MOVE':
      return 'This return has moved on since you opened it. The list now shows where it stands.';
    case 'RETURN.REJECT_REASON_REQUIRED':
      return `Give the customer a reason, up to ${error.max} characters.`;
    case 'RETURN.NOT_PAID':
      return 'Only a paid order can be refunded: mark the order paid first.';
  }
};

/** How each status reads to the shopper and the staff. */
export const RETURN_STATUS_LABELS = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  'picked-up': 'Picked up',
  refunded: 'Refunded',
} as const;

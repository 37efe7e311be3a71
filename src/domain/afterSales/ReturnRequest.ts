import type { OrderCreditNote } from '../tax/TaxDocuments';
import { returnedDiscount } from '../payments/EmiDiscount';
import type { Order, OrderLine } from '../orders/Order';
import { isReturnPhotoOf } from '../photos/PhotoUrl';
import { fail, ok, type Result } from '../shared/Result';
import {
  isRefundDestination,
  refundNeedsDestination,
  type RefundDestination,
} from '../orders/RefundDestination';
import { shortOrderId } from '../orders/ShortOrderId';

export const RETURN_REASONS = [
  'Damaged in transit',
  'Not as described',
  'Wrong item',
  'Changed my mind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'picked-up', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** requested → approved → picked up → refunded, or requested → rejected (firestore.rules hold the same). */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['picked-up'],
  'picked-up': ['refunded'],
  rejected: [],
  refunded: [],
};

/** Requests still waiting on the shop: not yet rejected or refunded. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'picked-up'];

/** The longest comment a shopper and the longest rejection reason an admin may write (firestore.rules agree). */
export const RETURN_COMMENT_MAX = 500;
export const REJECT_REASON_MAX = 300;
/** The most photos of the damage a shopper attaches to a request (firestore.rules agree). */
export const RETURN_PHOTOS_MAX = 4;
/** The shop promises a reply to every return request within this many hours. */
export const RETURN_REPLY_HOURS = 48;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface ReturnHistoryEntry {
  status: ReturnStatus;
  at: string;
  /** The admin who moved it; null for the shopper's request. */
  by: string | null;
}

/**
 * A shopper's request to return some units of a delivered order. Its id is `{orderId}-{number}`: the order's
 * requests are numbered 1, 2, … and each line of an order can be asked back once.
 */
export interface ReturnRequest {
  id: string;
  orderId: string;
  userId: string;
  number: number;
  /** Units asked back by the order line's index. */
  quantities: Record<number, number>;
  reason: ReturnReason;
  comment: string;
  status: ReturnStatus;
  /** Why the shop rejected it, shown to the shopper. */
  rejectReason?: string;
  /** Where the refund goes, when not back the way the order was paid (RefundDestination). */
  refundTo?: RefundDestination;
  /** The shopper's photos of the damage: stored names (PhotoUrl.returnPhotoName), opened through ReturnPhotoStorage. */
  photos?: string[];
  createdAt: string;
  updatedAt: string;
  history: ReturnHistoryEntry[];
}

export const returnRequestId = (orderId: string, number: number): string => `${orderId}-${number}`;

/** What the shopper and the shop quote: the order's short id and the request's number, e.g. "R-K7M2-Q9XD-1". */
export const returnTicket = (request: Pick<ReturnRequest, 'orderId' | 'number'>): string =>
  `R-${shortOrderId(request.orderId)}-${request.number}`;

/** When the return window of a delivered order closes (null: not delivered, so no window yet). */
export const returnWindowClosesAt = (order: Pick<Order, 'deliveredAt'>, windowDays: number): string | null =>
  order.deliveredAt ? new Date(Date.parse(order.deliveredAt) + windowDays * DAY_MS).toISOString() : null;

/** The order's lines a shopper may still ask back: delivered, and not in an earlier request of theirs. */
export const returnableLines = (order: Pick<Order, 'lines' | 'returnLines'>): number[] =>
  order.lines.flatMap((_, index) => (order.returnLines?.[index] === undefined ? [index] : []));

/** Whether a return can be requested now: delivered, inside the window, with a line not yet asked back. */
export const canRequestReturn = (order: Order, windowDays: number, now: string): boolean => {
  const closes = returnWindowClosesAt(order, windowDays);
  return order.status === 'delivered' && closes !== null && now < closes && returnableLines(order).length > 0;
};

export interface ReturnRequestInput {
  orderId: string;
  userId: string;
  /** Units to return by line index; lines left out (or at 0) stay with the shopper. */
  quantities: Record<number, number>;
  reason: string;
  comment: string;
  /** Needed for an order paid in cash (refundNeedsDestination); optional otherwise. */
  refundTo?: RefundDestination;
  /** Names of photos of the damage the shopper stored in their own folder (ReturnPhotoStorage.upload). */
  photos?: string[];
}

export type RequestReturnError =
  | { code: 'RETURN.ORDER_NOT_FOUND' }
  | { code: 'RETURN.NOT_DELIVERED' }
  | { code: 'RETURN.WINDOW_CLOSED'; closedAt: string }
  | { code: 'RETURN.NO_LINES' }
  | { code: 'RETURN.INVALID_QUANTITY'; line: number }
  | { code: 'RETURN.ALREADY_REQUESTED'; line: number }
  | { code: 'RETURN.INVALID_REASON' }
  | { code: 'RETURN.COMMENT_TOO_LONG'; max: number }
  /** Cash cannot go back the way it came: the shopper names a UPI ID or a bank account (or gave a malformed one). */
  | { code: 'RETURN.REFUND_DESTINATION_NEEDED' }
  /** More than RETURN_PHOTOS_MAX photos, or one that is not a return photo in the shopper's own folder. */
  | { code: 'RETURN.INVALID_PHOTOS'; max: number };

const isReason = (reason: string): reason is ReturnReason =>
  (RETURN_REASONS as readonly string[]).includes(reason);

/**
 * The shopper's return request on `order` (null: missing) at `at`, judged as the rules judge it: their own delivered
 * order, inside the window, each chosen line delivered and not asked back before, 1 to its quantity, and at most
 * RETURN_PHOTOS_MAX photos from their own folder. Gives the new request and the order with those lines marked, or
 * why not; someone else's order counts as missing.
 */
export const requestReturn = (
  order: Order | null,
  input: ReturnRequestInput,
  windowDays: number,
  at: string,
): Result<{ order: Order; request: ReturnRequest }, RequestReturnError> => {
  if (!order || order.userId !== input.userId) return fail({ code: 'RETURN.ORDER_NOT_FOUND' });
  if (order.status !== 'delivered') return fail({ code: 'RETURN.NOT_DELIVERED' });
  const closedAt = returnWindowClosesAt(order, windowDays);
  if (closedAt === null || at >= closedAt)
    return fail({ code: 'RETURN.WINDOW_CLOSED', closedAt: closedAt ?? at });
  const chosen = Object.entries(input.quantities)
    .map(([line, quantity]) => [Number(line), quantity] as const)
    .filter(([, quantity]) => quantity !== 0);
  if (chosen.length === 0) return fail({ code: 'RETURN.NO_LINES' });
  for (const [line, quantity] of chosen) {
    const ordered: OrderLine | undefined = order.lines[line];
    if (!ordered || !Number.isInteger(quantity) || quantity < 1 || quantity > ordered.quantity)
      return fail({ code: 'RETURN.INVALID_QUANTITY', line });
    if (order.returnLines?.[line] !== undefined) return fail({ code: 'RETURN.ALREADY_REQUESTED', line });
  }
  if (!isReason(input.reason)) return fail({ code: 'RETURN.INVALID_REASON' });
  if (input.comment.length > RETURN_COMMENT_MAX)
    return fail({ code: 'RETURN.COMMENT_TOO_LONG', max: RETURN_COMMENT_MAX });
  const refundTo = input.refundTo;
  if (refundTo !== undefined ? !isRefundDestination(refundTo) : refundNeedsDestination(order))
    return fail({ code: 'RETURN.REFUND_DESTINATION_NEEDED' });
  const photos = input.photos ?? [];
  if (photos.length > RETURN_PHOTOS_MAX || !photos.every((name) => isReturnPhotoOf(name, input.userId)))
    return fail({ code: 'RETURN.INVALID_PHOTOS', max: RETURN_PHOTOS_MAX });
  const number = (order.returnCount ?? 0) + 1;
  const request: ReturnRequest = {
    id: returnRequestId(order.id, number),
    orderId: order.id,
    userId: order.userId,
    number,
    quantities: Object.fromEntries(chosen),
    reason: input.reason,
    comment: input.comment.trim(),
    ...(refundTo ? { refundTo } : {}),
    ...(photos.length > 0 ? { photos: [...photos] } : {}),
    status: 'requested',
    createdAt: at,
    updatedAt: at,
    history: [{ status: 'requested', at, by: null }],
  };
  const returnLines = { ...order.returnLines, ...Object.fromEntries(chosen.map(([line]) => [line, number])) };
  return ok({ order: { ...order, returnCount: number, returnLines }, request });
};

export type MoveReturnError =
  | { code: 'RETURN.NOT_FOUND' }
  | { code: 'RETURN.INVALID_MOVE'; from: ReturnStatus; to: ReturnStatus }
  | { code: 'RETURN.REJECT_REASON_REQUIRED'; max: number }
  /** Refunding gives back part of what was paid, so only a paid order can be refunded. */
  | { code: 'RETURN.NOT_PAID' };

/** The request moved on by an admin (`by`) at `at`; rejecting needs a reason of 1 to REJECT_REASON_MAX characters. */
export const moveReturn = (
  request: ReturnRequest | null,
  to: ReturnStatus,
  { at, by, rejectReason = '' }: { at: string; by: string; rejectReason?: string },
): Result<ReturnRequest, MoveReturnError> => {
  if (!request) return fail({ code: 'RETURN.NOT_FOUND' });
  if (!RETURN_TRANSITIONS[request.status].includes(to))
    return fail({ code: 'RETURN.INVALID_MOVE', from: request.status, to });
  const reason = rejectReason.trim();
  if (to === 'rejected' && (reason === '' || reason.length > REJECT_REASON_MAX))
    return fail({ code: 'RETURN.REJECT_REASON_REQUIRED', max: REJECT_REASON_MAX });
  return ok({
    ...request,
    status: to,
    ...(to === 'rejected' ? { rejectReason: reason } : {}),
    updatedAt: at,
    history: [...request.history, { status: to, at, by }],
  });
};

/** The order lines a request asks back, with the units of each. */
export const returnedLines = (
  order: Pick<Order, 'lines'>,
  request: Pick<ReturnRequest, 'quantities'>,
): OrderLine[] =>
  Object.entries(request.quantities).flatMap(([index, quantity]) => {
    const line = order.lines[Number(index)];
    return line ? [{ ...line, quantity }] : [];
  });

/** When the shop's reply to a request is due: RETURN_REPLY_HOURS after it was made. */
export const replyDueAt = (request: Pick<ReturnRequest, 'createdAt'>): string =>
  new Date(Date.parse(request.createdAt) + RETURN_REPLY_HOURS * HOUR_MS).toISOString();

/** Hours left of the 48-hour reply promise at `now` (negative: overdue), rounded towards zero. */
export const replyHoursLeft = (request: Pick<ReturnRequest, 'createdAt'>, now: string): number =>
  Math.trunc((Date.parse(replyDueAt(request)) - Date.parse(now)) / HOUR_MS);

/**
 * What refunding a return gives back: the price paid for each unit it asked back, less those units' share of a
 * no-cost EMI discount (EmiDiscount), whole rupees.
 */
export const returnRefund = (
  order: Pick<Order, 'lines' | 'onlinePayment'>,
  request: Pick<ReturnRequest, 'quantities'>,
): number =>
  returnedLines(order, request).reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) -
  Object.entries(request.quantities).reduce(
    (sum, [index, quantity]) => sum + returnedDiscount(order, Number(index), quantity),
    0,
  );

/**
 * The order as a return's refund leaves it: the refund of `request` recorded (the payment stays paid, for the rest
 * of the order) with the credit note `creditNote` an invoiced order's refund issues (CreditNote.issueCreditNote),
 * or as it was when its whole payment was already refunded.
 */
export const orderAfterRefund = (
  order: Order,
  request: Pick<ReturnRequest, 'number' | 'quantities' | 'refundTo'>,
  at: string,
  creditNote?: OrderCreditNote,
): Result<Order, MoveReturnError> => {
  if (order.paymentStatus === 'refunded') return ok(order);
  if (order.paymentStatus !== 'paid') return fail({ code: 'RETURN.NOT_PAID' });
  const refund = {
    returnNumber: request.number,
    amount: returnRefund(order, request),
    ...(request.refundTo ? { refundTo: request.refundTo } : {}),
  };
  return ok({
    ...order,
    refunds: [...(order.refunds ?? []), refund],
    ...(creditNote ? { creditNotes: { ...order.creditNotes, [request.number]: creditNote } } : {}),
    updatedAt: at,
  });
};

/** Whether refunding a return of `order` issues a credit note: it was invoiced, and its payment is still paid. */
export const refundIssuesCreditNote = (order: Pick<Order, 'invoice' | 'paymentStatus'>): boolean =>
  order.invoice !== undefined && order.paymentStatus === 'paid';

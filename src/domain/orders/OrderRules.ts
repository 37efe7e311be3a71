import type { Order, OrderStatus, PaymentStatus } from './Order';
import { fail, ok } from '../shared/Result';
import type { Result } from '../shared/Result';

/** pending → confirmed → shipped → delivered; anything not yet delivered can be cancelled. */
export const STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/**
 * The payment graph, before the order is consulted: pending until collected (paid) or the collection fails; a failed
 * collection can be retried (back to pending) or settled (paid). Only a paid order can be refunded; refunded is final.
 * Which of these moves an order allows depends on its status and method: see paymentMoveAllowed.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed'],
  failed: ['paid', 'pending'],
  paid: ['refunded'],
  refunded: [],
};

/** A delivery was attempted: only then can cash on delivery fail to be collected. */
const DELIVERY_ATTEMPTED: readonly OrderStatus[] = ['shipped', 'delivered'];
/** A paid order is refunded when it was cancelled, or returned after delivery. */
const REFUNDABLE: readonly OrderStatus[] = ['cancelled', 'delivered'];

/** Why an order may not be deleted: it is not cancelled, or it carries a tax invoice. */
export type OrderDeletionRefusal = 'ORDER.DELETE_NOT_CANCELLED' | 'ORDER.DELETE_INVOICED';

/**
 * Why the order may not be deleted, or null when it may. Only a cancelled order goes (its stock is already back and
 * its shopper's counter already moved), and never one with a tax invoice: the shop keeps invoices for the GST records
 * (CGST Act s.36) and a deleted one would leave a gap in the invoice series. firestore.rules (orders: delete) enforce
 * the same, for the owner only (mayDeleteOrders).
 */
export const orderDeletionRefusal = (
  order: Pick<Order, 'status' | 'invoice'>,
): OrderDeletionRefusal | null => {
  if (order.invoice) return 'ORDER.DELETE_INVOICED';
  return order.status === 'cancelled' ? null : 'ORDER.DELETE_NOT_CANCELLED';
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  STATUS_TRANSITIONS[from].includes(to);
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => STATUS_TRANSITIONS[from];
export const isFinalStatus = (status: OrderStatus): boolean => STATUS_TRANSITIONS[status].length === 0;

/** The payment graph alone (PAYMENT_TRANSITIONS), whatever the order. */
export const canTransitionPayment = (from: PaymentStatus, to: PaymentStatus): boolean =>
  PAYMENT_TRANSITIONS[from].includes(to);

type PaymentFacts = Pick<Order, 'paymentStatus' | 'paymentMethod'>;

/**
 * Whether the payment of an order may move from its paymentStatus to `to` when the order's status is `status` (its
 * status after the change, so marking delivered and paid in one write is allowed). Cash on delivery is paid only
 * once delivered; a collection fails only on a delivery attempt (a UPI payment whenever the shop finds it missing); a paid order is refunded once cancelled or
 * delivered. firestore.rules (paymentFollows) enforces the same.
 */
export const paymentMoveAllowed = (order: PaymentFacts, status: OrderStatus, to: PaymentStatus): boolean => {
  // An online payment moves only by the shop's server, which the gateway tells (OnlinePayment).
  if (order.paymentMethod === 'online' || !canTransitionPayment(order.paymentStatus, to)) return false;
  switch (to) {
    case 'paid':
      // UPI money can arrive after its order was cancelled: the shop records it, and then owes it back (refundDue).
      return order.paymentMethod === 'cod' ? status === 'delivered' : true;
    case 'failed':
      // A UPI payment the shop did not find on its statement; cash on delivery fails only at the door.
      return order.paymentMethod === 'upi' ? status !== 'cancelled' : DELIVERY_ATTEMPTED.includes(status);
    case 'pending':
      return status !== 'cancelled';
    case 'refunded':
      return REFUNDABLE.includes(status);
  }
};

/** The payment moves the order allows now, in the order of PAYMENT_TRANSITIONS. */
export const nextPaymentStatuses = (order: PaymentFacts & Pick<Order, 'status'>): readonly PaymentStatus[] =>
  PAYMENT_TRANSITIONS[order.paymentStatus].filter((to) => paymentMoveAllowed(order, order.status, to));

/** A cancelled order that was paid: the money must go back, and the admin records it (payment 'refunded'). */
export const refundDue = (order: Pick<Order, 'status' | 'paymentStatus'>): boolean =>
  order.status === 'cancelled' && order.paymentStatus === 'paid';

/** What refunded returns have given back of the order so far, whole rupees. */
export const refundedAmount = (order: Pick<Order, 'refunds'>): number =>
  (order.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);

/** What refunding the whole payment gives back: what is left of the total after the refunds of returns. */
export const paymentRefundOf = (order: Pick<Order, 'total' | 'refunds'>): number =>
  Math.max(0, order.total - refundedAmount(order));

export type OrderTransitionError =
  | { code: 'ORDER.INVALID_TRANSITION'; from: OrderStatus; to: OrderStatus }
  | { code: 'ORDER.INVALID_PAYMENT_TRANSITION'; from: PaymentStatus; to: PaymentStatus };

/** The order with its new status and updatedAt = now, or an error when the move is not allowed. */
export const applyStatusChange = (
  order: Order,
  status: OrderStatus,
  now: string,
): Result<Order, OrderTransitionError> =>
  canTransition(order.status, status)
    ? ok({ ...order, status, updatedAt: now })
    : fail({ code: 'ORDER.INVALID_TRANSITION', from: order.status, to: status });

/** The order with its new paymentStatus and updatedAt = now, when its status and method allow the move. */
export const applyPaymentStatusChange = (
  order: Order,
  paymentStatus: PaymentStatus,
  now: string,
): Result<Order, OrderTransitionError> =>
  paymentMoveAllowed(order, order.status, paymentStatus)
    ? ok({ ...order, paymentStatus, updatedAt: now })
    : fail({ code: 'ORDER.INVALID_PAYMENT_TRANSITION', from: order.paymentStatus, to: paymentStatus });

/** A new order goes to the front of the list; an order already listed moves there instead of repeating. */
export const prependOrder = <T extends Pick<Order, 'id'>>(list: readonly T[], order: T): T[] => [
  order,
  ...list.filter((existing) => existing.id !== order.id),
];

/** Replaces a listed order in place (a live update); an unknown order goes to the front. */
export const upsertOrder = <T extends Pick<Order, 'id'>>(list: readonly T[], order: T): T[] =>
  list.some((existing) => existing.id === order.id)
    ? list.map((existing) => (existing.id === order.id ? order : existing))
    : [order, ...list];

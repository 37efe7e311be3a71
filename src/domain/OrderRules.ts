import type { Order, OrderStatus, PaymentStatus } from './Order';
import { fail, ok } from './Result';
import type { Result } from './Result';

/** pending → confirmed → shipped → delivered; anything not yet delivered can be cancelled. */
export const STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/**
 * Cash on delivery: pending until collected (paid) or the collection fails. A failed collection can be retried
 * (back to pending) or settled (paid). Only a paid order can be refunded; refunded is final.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed'],
  failed: ['paid', 'pending'],
  paid: ['refunded'],
  refunded: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  STATUS_TRANSITIONS[from].includes(to);
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => STATUS_TRANSITIONS[from];
export const isFinalStatus = (status: OrderStatus): boolean => STATUS_TRANSITIONS[status].length === 0;

export const canTransitionPayment = (from: PaymentStatus, to: PaymentStatus): boolean =>
  PAYMENT_TRANSITIONS[from].includes(to);
export const nextPaymentStatuses = (from: PaymentStatus): readonly PaymentStatus[] =>
  PAYMENT_TRANSITIONS[from];

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

export const applyPaymentStatusChange = (
  order: Order,
  paymentStatus: PaymentStatus,
  now: string,
): Result<Order, OrderTransitionError> =>
  canTransitionPayment(order.paymentStatus, paymentStatus)
    ? ok({ ...order, paymentStatus, updatedAt: now })
    : fail({ code: 'ORDER.INVALID_PAYMENT_TRANSITION', from: order.paymentStatus, to: paymentStatus });

/** A new order goes to the front of the list (SPEC §4); an order already listed moves there instead of repeating. */
export const prependOrder = <T extends Pick<Order, 'id'>>(list: readonly T[], order: T): T[] => [
  order,
  ...list.filter((existing) => existing.id !== order.id),
];

/** Replaces a listed order in place (a live update); an unknown order goes to the front. */
export const upsertOrder = <T extends Pick<Order, 'id'>>(list: readonly T[], order: T): T[] =>
  list.some((existing) => existing.id === order.id)
    ? list.map((existing) => (existing.id === order.id ? order : existing))
    : [order, ...list];

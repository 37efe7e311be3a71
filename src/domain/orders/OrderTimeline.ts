import type { Order, OrderHistoryEntry, OrderStatus, PaymentStatus } from './Order';
import { paymentRefundOf } from './OrderRules';
import type { ReturnRequest, ReturnStatus } from '../afterSales/ReturnRequest';

export type TimelineEvent =
  | 'placed'
  | Exclude<OrderStatus, 'pending'>
  | 'payment-paid'
  | 'payment-failed'
  | 'payment-pending'
  | 'address-changed'
  | 'line-cancelled'
  | 'assembly-booked'
  | 'refunded'
  | 'return-requested'
  | 'return-approved'
  | 'return-rejected'
  | 'picked-up';

export interface TimelineItem {
  event: TimelineEvent;
  at: string;
  /** The admin who made the change; null for the shopper (and for the placing of the order). */
  by: string | null;
  /** The return request's ticket, for a return's events. */
  ticket?: string;
}

export const TIMELINE_LABELS: Readonly<Record<TimelineEvent, string>> = {
  placed: 'Order placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'payment-paid': 'Payment received',
  'payment-failed': 'Payment failed',
  'payment-pending': 'Payment pending',
  'address-changed': 'Delivery address changed',
  'line-cancelled': 'Item cancelled',
  'assembly-booked': 'Assembly booked',
  refunded: 'Refunded',
  'return-requested': 'Return requested',
  'return-approved': 'Return approved',
  'return-rejected': 'Return rejected',
  'picked-up': 'Picked up',
};

const RETURN_EVENTS: Readonly<Record<ReturnStatus, TimelineEvent>> = {
  requested: 'return-requested',
  approved: 'return-approved',
  rejected: 'return-rejected',
  'picked-up': 'picked-up',
  refunded: 'refunded',
};

const PAYMENT_EVENTS: Readonly<Record<PaymentStatus, TimelineEvent>> = {
  pending: 'payment-pending',
  paid: 'payment-paid',
  failed: 'payment-failed',
  refunded: 'refunded',
};

type TimelineFacts = Pick<Order, 'createdAt' | 'updatedAt' | 'status' | 'paymentStatus' | 'history'> &
  Partial<Pick<Order, 'addressChangedAt' | 'cancelledLines' | 'assemblyBookedAt'>>;
type ReturnFacts = Pick<ReturnRequest, 'history'> & { ticket: string };

/**
 * What happened to the order, oldest first: its placing, then each change of status and of payment the history
 * records (a write that changed both gives both, status first), each change of its address by the shopper, each
 * line the staff cancelled, the booking of its assembly, and each step of its return requests with their tickets. A refund recorded by a return and by the payment in the same write shows once, as the return's. An order
 * stored before history was kept shows its current state at its last update, since the steps in between were never
 * recorded.
 */
export const orderTimeline = (order: TimelineFacts, returns: readonly ReturnFacts[] = []): TimelineItem[] => {
  const returnItems = returns.flatMap(({ history, ticket }) =>
    history.map((entry) => ({ event: RETURN_EVENTS[entry.status], at: entry.at, by: entry.by, ticket })),
  );
  const refundedAt = new Set(returnItems.filter((item) => item.event === 'refunded').map((item) => item.at));
  const orderItems = orderEvents(order).filter(
    (item) => item.event !== 'refunded' || !refundedAt.has(item.at),
  );
  return [...orderItems, ...returnItems].sort((a, b) => a.at.localeCompare(b.at));
};

const orderEvents = (order: TimelineFacts): TimelineItem[] => {
  const items: TimelineItem[] = [{ event: 'placed', at: order.createdAt, by: null }];
  const history: readonly OrderHistoryEntry[] =
    order.history.length > 0 || (order.status === 'pending' && order.paymentStatus === 'pending')
      ? order.history
      : [{ status: order.status, paymentStatus: order.paymentStatus, at: order.updatedAt, by: null }];
  let status: OrderStatus = 'pending';
  let paymentStatus: PaymentStatus = 'pending';
  for (const entry of history) {
    if (entry.status !== status && entry.status !== 'pending') {
      items.push({ event: entry.status, at: entry.at, by: entry.by });
    }
    if (entry.paymentStatus !== paymentStatus) {
      items.push({ event: PAYMENT_EVENTS[entry.paymentStatus], at: entry.at, by: entry.by });
    }
    status = entry.status;
    paymentStatus = entry.paymentStatus;
  }
  for (const at of order.addressChangedAt ?? []) items.push({ event: 'address-changed', at, by: null });
  for (const { at, by } of order.cancelledLines ?? []) items.push({ event: 'line-cancelled', at, by });
  if (order.assemblyBookedAt) items.push({ event: 'assembly-booked', at: order.assemblyBookedAt, by: null });
  return items;
};

/**
 * The order after a change by `by` at `at`: the new state, updatedAt (and deliveredAt when it is delivered now) and
 * one history entry recording it.
 */
export const recordChange = (
  order: Order,
  change: Partial<Pick<Order, 'status' | 'paymentStatus'>>,
  at: string,
  by: string | null,
): Order => {
  const status = change.status ?? order.status;
  const paymentStatus = change.paymentStatus ?? order.paymentStatus;
  return {
    ...order,
    status,
    paymentStatus,
    updatedAt: at,
    ...(status === 'delivered' && order.status !== 'delivered' ? { deliveredAt: at } : {}),
    ...(paymentStatus === 'paid' && order.paymentStatus !== 'paid' && order.paymentMethod === 'cod'
      ? { codCollected: order.total, codToRemit: true as const }
      : {}),
    ...(paymentStatus === 'refunded' && order.paymentStatus !== 'refunded'
      ? { paymentRefund: paymentRefundOf(order) }
      : {}),
    history: [...order.history, { status, paymentStatus, at, by }],
  };
};

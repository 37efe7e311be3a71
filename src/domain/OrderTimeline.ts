import type { Order, OrderHistoryEntry, OrderStatus, PaymentStatus } from './Order';

export type TimelineEvent =
  | 'placed'
  | Exclude<OrderStatus, 'pending'>
  | 'payment-paid'
  | 'payment-failed'
  | 'payment-pending'
  | 'refunded';

export interface TimelineItem {
  event: TimelineEvent;
  at: string;
  /** The admin who made the change; null for the shopper (and for the placing of the order). */
  by: string | null;
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
  refunded: 'Refunded',
};

const PAYMENT_EVENTS: Readonly<Record<PaymentStatus, TimelineEvent>> = {
  pending: 'payment-pending',
  paid: 'payment-paid',
  failed: 'payment-failed',
  refunded: 'refunded',
};

type TimelineFacts = Pick<Order, 'createdAt' | 'updatedAt' | 'status' | 'paymentStatus' | 'history'>;

/**
 * What happened to the order, oldest first: its placing, then each change of status and of payment the history
 * records (a write that changed both gives both, status first). An order stored before history was kept shows its
 * current state at its last update, since the steps in between were never recorded.
 */
export const orderTimeline = (order: TimelineFacts): TimelineItem[] => {
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
  return items;
};

/** The order after a change by `by` at `at`: the new state, updatedAt and one history entry recording it. */
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
    history: [...order.history, { status, paymentStatus, at, by }],
  };
};

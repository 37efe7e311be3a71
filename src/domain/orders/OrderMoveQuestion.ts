import { formatRupees } from '../text/Money';
import type { Order, OrderStatus, PaymentStatus } from './Order';
import { paymentRefundOf } from './OrderRules';
import { shortOrderId } from './ShortOrderId';
import { refundGoesTo } from './RefundDestination';

/** What the admin is asked before a move that can never be taken back, and the answers. */
export interface OrderMoveQuestion {
  title: string;
  message: string;
  confirmLabel: string;
  dismissLabel: string;
}

export type OrderMove = { status: OrderStatus } | { paymentStatus: PaymentStatus };

/**
 * The question before a move of `order` that cannot be undone, naming the order, the customer and the consequence:
 * delivering it (its return window starts), cancelling it, marking its payment paid, recording its refund. Null for a
 * move that can still be reversed later (confirmed and shipped orders can still be cancelled; a payment found
 * missing can be set pending again), which goes ahead at once.
 */
export const orderMoveQuestion = (
  order: Pick<Order, 'id' | 'shippingAddress' | 'total' | 'refunds' | 'refundTo' | 'paymentMethod'>,
  move: OrderMove,
  returnWindowDays: number,
): OrderMoveQuestion | null => {
  const number = `#${shortOrderId(order.id)}`;
  const customer = order.shippingAddress.name.trim() || 'the customer';
  if ('status' in move) {
    if (move.status === 'delivered')
      return {
        title: `Mark order ${number} as delivered?`,
        message: `${customer}'s order is marked delivered. Delivered starts the ${returnWindowDays}-day return window; this cannot be undone.`,
        confirmLabel: 'Mark as Delivered',
        dismissLabel: 'Not yet',
      };
    if (move.status === 'cancelled')
      return {
        title: `Cancel order ${number}?`,
        message: `${customer}'s order is cancelled and its items go back in stock; ${customer} sees it cancelled. A cancelled order cannot be reopened.`,
        confirmLabel: 'Cancel order',
        dismissLabel: 'Keep order',
      };
    return null;
  }
  if (move.paymentStatus === 'paid')
    return {
      title: `Mark the payment of order ${number} paid?`,
      message:
        order.paymentMethod === 'upi'
          ? `Only once ${formatRupees(order.total)} from ${customer} is on the bank statement. A paid payment can afterwards only be refunded; this cannot be undone.`
          : `${customer} paid ${formatRupees(order.total)} in cash. A paid payment can afterwards only be refunded; this cannot be undone.`,
      confirmLabel: 'Mark as paid',
      dismissLabel: 'Not yet',
    };
  if (move.paymentStatus === 'refunded')
    return {
      title: `Record the refund of order ${number}?`,
      message: `${formatRupees(paymentRefundOf(order))} given back to ${customer} (${refundGoesTo(order.refundTo)}), all that is left of the payment. Record it once the money has gone back; this cannot be undone.`,
      confirmLabel: 'Record refund',
      dismissLabel: 'Not yet',
    };
  return null;
};

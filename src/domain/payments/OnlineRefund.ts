import type { Order } from '../orders/Order';
import { paymentRefundOf } from '../orders/OrderRules';
import { recordChange } from '../orders/OrderTimeline';

/**
 * Giving back an online payment when its order is cancelled (docs/behaviour.md#paying-online): the shop's server
 * refunds what is left of the total through the gateway, once, and records it; staff never mark it by hand.
 */

/** A cancelled online order whose payment the shop still holds, with no refund asked for yet. */
export const onlineRefundDue = (order: Order): boolean =>
  order.paymentMethod === 'online' &&
  order.status === 'cancelled' &&
  order.paymentStatus === 'paid' &&
  Boolean(order.onlinePayment?.paymentId) &&
  !order.onlinePayment?.refund;

/**
 * What the refund gives back, in paise: the total less what refunded returns gave back before, and less the discount
 * of a no-cost EMI plan, which was never paid.
 */
export const onlineRefundPaise = (order: Order): number =>
  Math.max(0, paymentRefundOf(order) * 100 - (order.onlinePayment?.emi?.discountPaise ?? 0));

/** The order with its refund claimed at `at`: whoever writes this first is the one who asks the gateway. */
export const refundRequested = (order: Order, at: string): Order => ({
  ...order,
  onlinePayment: { ...order.onlinePayment!, refund: { state: 'requested', at } },
  updatedAt: at,
});

/** The order once the gateway issued refund `id` of `amountPaise`: refunded, recorded by `by` (the shop). */
export const refundIssued = (order: Order, id: string, amountPaise: number, at: string, by: string): Order =>
  recordChange(
    {
      ...order,
      onlinePayment: { ...order.onlinePayment!, refund: { state: 'issued', at, id, amountPaise } },
    },
    { paymentStatus: 'refunded' },
    at,
    by,
  );

/** The order once the gateway refused the refund, with its reason: staff refund it from the gateway's dashboard. */
export const refundFailed = (order: Order, reason: string, at: string): Order => ({
  ...order,
  onlinePayment: { ...order.onlinePayment!, refund: { state: 'failed', at, reason } },
  updatedAt: at,
});

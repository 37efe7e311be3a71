import type { Order } from '../orders/Order';
import { paymentRefundOf } from '../orders/OrderRules';
import { recordChange } from '../orders/OrderTimeline';
import type { OnlineRefund } from './PaymentGateway';

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

/**
 * The returns of an online-paid order whose refund staff recorded and the gateway has not been asked for yet: the
 * server refunds each through the gateway, for what the return gives back (ReturnRequest.returnRefund).
 */
export const returnRefundsDue = (order: Order): number[] =>
  order.paymentMethod === 'online' && order.onlinePayment?.paymentId
    ? (order.refunds ?? [])
        .map((refund) => refund.returnNumber)
        .filter((number) => !order.onlinePayment?.returnRefunds?.[number])
    : [];

/** What the refund of return `number` gives back through the gateway, in paise. */
export const returnRefundPaise = (order: Order, number: number): number =>
  (order.refunds ?? []).find((refund) => refund.returnNumber === number)!.amount * 100;

/** The order with return `number`'s refund set to `refund` (claimed, issued or refused). */
export const withReturnRefund = (order: Order, number: number, refund: OnlineRefund, at: string): Order => ({
  ...order,
  onlinePayment: {
    ...order.onlinePayment!,
    returnRefunds: { ...order.onlinePayment?.returnRefunds, [number]: refund },
  },
  updatedAt: at,
});

/**
 * The order once the gateway reports its refund `refundId` processed at `at` (the cancellation's or a return's), or
 * null when the order made no such refund or already knows: a webhook delivered twice changes it once.
 */
export const refundProcessed = (order: Order, refundId: string, at: string): Order | null => {
  const payment = order.onlinePayment;
  if (!payment) return null;
  const mark = (refund: OnlineRefund | undefined): OnlineRefund | null =>
    refund?.id === refundId && refund.state === 'issued' && !refund.processedAt
      ? { ...refund, processedAt: at }
      : null;
  const cancelled = mark(payment.refund);
  if (cancelled) return { ...order, onlinePayment: { ...payment, refund: cancelled } };
  for (const [number, refund] of Object.entries(payment.returnRefunds ?? {})) {
    const returned = mark(refund);
    if (returned) return withReturnRefund(order, Number(number), returned, order.updatedAt);
  }
  return null;
};

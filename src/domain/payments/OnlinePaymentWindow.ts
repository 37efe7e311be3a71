import type { Order } from '../orders/Order';

/**
 * How long an online order waits for its payment (OnlinePayment), apart from the rest so that the apps' lapse check
 * (LapsedOrders), which the first screen loads, carries no more of it.
 */

/** Minutes a shopper has to pay an online order; after them it is cancelled and its stock released. */
export const ONLINE_PAYMENT_MINUTES = 30;

type PaymentFacts = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status'>;

/** An open online order not yet paid, which its shopper may still pay (staff may have confirmed it meanwhile). */
export const awaitingOnlinePayment = (order: PaymentFacts): boolean =>
  order.paymentMethod === 'online' &&
  order.paymentStatus === 'pending' &&
  (order.status === 'pending' || order.status === 'confirmed');

/** When the shopper's time to pay an online order ends. */
export const onlinePaymentDeadline = (order: Pick<Order, 'createdAt'>): string =>
  new Date(Date.parse(order.createdAt) + ONLINE_PAYMENT_MINUTES * 60_000).toISOString();

/** An online order still unpaid once its time to pay has passed: it is cancelled and restocked (LapsedOrders). */
export const onlinePaymentLapsed = (order: PaymentFacts & Pick<Order, 'createdAt'>, now: string): boolean =>
  awaitingOnlinePayment(order) && Date.parse(now) >= Date.parse(onlinePaymentDeadline(order));

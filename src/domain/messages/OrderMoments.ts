import type { Order } from '../orders/Order';
import { orderTimeline } from '../orders/OrderTimeline';

/** What an order's shopper is told of, each once (docs/behaviour.md#messages). */
export const ORDER_MESSAGE_EVENTS = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'upiVerified',
] as const;
export type OrderMessageEvent = (typeof ORDER_MESSAGE_EVENTS)[number];

export interface OrderMoment {
  event: OrderMessageEvent;
  at: string;
  /** The member of staff who made the change; null for the shopper. */
  by: string | null;
}

const isOrderMessageEvent = (event: string): event is OrderMessageEvent =>
  (ORDER_MESSAGE_EVENTS as readonly string[]).includes(event);

/**
 * The moments of an order its shopper is told of, oldest first, from its timeline: its placing, each status it
 * reached, and a UPI payment the shop verified (cash paid on delivery needs no word of its own); each the first time
 * it happened, as a message is sent once.
 */
export const orderMoments = (order: Order): OrderMoment[] => {
  const moments = new Map<OrderMessageEvent, OrderMoment>();
  for (const { event, at, by } of orderTimeline(order)) {
    const told = event === 'payment-paid' ? (order.paymentMethod === 'upi' ? 'upiVerified' : null) : event;
    if (told !== null && isOrderMessageEvent(told) && !moments.has(told))
      moments.set(told, { event: told, at, by });
  }
  return [...moments.values()];
};

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
  'delayed',
  'shipmentCorrected',
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
 * reached, and a UPI payment the shop verified (cash paid on delivery needs no word of its own), each the first time
 * it happened, as a message is sent once; and the latest move of its delivery date and correction of its courier or
 * AWB, each told when it happens (momentKey tells them apart).
 */
export const orderMoments = (order: Order): OrderMoment[] => {
  const moments = new Map<OrderMessageEvent, OrderMoment>();
  for (const { event, at, by } of orderTimeline(order)) {
    const told = event === 'payment-paid' ? (order.paymentMethod === 'upi' ? 'upiVerified' : null) : event;
    if (told !== null && isOrderMessageEvent(told) && !moments.has(told))
      moments.set(told, { event: told, at, by });
  }
  const staffAt = (at: string): string | null => order.history.find((entry) => entry.at === at)?.by ?? null;
  const delayedAt = order.deliveryDelay?.at;
  if (delayedAt) moments.set('delayed', { event: 'delayed', at: delayedAt, by: staffAt(delayedAt) });
  const correctedAt = order.shipment?.correctedAt;
  if (correctedAt)
    moments.set('shipmentCorrected', {
      event: 'shipmentCorrected',
      at: correctedAt,
      by: staffAt(correctedAt),
    });
  return [...moments.values()].sort((a, b) => a.at.localeCompare(b.at));
};

/** What names a moment's messages: its event, and for one that recurs (a date moved again) when it happened. */
export const momentKey = ({ event, at }: OrderMoment): string =>
  event === 'delayed' || event === 'shipmentCorrected' ? `${event}-${Date.parse(at)}` : event;

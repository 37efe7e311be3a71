import { DELAY_REASONS, type DeliveryDelay, type Order } from './Order';
import { recordChange } from './OrderTimeline';
import type { Shipment } from '../shipping/Shipment';
import { deliveryDate, formatDeliveryDate } from '../checkout/DeliveryZones';
import { deliveryBy } from '../checkout/deliveryMessages';

/**
 * The order after `by` ships it with `shipment` at `at` (a confirmed order becomes shipped), or corrects the shipment
 * of a shipped or delivered one (its status stays, and the change is one more history entry); null for an order in
 * any other status.
 */
export const withShipment = (order: Order, shipment: Shipment, at: string, by: string): Order | null => {
  if (order.status === 'confirmed')
    return { ...recordChange(order, { status: 'shipped' }, at, by), shipment };
  if (order.status === 'shipped' || order.status === 'delivered')
    return { ...recordChange(order, {}, at, by), shipment: { ...shipment, correctedAt: at } };
  return null;
};

type PromiseFacts = Pick<Order, 'createdAt' | 'deliveryDays' | 'deliveryDelay'>;

/**
 * The India date (YYYY-MM-DD) the order is promised by: the later date the shop moved it to, else its zone's days
 * from its placing, Sundays not counted, as checkout promised it; null for an order placed before the shop kept the
 * promise.
 */
export const promisedDeliveryDate = (order: PromiseFacts): string | null =>
  order.deliveryDelay?.by ?? (order.deliveryDays ? deliveryDate(order.createdAt, order.deliveryDays) : null);

/** Whether the order is still on its way to the shopper: placed, confirmed or shipped. */
const onItsWay = (order: Pick<Order, 'status'>): boolean =>
  order.status !== 'delivered' && order.status !== 'cancelled';

/**
 * 'Delivery by Tue, 8 Dec', or 'Delayed by the courier: now by Fri, 11 Dec' once the shop moved the date, while the
 * order is on its way; else null.
 */
export const promisedDeliveryText = (order: PromiseFacts & Pick<Order, 'status'>): string | null => {
  const date = promisedDeliveryDate(order);
  if (!date || !onItsWay(order)) return null;
  const when = formatDeliveryDate(date);
  return order.deliveryDelay ? `${order.deliveryDelay.reason}: now by ${when}` : deliveryBy(when);
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * Why the promise of `order` cannot move to `delay` on `today` (India date, YYYY-MM-DD), or null: the order must be on
 * its way, the reason one of DELAY_REASONS, the date a real one later than the promise (never sooner: a date moves only
 * with a reason, and only later) and at most 60 days after today.
 */
export const delayError = (
  order: PromiseFacts & Pick<Order, 'status'>,
  delay: DeliveryDelay,
  today: string,
): string | null => {
  if (!onItsWay(order)) return 'A delivered or cancelled order keeps its date.';
  if (!DELAY_REASONS.includes(delay.reason)) return 'Choose why the date moves.';
  const day = Date.parse(`${delay.by}T00:00:00.000Z`);
  if (!ISO_DATE.test(delay.by) || Number.isNaN(day)) return 'Choose the new date.';
  const promised = promisedDeliveryDate(order) ?? today;
  if (delay.by <= promised || delay.by <= today)
    return `The new date must be after ${formatDeliveryDate(promised > today ? promised : today)}.`;
  if (day - Date.parse(`${today}T00:00:00.000Z`) > 60 * DAY_MS)
    return 'The new date is at most 60 days away.';
  return null;
};

/** The order after `by` moves its promise to `delay` at `at` (one more history entry, status unchanged). */
export const withDelay = (order: Order, delay: DeliveryDelay, at: string, by: string): Order => ({
  ...recordChange(order, {}, at, by),
  deliveryDelay: { by: delay.by, reason: delay.reason, at },
});

/** The cash the courier or the shop's team collects at the door: a cash-on-delivery order's total until it is paid. */
export const cashToCollect = (
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'total'>,
): number | null =>
  order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded'
    ? order.total
    : null;

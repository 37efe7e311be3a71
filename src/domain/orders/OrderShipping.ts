import type { Order } from './Order';
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
    return { ...recordChange(order, {}, at, by), shipment };
  return null;
};

/**
 * The India date (YYYY-MM-DD) the order is promised by: its zone's days from its placing, Sundays not counted, as
 * checkout promised it; null for an order placed before the shop kept the promise.
 */
export const promisedDeliveryDate = (order: Pick<Order, 'createdAt' | 'deliveryDays'>): string | null =>
  order.deliveryDays ? deliveryDate(order.createdAt, order.deliveryDays) : null;

/** 'Delivery by Tue, 8 Dec' while the order is on its way to the shopper (placed, confirmed or shipped); else null. */
export const promisedDeliveryText = (
  order: Pick<Order, 'createdAt' | 'deliveryDays' | 'status'>,
): string | null => {
  const date = promisedDeliveryDate(order);
  return date && order.status !== 'delivered' && order.status !== 'cancelled'
    ? deliveryBy(formatDeliveryDate(date))
    : null;
};

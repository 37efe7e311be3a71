import type { Order } from './Order';
import { recordChange } from './OrderTimeline';
import type { Shipment } from '../shipping/Shipment';

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

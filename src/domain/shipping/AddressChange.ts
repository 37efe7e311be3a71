import { validateShippingAddress } from '../checkout/ShippingAddressValidation';
import { codDecision, type DeliveryZone, zoneFor } from '../checkout/DeliveryZones';
import { fail, ok, type Result } from '../shared/Result';
import type { Order, ShippingAddress } from '../orders/Order';

/**
 * Changing where an order goes (docs/behaviour.md#changes-before-dispatch): until it ships, its shopper may change
 * the delivery address or phone a few times. The new pincode is checked as checkout checks it — a zone must serve
 * it, and a cash-on-delivery order must still be payable in cash there — and a refused change keeps the old address.
 * An invoiced order keeps the state its invoice names as the place of supply, and an order with a booked slot stays
 * in the zone of that slot. The promise of delivery only moves later: to the new zone's, if that is later.
 */

/** How often the shopper may change an order's address. */
export const MAX_ADDRESS_CHANGES = 3;

export interface ChangeAddressRequest {
  orderId: string;
  /** The signed-in shopper: only their own order. */
  userId: string;
  address: ShippingAddress;
}

export type ChangeAddressError =
  | { code: 'ADDRESS_CHANGE.ORDER_NOT_FOUND' }
  /** Shipped, delivered or cancelled: it has left (or will never leave) the warehouse. */
  | { code: 'ADDRESS_CHANGE.NOT_OPEN'; status: Order['status'] }
  | { code: 'ADDRESS_CHANGE.TOO_MANY'; max: number }
  | { code: 'ADDRESS_CHANGE.INVALID' }
  | { code: 'ADDRESS_CHANGE.NOT_DELIVERABLE'; pincode: string }
  | { code: 'ADDRESS_CHANGE.COD_UNAVAILABLE' }
  | { code: 'ADDRESS_CHANGE.COD_ABOVE_ZONE_LIMIT'; limit: number }
  /** The invoice names the old state as the place of supply. */
  | { code: 'ADDRESS_CHANGE.OTHER_STATE'; state: string }
  /** The booked slot is with the team of a zone that does not serve the new pincode. */
  | { code: 'ADDRESS_CHANGE.SLOT_ZONE' };

type ChangeFacts = Pick<
  Order,
  | 'userId'
  | 'status'
  | 'paymentMethod'
  | 'total'
  | 'shippingAddress'
  | 'invoice'
  | 'deliverySlot'
  | 'deliveryDays'
> &
  Partial<Pick<Order, 'addressChangedAt'>>;

/** Whether the order's address may still change at all (open, and changes left). */
export const addressChangeable = (order: ChangeFacts): boolean =>
  (order.status === 'pending' || order.status === 'confirmed') &&
  (order.addressChangedAt?.length ?? 0) < MAX_ADDRESS_CHANGES;

/** Why the shopper `userId` may not send `order` to `address`, or null when they may. */
export const changeAddressError = (
  order: ChangeFacts | null,
  userId: string,
  address: ShippingAddress,
  zones: readonly DeliveryZone[],
): ChangeAddressError | null => {
  if (!order || order.userId !== userId) return { code: 'ADDRESS_CHANGE.ORDER_NOT_FOUND' };
  if (order.status !== 'pending' && order.status !== 'confirmed')
    return { code: 'ADDRESS_CHANGE.NOT_OPEN', status: order.status };
  if ((order.addressChangedAt?.length ?? 0) >= MAX_ADDRESS_CHANGES)
    return { code: 'ADDRESS_CHANGE.TOO_MANY', max: MAX_ADDRESS_CHANGES };
  const checked = validateShippingAddress(address);
  if (!checked.ok) return { code: 'ADDRESS_CHANGE.INVALID' };
  const { pincode, state } = checked.value;
  const zone = zoneFor(zones, pincode);
  if (!zone) return { code: 'ADDRESS_CHANGE.NOT_DELIVERABLE', pincode };
  if (order.paymentMethod === 'cod') {
    const cod = codDecision(zone, order.total);
    if (!cod.allowed)
      return cod.reason === 'zone'
        ? { code: 'ADDRESS_CHANGE.COD_UNAVAILABLE' }
        : { code: 'ADDRESS_CHANGE.COD_ABOVE_ZONE_LIMIT', limit: cod.limit };
  }
  if (order.invoice && state !== order.shippingAddress.state)
    return { code: 'ADDRESS_CHANGE.OTHER_STATE', state: order.shippingAddress.state };
  if (order.deliverySlot && order.deliverySlot.zoneId !== zone.id)
    return { code: 'ADDRESS_CHANGE.SLOT_ZONE' };
  return null;
};

/**
 * The order sent to `address` at `at`, or why not: the change is recorded, and the promised days become the new
 * zone's most days when those are more.
 */
export const changeAddress = <T extends ChangeFacts>(
  order: T | null,
  userId: string,
  address: ShippingAddress,
  zones: readonly DeliveryZone[],
  at: string,
): Result<T, ChangeAddressError> => {
  const refused = changeAddressError(order, userId, address, zones);
  if (refused || !order) return fail(refused ?? { code: 'ADDRESS_CHANGE.ORDER_NOT_FOUND' });
  const cleaned = validateShippingAddress(address);
  const days = zoneFor(zones, address.pincode)?.maxDays ?? 0;
  return ok({
    ...order,
    shippingAddress: cleaned.ok ? cleaned.value : { ...address },
    addressChangedAt: [...(order.addressChangedAt ?? []), at],
    ...(order.deliveryDays !== undefined && days > order.deliveryDays ? { deliveryDays: days } : {}),
  });
};

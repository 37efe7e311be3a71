import type { Order } from '../domain/orders/Order';
import type { BookSlotError, BookSlotRequest } from '../domain/shipping/DeliverySlot';
import type { Result } from '../domain/shared/Result';

/** The places booked in the delivery slots of zones the shop's own team serves (DeliverySlot). */
export interface DeliverySlotRepository {
  /**
   * The places booked in `zoneId`'s slots from `from` to `to` (India dates, inclusive), by slot key; a slot nobody
   * booked is missing. Reads at most one document per slot of the range.
   */
  booked(zoneId: string, from: string, to: string): Promise<Record<string, number>>;
  /**
   * The shopper books their order's slot, or moves it (bookSlotError decides against the order, its zone and the
   * count as stored): atomically the order names the slot, its count goes up, and the slot it leaves goes down. Two
   * shoppers racing for the last place get one booking between them; the other gets SLOT.FULL.
   */
  book(request: BookSlotRequest): Promise<Result<Order, BookSlotError>>;
  /** Staff: the orders booked for `date` (India, YYYY-MM-DD) that are not cancelled, by zone, window and id. */
  daySheet(date: string): Promise<Order[]>;
}

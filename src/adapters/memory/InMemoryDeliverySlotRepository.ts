import type { Order } from '../../domain/orders/Order';
import { zoneFor } from '../../domain/checkout/DeliveryZones';
import {
  bookSlotError,
  type BookSlotError,
  type BookSlotRequest,
  byZoneAndWindow,
  withSlot,
} from '../../domain/shipping/DeliverySlot';
import { type DeliverySlot, slotKey } from '../../domain/shipping/DeliveryWindows';
import { fail, ok, type Result } from '../../domain/shared/Result';
import type { Clock } from '../../ports/Clock';
import type { DeliverySlotRepository } from '../../ports/DeliverySlotRepository';
import { deliveryZonesIn } from './InMemoryDeliveryZoneRepository';
import type { MemoryDatabase } from './MemoryDatabase';
import { ORDERS } from './placeOrderInMemory';

export const DELIVERY_SLOTS = 'deliverySlots';

/** A slot's document: where and when, the places booked, and the order that changed it last. */
export type SlotCount = DeliverySlot & { booked: number; order?: string };

/** Gives the place `orderId` held in `slot` back: it moved to another slot, or it was cancelled. */
export const releaseSlot = (db: MemoryDatabase, orderId: string, slot: DeliverySlot): void => {
  const before = db.get<SlotCount>(DELIVERY_SLOTS, slotKey(slot))?.booked ?? 1;
  db.set(DELIVERY_SLOTS, slotKey(slot), { ...slot, booked: Math.max(0, before - 1), order: orderId });
};

/** The `deliverySlots` collection beside the orders that book them, in the memory database. */
export class InMemoryDeliverySlotRepository implements DeliverySlotRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
  ) {}

  async booked(zoneId: string, from: string, to: string): Promise<Record<string, number>> {
    const counts = this.db.query<SlotCount>(DELIVERY_SLOTS, {
      where: (slot) => slot.zoneId === zoneId && slot.date >= from && slot.date <= to,
    });
    return Object.fromEntries(counts.map((count) => [slotKey(count), count.booked]));
  }

  async book(request: BookSlotRequest): Promise<Result<Order, BookSlotError>> {
    return this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, request.orderId);
      const zone = order ? zoneFor(deliveryZonesIn(this.db), order.shippingAddress.pincode) : null;
      const key = slotKey(request.slot);
      const taken = this.db.get<SlotCount>(DELIVERY_SLOTS, key)?.booked ?? 0;
      const refused = bookSlotError(order, request.userId, zone, request.slot, taken, this.clock.now());
      if (refused || !order) return fail(refused ?? { code: 'SLOT.ORDER_NOT_FOUND' });
      if (order.deliverySlot) releaseSlot(this.db, order.id, order.deliverySlot);
      this.db.set(DELIVERY_SLOTS, key, { ...request.slot, booked: taken + 1, order: order.id });
      const booked = withSlot(order, request.slot);
      this.db.set(ORDERS, order.id, { ...booked });
      return ok(booked);
    });
  }

  async daySheet(date: string): Promise<Order[]> {
    return this.db
      .query<Order>(ORDERS, {
        where: (order) => order.deliverySlot?.date === date && order.status !== 'cancelled',
      })
      .sort(byZoneAndWindow);
  }
}

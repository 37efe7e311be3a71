import {
  collection,
  doc,
  type DocumentReference,
  type Firestore,
  getDocs,
  limit,
  query,
  type Transaction,
  where,
} from 'firebase/firestore';
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
import type { DeliverySlotRepository } from '../../ports/DeliverySlotRepository';
import { DELIVERY_SLOTS, DELIVERY_ZONES_ID, ORDERS, SETTINGS } from './collections';
import { fromDeliveryZonesDocument } from './deliveryZonesDocument';
import { guarded } from './firestoreErrors';
import { orderData } from './orderChangeTransaction';
import { fromOrderDocument } from './orderDocument';
import { refusableTransaction } from './refusableTransaction';

/** The most orders one day's sheet lists: more than every window of every zone can take. */
const DAY_SHEET_LIMIT = 1000;

const bookedIn = async (transaction: Transaction, reference: DocumentReference): Promise<number> => {
  const booked: unknown = (await transaction.get(reference)).data()?.['booked'];
  return typeof booked === 'number' ? booked : 0;
};

/**
 * `deliverySlots/{slotKey}`: the places booked, and the order whose booking or move changed it last, which the rules
 * check moved with it (firestore.rules, deliverySlots).
 */
export class FirestoreDeliverySlotRepository implements DeliverySlotRepository {
  constructor(private readonly db: Firestore) {}

  private slot(slot: DeliverySlot) {
    return doc(this.db, DELIVERY_SLOTS, slotKey(slot));
  }

  async booked(zoneId: string, from: string, to: string): Promise<Record<string, number>> {
    return guarded(async () => {
      const { docs } = await getDocs(
        query(
          collection(this.db, DELIVERY_SLOTS),
          where('zoneId', '==', zoneId),
          where('date', '>=', from),
          where('date', '<=', to),
        ),
      );
      return Object.fromEntries(
        docs.flatMap((snapshot) => {
          const booked: unknown = snapshot.data()['booked'];
          return typeof booked === 'number' ? [[snapshot.id, booked]] : [];
        }),
      );
    });
  }

  async book(request: BookSlotRequest): Promise<Result<Order, BookSlotError>> {
    const reference = doc(this.db, ORDERS, request.orderId);
    return refusableTransaction(this.db, async (transaction) => {
      const data = await orderData(transaction, reference);
      const order = data ? fromOrderDocument(request.orderId, data) : null;
      const zones = fromDeliveryZonesDocument(
        (await transaction.get(doc(this.db, SETTINGS, DELIVERY_ZONES_ID))).data(),
      );
      const zone = order ? zoneFor(zones, order.shippingAddress.pincode) : null;
      const taken = await bookedIn(transaction, this.slot(request.slot));
      const left = order?.deliverySlot;
      const leftBooked = left ? await bookedIn(transaction, this.slot(left)) : 0;
      const refused = bookSlotError(
        order,
        request.userId,
        zone,
        request.slot,
        taken,
        new Date().toISOString(),
      );
      if (refused || !order) return fail(refused ?? { code: 'SLOT.ORDER_NOT_FOUND' });
      const booked = withSlot(order, request.slot);
      transaction.update(reference, {
        deliverySlot: { ...request.slot },
        ...(booked.slotChanges ? { slotChanges: booked.slotChanges } : {}),
      });
      transaction.set(this.slot(request.slot), { ...request.slot, booked: taken + 1, order: order.id });
      if (left)
        transaction.set(this.slot(left), { ...left, booked: Math.max(0, leftBooked - 1), order: order.id });
      return ok(booked);
    });
  }

  async daySheet(date: string): Promise<Order[]> {
    return guarded(async () => {
      const { docs } = await getDocs(
        query(collection(this.db, ORDERS), where('deliverySlot.date', '==', date), limit(DAY_SHEET_LIMIT)),
      );
      return docs
        .map((snapshot) => fromOrderDocument(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })))
        .filter((order) => order.status !== 'cancelled')
        .sort(byZoneAndWindow);
    });
  }
}

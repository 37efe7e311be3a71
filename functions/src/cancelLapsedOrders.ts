import { FieldValue, type Firestore, type Query, Timestamp } from 'firebase-admin/firestore';
import { holdGivingBack } from './holdGivingBack';
import { lapsedOrder, lapseReason } from '../../src/domain/orders/LapsedOrders';
import { restockProduct } from '../../src/domain/orders/OrderCancellation';
import { counterAfterChange } from '../../src/domain/orders/OrderLimits';
import { DELIVERY_SLOTS, ORDER_COUNTERS, ORDERS, PRODUCTS } from '../../src/adapters/firestore/collections';
import { slotKey } from '../../src/domain/shipping/DeliveryWindows';
import { cancelMark } from '../../src/adapters/firestore/orderMark';
import { fromOrderCounterDocument } from '../../src/adapters/firestore/orderCounterDocument';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { orderFields } from '../../src/adapters/firestore/orderFields';
import {
  fromProductDocument,
  variantStockOf,
  variantStockUpdate,
} from '../../src/adapters/firestore/productDocument';
import { messageContext } from './messageContext';
import { shopActor } from '../../src/domain/payments/OnlinePayment';
import { ONLINE_PAYMENT_MINUTES } from '../../src/domain/payments/OnlinePaymentWindow';
import { ROUND_LIMIT } from './runOutboxRound';

const HOUR_MS = 3_600_000;

/**
 * Cancels one order whose window has passed, in a transaction that reads it again first (an app may have cancelled
 * it, or its shopper paid, meanwhile): the order with its reason and history entry, its lines back in stock, its
 * shopper's counter of open orders. True when it cancelled it.
 */
const cancelLapsedOrder = async (
  db: Firestore,
  id: string,
  now: string,
  by: string,
  windows: Parameters<typeof lapseReason>[2],
): Promise<boolean> =>
  db.runTransaction(async (transaction) => {
    const reference = db.collection(ORDERS).doc(id);
    const snapshot = await transaction.get(reference);
    if (!snapshot.exists) return false;
    const before = fromOrderDocument(id, snapshot.data() ?? {});
    const reason = lapseReason(before, now, windows);
    if (reason === null) return false;
    const after = lapsedOrder(before, reason, now, by);
    const counterReference = db.collection(ORDER_COUNTERS).doc(before.userId);
    const productIds = [...new Set(before.lines.map((line) => line.productId))];
    const [counter, ...products] = await Promise.all([
      transaction.get(counterReference),
      ...productIds.map((productId) => transaction.get(db.collection(PRODUCTS).doc(productId))),
    ]);
    const slot = before.deliverySlot;
    const slotReference = slot ? db.collection(DELIVERY_SLOTS).doc(slotKey(slot)) : null;
    const slotBooked: unknown = slotReference ? (await transaction.get(slotReference)).data()?.['booked'] : 0;
    const givingBack = before.discount !== undefined ? await holdGivingBack(db, transaction, id) : null;
    const mark = await cancelMark(id);
    for (const product of products) {
      const data = product.data();
      if (!data) continue;
      const restocked = restockProduct(fromProductDocument(product.id, data), before.lines);
      transaction.update(product.ref, {
        stock: restocked.stock,
        ...variantStockUpdate(variantStockOf(data), restocked),
        stockMark: mark,
      });
    }
    const counted = counterAfterChange(fromOrderCounterDocument(counter?.data()), before, false);
    if (counted && counter?.exists)
      transaction.update(counterReference, {
        openOrders: counted.openOrders,
        openPrepaidOrders: counted.openPrepaidOrders,
        openCodValue: counted.openCodValue,
      });
    if (slot && slotReference) {
      const booked = typeof slotBooked === 'number' ? slotBooked : 1;
      transaction.set(slotReference, { ...slot, booked: Math.max(0, booked - 1), order: id });
    }
    givingBack?.();
    transaction.update(reference, orderFields(before, after, FieldValue.serverTimestamp()));
    return true;
  });

/**
 * The expiry of orders on time, with no app open (docs/decisions.md#lazy-expiry-of-unpaid-upi-orders): each open UPI
 * order unpaid past the payment window, each online order unpaid after ONLINE_PAYMENT_MINUTES, and each cash-on-delivery order its shopper did not confirm in time, is
 * cancelled and restocked, by the shop (its e-mail in the history). The apps still cancel what they find lapsed
 * first; whichever comes second finds the order cancelled. Returns how many it cancelled.
 */
export const cancelLapsedOrders = async (db: Firestore, now: string): Promise<number> => {
  const { settings } = await messageContext(db);
  const before = (hours: number) => Timestamp.fromMillis(Date.parse(now) - hours * HOUR_MS);
  const open = (query: Query) =>
    query
      .where('status', 'in', ['pending', 'confirmed'])
      .orderBy('createdAt', 'desc')
      .limit(ROUND_LIMIT)
      .get();
  const [unpaid, unpaidOnline, unconfirmed] = await Promise.all([
    open(
      db
        .collection(ORDERS)
        .where('paymentMethod', '==', 'upi')
        .where('paymentStatus', '==', 'pending')
        .where('createdAt', '<=', before(settings.paymentWindowHours)),
    ),
    open(
      db
        .collection(ORDERS)
        .where('paymentMethod', '==', 'online')
        .where('paymentStatus', '==', 'pending')
        .where('createdAt', '<=', before(ONLINE_PAYMENT_MINUTES / 60)),
    ),
    open(
      db
        .collection(ORDERS)
        .where('codToConfirm', '==', true)
        .where('createdAt', '<=', before(settings.codConfirmWithinHours)),
    ),
  ]);
  let cancelled = 0;
  for (const order of [...unpaid.docs, ...unpaidOnline.docs, ...unconfirmed.docs]) {
    if (await cancelLapsedOrder(db, order.id, now, shopActor(settings), settings)) cancelled += 1;
  }
  return cancelled;
};

import {
  doc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  getDoc,
  increment,
  serverTimestamp,
  type Transaction,
} from 'firebase/firestore';
import { type ActivityTarget, cancellationEntryId, type CurrentActor } from '../../domain/staff/Activity';
import { orderTarget, productTarget } from '../../domain/staff/ActivityTargets';
import type { Order, OrderLine } from '../../domain/orders/Order';
import { issueInvoice, issuesInvoice } from '../../domain/tax/Invoice';
import { holdGivingBack } from './offerHolds';
import { restockProduct } from '../../domain/orders/OrderCancellation';
import { counterAfterChange, isOpenStatus } from '../../domain/orders/OrderLimits';
import { ok, type Result } from '../../domain/shared/Result';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/settings/ShopSettings';
import {
  DELIVERY_SLOTS,
  INVOICE_COUNTER_ID,
  META,
  ORDER_COUNTERS,
  ORDERS,
  PRODUCTS,
  SETTINGS,
  SETTINGS_ID,
} from './collections';
import { logActivity } from './FirestoreActivityLog';
import { fromInvoiceCounterDocument, invoiceFields } from './invoiceDocument';
import { refusableTransaction } from './refusableTransaction';
import { isPermissionDenied, toRepositoryError } from './firestoreErrors';
import { fromOrderCounterDocument, toOrderCounterDocument } from './orderCounterDocument';
import { fromOrderDocument } from './orderDocument';
import { orderFields } from './orderFields';
import { cancelMark } from './orderMark';
import { slotKey } from '../../domain/shipping/DeliveryWindows';
import { fromProductDocument, variantStockOf, variantStockUpdate } from './productDocument';

/** What a change decides from the order as stored: the order after it, or why it cannot happen. */
export type OrderDecision<E extends { code: string }> = (order: Order | null) => Result<Order, E>;

/**
 * The fields of a product that a cancellation returns `lines` to, and what that does to it for the activity log
 * (unknown to a shopper, who may not read a product off sale); a product gone since is left alone.
 */
export const restockFields = async (
  transaction: Transaction,
  reference: DocumentReference,
  lines: readonly OrderLine[],
): Promise<{ fields: DocumentData; target: ActivityTarget | null } | null> => {
  let data: DocumentData | undefined;
  try {
    data = (await transaction.get(reference)).data();
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    // A shopper may not read a product the shop has taken off sale; the units go back all the same.
    const mine = lines.filter((line) => line.productId === reference.id);
    const fields: DocumentData = { stock: increment(mine.reduce((sum, line) => sum + line.quantity, 0)) };
    for (const line of mine) {
      if (line.variant) fields[`variantStock.${line.variant.id}`] = increment(line.quantity);
    }
    return { fields, target: null };
  }
  if (!data) return null;
  const before = fromProductDocument(reference.id, data);
  const after = restockProduct(before, lines);
  return {
    fields: { stock: after.stock, ...variantStockUpdate(variantStockOf(data), after) },
    target: productTarget(before, after),
  };
};

/** Someone else's order answers like a missing one: the rules refuse to read it. */
export const orderData = async (
  transaction: Transaction,
  reference: DocumentReference,
): Promise<DocumentData | undefined> => {
  try {
    return (await transaction.get(reference)).data();
  } catch (error) {
    if (isPermissionDenied(error)) return undefined;
    throw error;
  }
};

/** The invoice a confirmation issues: the next number of the counter, the settings' seller, the products' tax. */
const readInvoice = async (
  db: Firestore,
  transaction: Transaction,
  order: Order,
): Promise<ReturnType<typeof issueInvoice>> => {
  const [counterSnapshot, settingsSnapshot, ...productSnapshots] = await Promise.all([
    transaction.get(doc(db, META, INVOICE_COUNTER_ID)),
    transaction.get(doc(db, SETTINGS, SETTINGS_ID)),
    ...order.lines.map((line) => transaction.get(doc(db, PRODUCTS, line.productId))),
  ]);
  const products = new Map(
    order.lines.map((line, index) => {
      const data = productSnapshots[index]?.data();
      return [line.productId, data ? fromProductDocument(line.productId, data) : null];
    }),
  );
  return issueInvoice(
    order,
    fromInvoiceCounterDocument(counterSnapshot.data()),
    { ...DEFAULT_SHOP_SETTINGS, ...(settingsSnapshot.data() as Partial<ShopSettings> | undefined) },
    products,
    order.updatedAt,
  );
};

/** The place a cancelled order held in its delivery slot, given back (firestore.rules, slotCountMoved). */
const slotRelease = async (transaction: Transaction, db: Firestore, order: Order) => {
  const slot = order.deliverySlot!;
  const reference = doc(db, DELIVERY_SLOTS, slotKey(slot));
  const booked: unknown = (await transaction.get(reference)).data()?.['booked'];
  const fields = {
    ...slot,
    booked: Math.max(0, (typeof booked === 'number' ? booked : 1) - 1),
    order: order.id,
  };
  return { reference, fields };
};

const decideAndWrite = async <E extends { code: string }>(
  db: Firestore,
  transaction: Transaction,
  id: string,
  decide: OrderDecision<E>,
  staff: CurrentActor | null,
): Promise<Result<Order, E>> => {
  const reference = doc(db, ORDERS, id);
  const data = await orderData(transaction, reference);
  const before = data ? fromOrderDocument(id, data) : null;
  const decided = decide(before);
  if (!decided.ok || !before) return decided;
  const after = decided.value;
  const cancelling = after.status === 'cancelled' && before.status !== 'cancelled';

  const counterRef = doc(db, ORDER_COUNTERS, before.userId);
  const counterSnapshot = await transaction.get(counterRef);
  const counter = counterAfterChange(
    fromOrderCounterDocument(counterSnapshot.data()),
    before,
    isOpenStatus(after.status),
  );
  const productIds = cancelling ? [...new Set(before.lines.map((line) => line.productId))] : [];
  const restocks = await Promise.all(
    productIds.map(async (productId) => {
      const productRef = doc(db, PRODUCTS, productId);
      return { productRef, restock: await restockFields(transaction, productRef, before.lines) };
    }),
  );

  const issued = issuesInvoice(before, after) ? await readInvoice(db, transaction, after) : null;
  const released = cancelling && before.deliverySlot ? await slotRelease(transaction, db, before) : null;
  // A cancelled order's offers come back in the same write (docs/decisions.md#offers).
  const givingBack =
    cancelling && before.discount !== undefined ? await holdGivingBack(db, transaction, id) : null;

  const mark = await cancelMark(id);
  // A member of staff's change carries its activity entry on every document it writes; a shopper's none.
  const audit = staff
    ? {
        auditId: logActivity(
          db,
          transaction,
          staff,
          'order',
          [orderTarget(before, after), ...restocks.flatMap(({ restock }) => restock?.target ?? [])],
          ...(cancelling ? [cancellationEntryId(id)] : []),
        ),
      }
    : {};
  for (const { productRef, restock } of restocks) {
    if (restock) transaction.update(productRef, { ...restock.fields, stockMark: mark, ...audit });
  }
  if (counter) {
    // A shopper may only move the counts of an existing counter, naming the order they cancel.
    const named = cancelling ? { lastCancelledId: id } : {};
    if (counterSnapshot.exists()) {
      transaction.update(counterRef, {
        openOrders: counter.openOrders,
        openPrepaidOrders: counter.openPrepaidOrders,
        openCodValue: counter.openCodValue,
        ...named,
      });
    } else {
      transaction.set(counterRef, { ...toOrderCounterDocument(counter), ...named });
    }
  }
  if (issued) transaction.set(doc(db, META, INVOICE_COUNTER_ID), { ...issued.counter });
  if (released) transaction.set(released.reference, released.fields);
  givingBack?.();
  transaction.update(reference, {
    ...orderFields(before, after, serverTimestamp()),
    ...(issued ? { invoice: { ...invoiceFields(issued.invoice), issuedAt: serverTimestamp() } } : {}),
    ...audit,
  });
  return decided;
};

/**
 * One change of an order as a Firestore transaction: reads the order, lets `decide` judge it, and writes the new
 * state with its history entry, the shopper's counter when the order closes or reopens, and, for a cancellation,
 * each product's returned units with cancelMark; a change by `staff` (null: the shopper) with its activity entry.
 * Returns the order as stored afterwards.
 */
export const changeOrderTransaction = async <E extends { code: string }>(
  db: Firestore,
  id: string,
  decide: OrderDecision<E>,
  staff: CurrentActor | null,
): Promise<Result<Order, E>> => {
  const outcome = await refusableTransaction(db, (transaction) =>
    decideAndWrite(db, transaction, id, decide, staff),
  );
  if (!outcome.ok) return outcome;
  try {
    const stored = (await getDoc(doc(db, ORDERS, id))).data({ serverTimestamps: 'estimate' });
    return stored ? ok(fromOrderDocument(id, stored)) : outcome;
  } catch (error) {
    throw toRepositoryError(error);
  }
};

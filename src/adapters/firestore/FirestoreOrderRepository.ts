import {
  deleteField,
  collection,
  doc,
  documentId,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  type QueryConstraint,
  type DocumentReference,
  type QueryDocumentSnapshot,
  serverTimestamp,
  startAfter,
  Timestamp,
  type Transaction,
  where,
} from 'firebase/firestore';
import { delayError, withDelay, withShipment } from '../../domain/orders/OrderShipping';
import { indiaDay } from '../../domain/shared/CsvCells';
import type { CodRemittance, DeliveryDelay } from '../../domain/orders/Order';
import { remittanceRefusal, withRemittance } from '../../domain/orders/CodRemittance';
import type { Shipment } from '../../domain/shipping/Shipment';
import { guardedTransaction } from './guardedTransaction';
import { type CurrentActor, deletionEntryId, lineCancellationEntryId } from '../../domain/staff/Activity';
import { orderTarget } from '../../domain/staff/ActivityTargets';
import { adminMessageFor } from '../../domain/staff/adminMessages';
import { RepositoryError } from '../../domain/shared/errors';
import type { Order, OrderStatus, PaymentStatus } from '../../domain/orders/Order';
import type { Product } from '../../domain/catalogue/Product';
import type { Page, Unsubscribe, ViewFailed } from '../../domain/shared/Page';
import { type CancelOrderError, shopperCancellation } from '../../domain/orders/OrderCancellation';
import { canTransition, orderDeletionRefusal } from '../../domain/orders/OrderRules';
import { recordChange } from '../../domain/orders/OrderTimeline';
import { fail, ok, type Result } from '../../domain/shared/Result';
import { matchesShortOrderId } from '../../domain/orders/ShortOrderId';
import { storedShopSettings } from '../../domain/settings/storedShopSettings';
import {
  isValidUtr,
  reportUpiPayment,
  type ReportUpiPaymentError,
  type ReportUpiPaymentRequest,
} from '../../domain/orders/UpiPayment';
import type { AdminOrderQuery, OrderRepository } from '../../ports/OrderRepository';
import type { CancelOrderRequest } from '../../domain/orders/OrderCancellation';
import type { PlaceOrderError, PlaceOrderRequest } from '../../domain/orders/PlaceOrderRequest';
import {
  DELIVERY_ZONES_ID,
  ORDER_COUNTERS,
  ORDERS,
  PRODUCTS,
  SETTINGS,
  SETTINGS_ID,
  UTRS,
} from './collections';
import { cancelLineError, codValueFreed, withLineCancelled } from '../../domain/orders/LineCancellation';
import { fromDeliveryZonesDocument } from './deliveryZonesDocument';
import {
  changeAddress,
  type ChangeAddressError,
  type ChangeAddressRequest,
} from '../../domain/shipping/AddressChange';
import { auditIdOf, logActivity } from './FirestoreActivityLog';
import { guarded, isPermissionDenied } from './firestoreErrors';
import { fromOrderDocument, orderCursor, storedLine } from './orderDocument';
import { fromProductDocument } from './productDocument';
import { readUnlessRefused } from './readUnlessRefused';
import {
  assemblyItemsOf,
  bookAssembly,
  type BookAssemblyError,
  type BookAssemblyRequest,
} from '../../domain/shipping/AssemblyBooking';
import { decodeCursor } from './pageCursor';
import { checkPageSize } from '../../domain/shared/Page';
import { changeOrderTransaction, orderData, restockFields } from './orderChangeTransaction';
import { refusableTransaction } from './refusableTransaction';
import { placeOrderTransaction } from './placeOrderTransaction';
import { fromIso, justAfter } from './timestamps';
import {
  confirmCodError,
  type ConfirmCodError,
  type ConfirmCodRequest,
} from '../../domain/orders/CodConfirmation';

/** An admin search scans newest-first in batches and stops after this many orders per page. */
const SEARCH_SCAN_BATCH = 100;
const SEARCH_SCAN_LIMIT = 1000;

const orderOf = (snapshot: QueryDocumentSnapshot): Order =>
  fromOrderDocument(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }));

const newestFirst = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];

/** Orders on Firestore; placeOrder is the transaction of placeOrderTransaction.ts. */
export class FirestoreOrderRepository implements OrderRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  private get orders() {
    return collection(this.db, ORDERS);
  }

  placeOrder(request: PlaceOrderRequest): Promise<Result<Order, PlaceOrderError>> {
    return placeOrderTransaction(this.db, request);
  }

  async get(id: string): Promise<Order | null> {
    return guarded(async () => {
      const snapshot = await getDoc(doc(this.db, ORDERS, id));
      const data = snapshot.data({ serverTimestamps: 'estimate' });
      return data ? fromOrderDocument(id, data) : null;
    });
  }

  subscribe(id: string, listener: (order: Order | null) => void, onError: ViewFailed): Unsubscribe {
    return onSnapshot(
      doc(this.db, ORDERS, id),
      (snapshot) => {
        const data = snapshot.data({ serverTimestamps: 'estimate' });
        listener(data ? fromOrderDocument(id, data) : null);
      },
      onError,
    );
  }

  private byUser(userId: string, max: number) {
    return query(this.orders, where('userId', '==', userId), ...newestFirst, limit(max));
  }

  async listByUser(userId: string, max: number): Promise<Order[]> {
    if (max < 1) return [];
    return guarded(async () => (await getDocs(this.byUser(userId, max))).docs.map(orderOf));
  }

  subscribeByUser(
    userId: string,
    max: number,
    listener: (orders: Order[]) => void,
    onError: ViewFailed,
  ): Unsubscribe {
    return onSnapshot(
      this.byUser(userId, Math.max(1, max)),
      (snapshot) => listener(snapshot.docs.map(orderOf)),
      onError,
    );
  }

  /** A listener on `createdAt > createdAfter`: it reads the orders already there once, then one read per new order. */
  subscribeCreatedAfter(
    createdAfter: string,
    listener: (order: Order) => void,
    onError: ViewFailed,
  ): Unsubscribe {
    const delivered = new Set<string>();
    const feed = query(
      this.orders,
      where('createdAt', '>=', justAfter(createdAfter)),
      orderBy('createdAt'),
      orderBy(documentId()),
    );
    return onSnapshot(
      feed,
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type !== 'added' || delivered.has(change.doc.id)) continue;
          delivered.add(change.doc.id);
          listener(orderOf(change.doc));
        }
      },
      onError,
    );
  }

  async adminList(request: AdminOrderQuery): Promise<Page<Order>> {
    checkPageSize(request.pageSize);
    const position = request.cursor
      ? decodeCursor(request.cursor, 'orders', ['number', 'number', 'string'])
      : null;
    let after: [Timestamp, string] | null = position
      ? [new Timestamp(Number(position[0]), Number(position[1])), String(position[2])]
      : null;
    const needle = request.search?.trim().toLowerCase() ?? '';
    const filters: QueryConstraint[] = [
      ...(request.status ? [where('status', '==', request.status)] : []),
      ...(request.paymentStatus ? [where('paymentStatus', '==', request.paymentStatus)] : []),
      ...(request.paymentMethod ? [where('paymentMethod', '==', request.paymentMethod)] : []),
      ...(request.offerId ? [where('offerIds', 'array-contains', request.offerId)] : []),
    ];
    const matches = (order: Order): boolean =>
      needle === '' ||
      order.id.toLowerCase().includes(needle) ||
      matchesShortOrderId(order.id, needle) ||
      order.shippingAddress.name.toLowerCase().includes(needle);
    return guarded(async () => {
      const items: Order[] = [];
      let lastKept: QueryDocumentSnapshot | null = null;
      const batchSize = needle === '' ? request.pageSize + 1 : SEARCH_SCAN_BATCH;
      for (let scanned = 0; scanned < SEARCH_SCAN_LIMIT; scanned += batchSize) {
        const { docs } = await getDocs(
          query(
            this.orders,
            ...filters,
            ...newestFirst,
            ...(after ? [startAfter(...after)] : []),
            limit(batchSize),
          ),
        );
        for (const snapshot of docs) {
          const order = orderOf(snapshot);
          if (!matches(order)) continue;
          if (items.length === request.pageSize) return { items, nextCursor: cursorAt(lastKept) };
          items.push(order);
          lastKept = snapshot;
        }
        const last = docs[docs.length - 1];
        if (docs.length < batchSize || !last) return { items, nextCursor: null };
        after = [last.get('createdAt') as Timestamp, last.id];
      }
      return { items, nextCursor: after ? orderCursor(after[0], after[1]) : null };
    });
  }

  async listCreatedBetween(from: string, to: string): Promise<Order[]> {
    return guarded(async () => {
      const { docs } = await getDocs(
        query(
          this.orders,
          where('createdAt', '>=', fromIso(from)),
          where('createdAt', '<', fromIso(to)),
          orderBy('createdAt'),
          orderBy(documentId()),
        ),
      );
      return docs.map(orderOf);
    });
  }

  cancelOrder(request: CancelOrderRequest): Promise<Result<Order, CancelOrderError>> {
    return changeOrderTransaction<CancelOrderError>(
      this.db,
      request.orderId,
      (order) => shopperCancellation(order, request, new Date().toISOString()),
      null,
    );
  }

  /**
   * The UTR and the server's time, and nothing else: all that the rules let a shopper add to their UPI order, with
   * utrs/{utr} claimed for it in the same write.
   */
  async reportUpiPayment(request: ReportUpiPaymentRequest): Promise<Result<Order, ReportUpiPaymentError>> {
    const reference = doc(this.db, ORDERS, request.orderId);
    const claim = isValidUtr(request.utr) ? doc(this.db, UTRS, request.utr) : null;
    const reported = await refusableTransaction(this.db, async (transaction) => {
      const data = await orderData(transaction, reference);
      const settings = await transaction.get(doc(this.db, SETTINGS, SETTINGS_ID));
      const decided = reportUpiPayment(
        data ? fromOrderDocument(request.orderId, data) : null,
        request,
        new Date().toISOString(),
        storedShopSettings(settings.data()).paymentWindowHours,
        claim ? await claimOf(transaction, claim) : null,
      );
      if (decided.ok && claim) {
        transaction.update(reference, { utr: request.utr, utrAt: serverTimestamp() });
        transaction.set(claim, { orderId: request.orderId, userId: request.userId, at: serverTimestamp() });
      }
      return decided;
    });
    if (!reported.ok) return reported;
    const stored = await guarded(() => getDoc(reference));
    return ok(fromOrderDocument(request.orderId, stored.data({ serverTimestamps: 'estimate' }) ?? {}));
  }

  /** The server's time of the confirmation, and nothing else: all that the rules let a shopper add. */
  async confirmCod(request: ConfirmCodRequest): Promise<Result<Order, ConfirmCodError>> {
    const reference = doc(this.db, ORDERS, request.orderId);
    const confirmed = await refusableTransaction(this.db, async (transaction) => {
      const data = await orderData(transaction, reference);
      const settings = await transaction.get(doc(this.db, SETTINGS, SETTINGS_ID));
      const refused = confirmCodError(
        data ? fromOrderDocument(request.orderId, data) : null,
        request.userId,
        new Date().toISOString(),
        storedShopSettings(settings.data()).codConfirmWithinHours,
      );
      if (refused) return fail(refused);
      transaction.update(reference, { codConfirmedAt: serverTimestamp() });
      return ok(null);
    });
    if (!confirmed.ok) return confirmed;
    const stored = await guarded(() => getDoc(reference));
    return ok(fromOrderDocument(request.orderId, stored.data({ serverTimestamps: 'estimate' }) ?? {}));
  }

  /**
   * The line goes as stored (the rules compare the lines kept with those before), its units back in stock, the
   * shopper's open cash-on-delivery value down by its amount; logged under an entry that names the order and the line.
   */
  async cancelLine(id: string, index: number, by: string): Promise<Order> {
    const reference = doc(this.db, ORDERS, id);
    await guardedTransaction(this.db, async (transaction) => {
      const data = (await transaction.get(reference)).data();
      if (!data) throw new RepositoryError('REPO.NOT_FOUND', `No order ${id}`);
      const order = fromOrderDocument(id, data);
      const refused = cancelLineError(order, index);
      if (refused) throw new RepositoryError('REPO.CONFLICT', `Order ${id}, line ${index}: ${refused.code}`);
      const line = order.lines[index]!;
      const productRef = doc(this.db, PRODUCTS, line.productId);
      const restock = await restockFields(transaction, productRef, [line]);
      const counterRef = doc(this.db, ORDER_COUNTERS, order.userId);
      const counter = (await transaction.get(counterRef)).data();
      const after = withLineCancelled(order, index, new Date().toISOString(), by);
      const key = String(order.cancelledLines?.length ?? 0);
      const auditId = logActivity(
        this.db,
        transaction,
        this.actor,
        'order',
        [orderTarget(order, after), ...(restock?.target ? [restock.target] : [])],
        lineCancellationEntryId(id, key),
      );
      if (restock) transaction.update(productRef, { ...restock.fields, auditId });
      if (counter) {
        const open = typeof counter['openCodValue'] === 'number' ? counter['openCodValue'] : 0;
        transaction.update(counterRef, { openCodValue: Math.max(0, open - codValueFreed(order, line)) });
      }
      const stored = data['lines'] as unknown[];
      transaction.update(reference, {
        lines: stored.filter((_, position) => position !== index),
        subtotal: after.subtotal,
        total: after.total,
        updatedAt: serverTimestamp(),
        [`cancelledLines.${key}`]: { line: stored[index], at: serverTimestamp(), by },
        auditId,
      });
    });
    const stored = await guarded(() => getDoc(reference));
    return fromOrderDocument(id, stored.data({ serverTimestamps: 'estimate' }) ?? {});
  }

  /** The new address and the server's time of the change (and a later promise): all that the rules let it change. */
  async changeAddress(request: ChangeAddressRequest): Promise<Result<Order, ChangeAddressError>> {
    const reference = doc(this.db, ORDERS, request.orderId);
    const changed = await refusableTransaction(this.db, async (transaction) => {
      const data = await orderData(transaction, reference);
      const zones = fromDeliveryZonesDocument(
        (await transaction.get(doc(this.db, SETTINGS, DELIVERY_ZONES_ID))).data(),
      );
      const order = data ? fromOrderDocument(request.orderId, data) : null;
      const decided = changeAddress(order, request.userId, request.address, zones, new Date().toISOString());
      if (!decided.ok || !order) return decided;
      transaction.update(reference, {
        shippingAddress: { ...decided.value.shippingAddress },
        [`addressChangedAt.${order.addressChangedAt?.length ?? 0}`]: serverTimestamp(),
        ...(decided.value.deliveryDays !== order.deliveryDays
          ? { deliveryDays: decided.value.deliveryDays }
          : {}),
      });
      return ok(null);
    });
    if (!changed.ok) return changed;
    const stored = await guarded(() => getDoc(reference));
    return ok(fromOrderDocument(request.orderId, stored.data({ serverTimestamps: 'estimate' }) ?? {}));
  }

  /**
   * The lines with their charges, the grown totals and the server's time; a cash order's counter grows with them. The
   * products are read before the transaction (one a shopper may no longer see reads as none): the rules check each
   * charge against the product as it is at the write.
   */
  async bookAssembly(request: BookAssemblyRequest): Promise<Result<Order, BookAssemblyError>> {
    const reference = doc(this.db, ORDERS, request.orderId);
    const placed = await readUnlessRefused(reference);
    const ids = [
      ...new Set(
        placed
          ? fromOrderDocument(placed.id, placed.data() ?? {}).lines.map(({ productId }) => productId)
          : [],
      ),
    ];
    const products = new Map<string, Product | null>();
    for (const id of ids) {
      const product = await readUnlessRefused(doc(this.db, PRODUCTS, id));
      products.set(id, product?.exists() ? fromProductDocument(id, product.data() ?? {}) : null);
    }
    const booked = await refusableTransaction(this.db, async (transaction) => {
      const data = await orderData(transaction, reference);
      const order = data ? fromOrderDocument(request.orderId, data) : null;
      const zones = fromDeliveryZonesDocument(
        (await transaction.get(doc(this.db, SETTINGS, DELIVERY_ZONES_ID))).data(),
      );
      const counterRef = order ? doc(this.db, ORDER_COUNTERS, order.userId) : null;
      const counter = counterRef ? (await transaction.get(counterRef)).data() : undefined;
      const items = order ? assemblyItemsOf(order, products) : [];
      const decided = bookAssembly(order, request.userId, items, zones, new Date().toISOString());
      if (!decided.ok || !order) return decided;
      transaction.update(reference, {
        lines: decided.value.lines.map(storedLine),
        subtotal: decided.value.subtotal,
        total: decided.value.total,
        updatedAt: serverTimestamp(),
        assemblyBookedAt: serverTimestamp(),
      });
      if (counterRef && counter && order.paymentMethod === 'cod') {
        const open = typeof counter['openCodValue'] === 'number' ? counter['openCodValue'] : 0;
        transaction.update(counterRef, { openCodValue: open + decided.value.total - order.total });
      }
      return ok(null);
    });
    if (!booked.ok) return booked;
    const stored = await guarded(() => getDoc(reference));
    return ok(fromOrderDocument(request.orderId, stored.data({ serverTimestamps: 'estimate' }) ?? {}));
  }

  ordersWithUtr(utr: string): Promise<Order[]> {
    return guarded(async () => {
      const { docs } = await getDocs(query(collection(this.db, ORDERS), where('utr', '==', utr), limit(5)));
      return docs.map(orderOf);
    });
  }

  updateStatus(id: string, status: OrderStatus, by: string): Promise<Order> {
    return this.adminChange(
      id,
      (order) => canTransition(order.status, status),
      (order, at) => recordChange(order, { status }, at, by),
    );
  }

  recordShipment(id: string, shipment: Shipment, by: string): Promise<Order> {
    return this.adminChange(
      id,
      () => true,
      (order, at) => withShipment(order, shipment, at, by),
    );
  }

  delayDelivery(id: string, delay: DeliveryDelay, by: string): Promise<Order> {
    return this.adminChange(
      id,
      (order) => delayError(order, delay, indiaDay(new Date().toISOString())) === null,
      (order, at) => withDelay(order, delay, at, by),
    );
  }

  codToRemit(): Promise<Order[]> {
    return guarded(async () => {
      const { docs } = await getDocs(query(this.orders, where('codToRemit', '==', true), limit(500)));
      return docs.map(orderOf);
    });
  }

  async recordRemittance(orderIds: readonly string[], remittance: CodRemittance): Promise<void> {
    await guardedTransaction(this.db, async (transaction) => {
      const references = orderIds.map((id) => doc(this.db, ORDERS, id));
      const orders = await Promise.all(
        references.map(async (reference) => {
          const data = (await transaction.get(reference)).data();
          if (!data) throw new RepositoryError('REPO.NOT_FOUND', `No order ${reference.id}`);
          return fromOrderDocument(reference.id, data);
        }),
      );
      const refused = remittanceRefusal(orders, remittance, indiaDay(new Date().toISOString()));
      if (refused) throw new RepositoryError('REPO.CONFLICT', refused);
      const targets = orders.map((order) => orderTarget(order, withRemittance(order, remittance)));
      const auditId = logActivity(this.db, transaction, this.actor, 'order', targets);
      for (const reference of references) {
        transaction.update(reference, {
          codRemittance: { ...remittance },
          codToRemit: deleteField(),
          auditId,
        });
      }
    });
  }

  updatePaymentStatus(id: string, paymentStatus: PaymentStatus, by: string): Promise<Order> {
    return this.adminChange(
      id,
      () => true,
      (order, at) => recordChange(order, { paymentStatus }, at, by),
    );
  }

  async delete(id: string): Promise<void> {
    const reference = doc(this.db, ORDERS, id);
    await guardedTransaction(this.db, async (transaction) => {
      const snapshot = await transaction.get(reference);
      const data = snapshot.data();
      if (!data) return;
      const order = fromOrderDocument(id, data);
      const refusal = orderDeletionRefusal(order);
      if (refusal) throw new RepositoryError('REPO.CONFLICT', `Order ${id}: ${adminMessageFor(refusal)}`);
      const entryId = deletionEntryId(ORDERS, id, auditIdOf(data));
      logActivity(this.db, transaction, this.actor, 'order', [orderTarget(order, null)], entryId);
      transaction.delete(reference);
    });
  }

  /** An admin's change, judged against the order as stored; a move it no longer allows is a conflict. */
  private async adminChange(
    id: string,
    allowed: (order: Order) => boolean,
    change: (order: Order, at: string) => Order | null,
  ): Promise<Order> {
    const outcome = await changeOrderTransaction<{ code: 'REPO.NOT_FOUND' | 'REPO.CONFLICT' }>(
      this.db,
      id,
      (order) => {
        if (!order) return fail({ code: 'REPO.NOT_FOUND' });
        const changed = allowed(order) ? change(order, new Date().toISOString()) : null;
        return changed ? ok(changed) : fail({ code: 'REPO.CONFLICT' });
      },
      this.actor,
    );
    if (!outcome.ok) throw new RepositoryError(outcome.error.code, `Order ${id} cannot take this change`);
    return outcome.value;
  }
}

/** The order that claims a UTR, or null; one the rules keep from this shopper is another shopper's. */
const claimOf = async (transaction: Transaction, claim: DocumentReference): Promise<string | null> => {
  try {
    const snapshot = await transaction.get(claim);
    return snapshot.exists() ? String(snapshot.get('orderId')) : null;
  } catch (error) {
    if (isPermissionDenied(error)) return "another shopper's order";
    throw error;
  }
};

const cursorAt = (snapshot: QueryDocumentSnapshot | null): string | null =>
  snapshot ? orderCursor(snapshot.get('createdAt') as Timestamp, snapshot.id) : null;

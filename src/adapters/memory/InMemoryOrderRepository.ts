import {
  assemblyItemsOf,
  bookAssembly,
  type BookAssemblyError,
  type BookAssemblyRequest,
} from '../../domain/shipping/AssemblyBooking';
import { orderTarget } from '../../domain/staff/ActivityTargets';
import { delayError, withDelay, withShipment } from '../../domain/orders/OrderShipping';
import { indiaDay } from '../../domain/shared/CsvCells';
import type { CodRemittance, DeliveryDelay } from '../../domain/orders/Order';
import { remittanceRefusal, withRemittance } from '../../domain/orders/CodRemittance';
import type { Shipment } from '../../domain/shipping/Shipment';
import { adminMessageFor } from '../../domain/staff/adminMessages';
import { RepositoryError } from '../../domain/shared/errors';
import type { Order, OrderStatus, PaymentStatus } from '../../domain/orders/Order';
import { type CancelOrderError, shopperCancellation } from '../../domain/orders/OrderCancellation';
import { issueInvoice, issuesInvoice, type StoredInvoiceCounter } from '../../domain/tax/Invoice';
import { counterAfterChange, isOpenStatus, type OrderCounter } from '../../domain/orders/OrderLimits';
import { canTransition, orderDeletionRefusal } from '../../domain/orders/OrderRules';
import { recordChange } from '../../domain/orders/OrderTimeline';
import type { Page, Unsubscribe } from '../../domain/shared/Page';
import type { Product } from '../../domain/catalogue/Product';
import { fail, ok, type Result } from '../../domain/shared/Result';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/settings/ShopSettings';
import { matchesShortOrderId } from '../../domain/orders/ShortOrderId';
import { storedShopSettings } from '../../domain/settings/storedShopSettings';
import {
  reportUpiPayment,
  type ReportUpiPaymentError,
  type ReportUpiPaymentRequest,
} from '../../domain/orders/UpiPayment';
import type { Clock } from '../../ports/Clock';
import type { AdminOrderQuery, OrderRepository } from '../../ports/OrderRepository';
import type { CancelOrderRequest } from '../../domain/orders/OrderCancellation';
import type { PlaceOrderError, PlaceOrderRequest } from '../../domain/orders/PlaceOrderRequest';
import { SETTINGS, SHOP_SETTINGS_ID } from './InMemorySettingsRepository';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
import type { MemoryDatabase } from './MemoryDatabase';
import { restockProducts } from './restockProducts';
import { releaseSlot } from './InMemoryDeliverySlotRepository';
import { giveBackHold } from './offerHoldsInMemory';
import { keysetPage } from './keysetPage';
import { INVOICE_COUNTER_ID, META } from './meta';
import { byCreation, newestFirst } from './newestFirstCursor';
import { ORDER_COUNTERS, ORDERS, PRODUCTS, placeOrderInMemory } from './placeOrderInMemory';
import { deliveryZonesIn } from './InMemoryDeliveryZoneRepository';
import { cancelLineError, codValueFreed, withLineCancelled } from '../../domain/orders/LineCancellation';
import {
  changeAddress,
  type ChangeAddressError,
  type ChangeAddressRequest,
} from '../../domain/shipping/AddressChange';
import { watchDocument, watchQuery } from './watchQuery';
import { watchCreatedAfter } from './watchCreatedAfter';
import {
  confirmCodError,
  type ConfirmCodError,
  type ConfirmCodRequest,
} from '../../domain/orders/CodConfirmation';

/** Orders in the `orders` collection of the memory database, stored as domain Order JSON. */
export class InMemoryOrderRepository implements OrderRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly log: InMemoryActivityLog,
  ) {}

  async placeOrder(request: PlaceOrderRequest): Promise<Result<Order, PlaceOrderError>> {
    if (request.signal?.aborted) throw request.signal.reason;
    return this.db.transaction(() => placeOrderInMemory(this.db, this.clock.now(), request));
  }

  async get(id: string): Promise<Order | null> {
    return this.db.get<Order>(ORDERS, id);
  }

  async listByUser(userId: string, limit: number): Promise<Order[]> {
    return this.db.query<Order>(ORDERS, {
      where: (order) => order.userId === userId,
      orderBy: newestFirst,
      limit,
    });
  }

  subscribe(id: string, listener: (order: Order | null) => void): Unsubscribe {
    return watchDocument<Order>(this.db, ORDERS, id, listener);
  }

  subscribeByUser(userId: string, limit: number, listener: (orders: Order[]) => void): Unsubscribe {
    const options = { where: (order: Order) => order.userId === userId, orderBy: newestFirst, limit };
    return watchQuery<Order>(this.db, ORDERS, options, (order) => order.id, listener);
  }

  subscribeCreatedAfter(createdAfter: string, listener: (order: Order) => void): Unsubscribe {
    return watchCreatedAfter(this.db, createdAfter, listener);
  }

  async adminList(query: AdminOrderQuery): Promise<Page<Order>> {
    const matches = adminFilter(query);
    return keysetPage(
      this.db,
      ORDERS,
      matches,
      byCreation<Order>((order) => order),
      query,
    );
  }

  async listCreatedBetween(from: string, to: string): Promise<Order[]> {
    return this.db.query<Order>(ORDERS, {
      where: (order) => order.createdAt >= from && order.createdAt < to,
      orderBy: (a, b) => newestFirst(b, a),
    });
  }

  async cancelOrder(request: CancelOrderRequest): Promise<Result<Order, CancelOrderError>> {
    return this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, request.orderId);
      const cancelled = shopperCancellation(order, request, this.clock.now());
      return cancelled.ok && order ? ok(this.write(order, cancelled.value, false)) : cancelled;
    });
  }

  async reportUpiPayment(request: ReportUpiPaymentRequest): Promise<Result<Order, ReportUpiPaymentError>> {
    return this.db.transaction(() => {
      const [claimed] = this.db.scan<Order>(ORDERS, (order) => order.utr === request.utr);
      const reported = reportUpiPayment(
        this.db.get<Order>(ORDERS, request.orderId),
        request,
        this.clock.now(),
        storedShopSettings(this.db.get(SETTINGS, SHOP_SETTINGS_ID)).paymentWindowHours,
        claimed?.id ?? null,
      );
      if (reported.ok) this.db.set(ORDERS, request.orderId, { ...reported.value });
      return reported;
    });
  }

  async confirmCod(request: ConfirmCodRequest): Promise<Result<Order, ConfirmCodError>> {
    return this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, request.orderId);
      const now = this.clock.now();
      const hours = storedShopSettings(this.db.get(SETTINGS, SHOP_SETTINGS_ID)).codConfirmWithinHours;
      const refused = confirmCodError(order, request.userId, now, hours);
      if (refused || !order) return fail(refused ?? { code: 'COD.ORDER_NOT_FOUND' });
      const confirmed: Order = { ...order, codConfirmedAt: now };
      this.db.set(ORDERS, order.id, { ...confirmed });
      return ok(confirmed);
    });
  }

  async changeAddress(request: ChangeAddressRequest): Promise<Result<Order, ChangeAddressError>> {
    return this.db.transaction(() => {
      const changed = changeAddress(
        this.db.get<Order>(ORDERS, request.orderId),
        request.userId,
        request.address,
        deliveryZonesIn(this.db),
        this.clock.now(),
      );
      if (changed.ok) this.db.set(ORDERS, request.orderId, { ...changed.value });
      return changed;
    });
  }

  async bookAssembly(request: BookAssemblyRequest): Promise<Result<Order, BookAssemblyError>> {
    return this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, request.orderId);
      const products = new Map(
        (order?.lines ?? []).map(({ productId }) => [productId, this.db.get<Product>(PRODUCTS, productId)]),
      );
      const items = order ? assemblyItemsOf(order, products) : [];
      const booked = bookAssembly(order, request.userId, items, deliveryZonesIn(this.db), this.clock.now());
      if (!booked.ok || !order) return booked;
      this.db.set(ORDERS, order.id, { ...booked.value });
      const counter = this.db.get<OrderCounter>(ORDER_COUNTERS, order.userId);
      if (counter && order.paymentMethod === 'cod') {
        const openCodValue = counter.openCodValue + booked.value.total - order.total;
        this.db.set(ORDER_COUNTERS, order.userId, { ...counter, openCodValue });
      }
      return booked;
    });
  }

  async ordersWithUtr(utr: string): Promise<Order[]> {
    return this.db.query<Order>(ORDERS, { where: (order) => order.utr === utr, limit: 5 });
  }

  async updateStatus(id: string, status: OrderStatus, by: string): Promise<Order> {
    return this.db.transaction(() => {
      const order = this.stored(id);
      if (!canTransition(order.status, status)) {
        throw new RepositoryError(
          'REPO.CONFLICT',
          `Order ${id} is ${order.status}, it cannot become ${status}`,
        );
      }
      return this.write(order, recordChange(order, { status }, this.clock.now(), by), true);
    });
  }

  async recordShipment(id: string, shipment: Shipment, by: string): Promise<Order> {
    return this.db.transaction(() => {
      const order = this.stored(id);
      const shipped = withShipment(order, { ...shipment }, this.clock.now(), by);
      if (!shipped)
        throw new RepositoryError('REPO.CONFLICT', `Order ${id} is ${order.status}, it cannot ship`);
      return this.write(order, shipped, true);
    });
  }

  async delayDelivery(id: string, delay: DeliveryDelay, by: string): Promise<Order> {
    return this.db.transaction(() => {
      const order = this.stored(id);
      const now = this.clock.now();
      const refused = delayError(order, delay, indiaDay(now));
      if (refused) throw new RepositoryError('REPO.CONFLICT', `Order ${id}: ${refused}`);
      return this.write(order, withDelay(order, delay, now, by), true);
    });
  }

  async cancelLine(id: string, index: number, by: string): Promise<Order> {
    return this.db.transaction(() => {
      const order = this.stored(id);
      const refused = cancelLineError(order, index);
      if (refused) throw new RepositoryError('REPO.CONFLICT', `Order ${id}, line ${index}: ${refused.code}`);
      const line = order.lines[index]!;
      const after = withLineCancelled(order, index, this.clock.now(), by);
      const restocked = restockProducts(this.db, [line]);
      const counter = this.db.get<OrderCounter>(ORDER_COUNTERS, order.userId);
      if (counter) {
        const openCodValue = Math.max(0, counter.openCodValue - codValueFreed(order, line));
        this.db.set(ORDER_COUNTERS, order.userId, { ...counter, openCodValue });
      }
      this.db.set(ORDERS, id, { ...after });
      this.log.record('order', [orderTarget(order, after), ...restocked]);
      return after;
    });
  }

  async codToRemit(): Promise<Order[]> {
    return this.db.query<Order>(ORDERS, { where: (order) => order.codToRemit === true, limit: 500 });
  }

  async recordRemittance(orderIds: readonly string[], remittance: CodRemittance): Promise<void> {
    this.db.transaction(() => {
      const orders = orderIds.map((id) => this.stored(id));
      const refused = remittanceRefusal(orders, remittance, indiaDay(this.clock.now()));
      if (refused) throw new RepositoryError('REPO.CONFLICT', refused);
      const targets = orders.map((order) => {
        const after = withRemittance(order, remittance);
        this.db.set(ORDERS, order.id, { ...after });
        return orderTarget(order, after);
      });
      this.log.record('order', targets);
    });
  }

  async updatePaymentStatus(id: string, paymentStatus: PaymentStatus, by: string): Promise<Order> {
    return this.db.transaction(() => {
      const order = this.stored(id);
      return this.write(order, recordChange(order, { paymentStatus }, this.clock.now(), by), true);
    });
  }

  async delete(id: string): Promise<void> {
    this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, id);
      if (!order) return;
      const refusal = orderDeletionRefusal(order);
      if (refusal) throw new RepositoryError('REPO.CONFLICT', `Order ${id}: ${adminMessageFor(refusal)}`);
      this.db.delete(ORDERS, id);
      this.log.record('order', [orderTarget(order, null)]);
    });
  }

  private stored(id: string): Order {
    const order = this.db.get<Order>(ORDERS, id);
    if (!order) throw new RepositoryError('REPO.NOT_FOUND', `No order ${id}`);
    return order;
  }

  /**
   * Stores the changed order with what moves beside it: the shopper's counter, the stock a cancellation returns,
   * and the invoice a confirmation issues with the next number; a member of staff's change (`byStaff`) is logged
   * with the stock it gave back.
   */
  private write(before: Order, changed: Order, byStaff: boolean): Order {
    this.moveCounter(before, isOpenStatus(changed.status));
    const cancelling = changed.status === 'cancelled' && before.status !== 'cancelled';
    const restocked = cancelling ? restockProducts(this.db, before.lines) : [];
    if (cancelling && before.deliverySlot) releaseSlot(this.db, before.id, before.deliverySlot);
    if (cancelling && before.discount !== undefined) giveBackHold(this.db, before.id, this.clock.now());
    const after = issuesInvoice(before, changed) ? this.withInvoice(changed) : changed;
    this.db.set(ORDERS, after.id, { ...after });
    if (byStaff) this.log.record('order', [orderTarget(before, after), ...restocked]);
    return after;
  }

  private withInvoice(order: Order): Order {
    const settings = { ...DEFAULT_SHOP_SETTINGS, ...this.db.get<ShopSettings>(SETTINGS, SHOP_SETTINGS_ID) };
    const products = new Map(
      order.lines.map((line) => [line.productId, this.db.get<Product>(PRODUCTS, line.productId)]),
    );
    const counter = this.db.get<StoredInvoiceCounter>(META, INVOICE_COUNTER_ID);
    const issued = issueInvoice(order, counter, settings, products, order.updatedAt);
    this.db.set(META, INVOICE_COUNTER_ID, { ...issued.counter });
    return { ...order, invoice: issued.invoice };
  }

  /** An order that opens or closes moves its shopper's counter in the same transaction. */
  private moveCounter(order: Order, openAfter: boolean): void {
    const counter = counterAfterChange(
      this.db.get<OrderCounter>(ORDER_COUNTERS, order.userId),
      order,
      openAfter,
    );
    if (counter) this.db.set(ORDER_COUNTERS, order.userId, { ...counter });
  }
}

const adminFilter = ({
  status,
  paymentStatus,
  paymentMethod,
  search,
  offerId,
}: AdminOrderQuery): ((order: Order) => boolean) => {
  const needle = search?.trim().toLowerCase() ?? '';
  return (order) =>
    (status === undefined || order.status === status) &&
    (paymentStatus === undefined || order.paymentStatus === paymentStatus) &&
    (paymentMethod === undefined || order.paymentMethod === paymentMethod) &&
    (offerId === undefined || (order.offerIds ?? []).includes(offerId)) &&
    (needle === '' ||
      order.id.toLowerCase().includes(needle) ||
      matchesShortOrderId(order.id, needle) ||
      order.shippingAddress.name.toLowerCase().includes(needle));
};

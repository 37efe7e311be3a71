import { paymentOverdue } from '../../../domain/orders/UpiPayment';
import { makeAutoObservable, runInAction } from 'mobx';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { cancelLineError, cancelLineRefusal } from '../../../domain/orders/LineCancellation';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { DeliveryDelay, Order, OrderStatus, PaymentStatus } from '../../../domain/orders/Order';
import { delayError } from '../../../domain/orders/OrderShipping';
import { indiaDay } from '../../../domain/shared/CsvCells';
import type { Unsubscribe } from '../../../domain/shared/Page';
import { applyPaymentStatusChange, applyStatusChange, upsertOrder } from '../../../domain/orders/OrderRules';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { CursorPager } from '../common/CursorPager';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { toasterNotifier } from '../common/toasterNotifier';
import { cancelLapsedOrders } from '../../shared/stores/cancelLapsedOrders';
import type { OrderWindows } from '../../../domain/orders/LapsedOrders';
import { shortOrderId } from '../../../domain/orders/ShortOrderId';
import type { Shipment } from '../../../domain/shipping/Shipment';

export const ORDERS_PAGE_SIZE = 20;

/** A payment status, or the UPI orders whose payment the shop has yet to find on its statement. */
export type PaymentFilter = PaymentStatus | '' | 'upi-pending';

/** The admin order list (newest first, filtered, paged) and the changes made from an order's detail. */
export class AdminOrdersStore {
  status: OrderStatus | '' = '';
  paymentStatus: PaymentFilter = '';
  search = '';
  /** Only the orders placed with this offer ('' for all), as admin → Offers links to them. */
  offerId = '';
  openId: string | null = null;
  working = false;
  /** The orders found carrying each UTR looked up (utrHolders), by UTR. */
  readonly ordersByUtr = new Map<string, Order[]>();
  readonly pager: CursorPager<Order>;
  readonly #orders: OrderRepository;
  readonly #clock: Clock;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;
  readonly #adminEmail: () => string;

  /** `adminEmail`: who is signed in, recorded with each change in the order's history. */
  constructor(
    orders: OrderRepository,
    clock: Clock,
    notifier: AdminNotifier,
    network: NetworkGuard,
    adminEmail: () => string,
    /** The shop's windows for paying and confirming orders, as the settings say now; null until they have arrived. */
    readonly windows: () => OrderWindows | null = () => ({
      paymentWindowHours: 24,
      codConfirmWithinHours: 48,
    }),
    /** The shop's return window, in days from delivery, as the settings say now. */
    readonly returnWindowDays: () => number = () => 30,
    readonly pageSize = ORDERS_PAGE_SIZE,
  ) {
    this.#orders = orders;
    this.#clock = clock;
    this.#notifier = notifier;
    this.#network = network;
    this.#adminEmail = adminEmail;
    this.pager = new CursorPager(
      (cursor) =>
        this.#orders.adminList({
          pageSize: this.pageSize,
          cursor,
          ...(this.status ? { status: this.status } : {}),
          ...(this.paymentStatus === 'upi-pending'
            ? { paymentMethod: 'upi' as const, paymentStatus: 'pending' as const }
            : this.paymentStatus
              ? { paymentStatus: this.paymentStatus }
              : {}),
          ...(this.search.trim() ? { search: this.search.trim() } : {}),
          ...(this.offerId ? { offerId: this.offerId } : {}),
        }),
      adminMessageFor('ORDERS.LOAD_FAILED'),
    );
    // The pager is a store of its own, fixed for this store's life: nothing to observe in the reference.
    makeAutoObservable(this, { pager: false }, { autoBind: true });
  }

  get items(): Order[] {
    return this.pager.items;
  }

  get openOrder(): Order | null {
    return this.items.find((order) => order.id === this.openId) ?? null;
  }

  setStatus(status: OrderStatus | ''): void {
    this.status = status;
    void this.pager.firstPage();
  }

  setPaymentStatus(paymentStatus: PaymentFilter): void {
    this.paymentStatus = paymentStatus;
    void this.pager.firstPage();
  }

  setSearch(search: string): void {
    this.search = search;
    void this.pager.firstPage();
  }

  /** Shows only the orders placed with `offerId` ('' for all); the list starts again from its first page. */
  setOffer(offerId: string): void {
    this.offerId = offerId;
    void this.pager.firstPage();
  }

  /** An open UPI order still unpaid after the payment window: flagged for cancellation, which restocks it. */
  paymentOverdue(order: Order): boolean {
    const hours = this.windows()?.paymentWindowHours ?? null;
    return hours !== null && paymentOverdue(order, this.#clock.now(), hours);
  }

  /** Cancels each listed order left unpaid or unconfirmed past its window, as it is read (cancelLapsedOrders). */
  cancelLapsedOrders(): () => void {
    return cancelLapsedOrders({
      orders: () => this.items,
      windows: this.windows,
      now: () => this.#clock.now(),
      cancel: async (order, reason) => {
        const cancelled = await this.#orders.updateStatus(order.id, 'cancelled', this.#adminEmail());
        this.pager.setItems(upsertOrder(this.items, cancelled));
        this.#notifier.success(
          `Order ${shortOrderId(order.id)}: ${reason}, so it is cancelled and its stock released.`,
        );
      },
    });
  }

  open(id: string | null): void {
    this.openId = id;
  }

  /** Looks up which orders carry the UTR `order` reports, once per UTR; a failed look-up shows nothing. */
  async findUtrHolders(order: Order): Promise<void> {
    const utr = order.utr;
    if (!utr || this.ordersByUtr.has(utr)) return;
    try {
      const found = await this.#orders.ordersWithUtr(utr);
      runInAction(() => this.ordersByUtr.set(utr, found));
    } catch (error) {
      console.error(error);
    }
  }

  /** Other orders reported with the same UTR as `order` (reported before each UTR was claimed by one order). */
  utrHolders(order: Order): Order[] {
    return (this.ordersByUtr.get(order.utr ?? '') ?? []).filter((other) => other.id !== order.id);
  }

  /**
   * Keeps the order `id` in the list as stored while the admin has it open: a UTR its shopper reports, or their
   * cancellation, shows without a Refresh. Returns the stop.
   */
  follow(id: string): Unsubscribe {
    return this.#orders.subscribe(
      id,
      (order) => {
        if (order) this.pager.setItems(upsertOrder(this.items, order));
      },
      (error) => {
        console.error(error);
        this.#notifier.error(adminMessageFor('ORDER.FOLLOW_FAILED'));
      },
    );
  }

  /** Only the moves of the domain OrderRules are sent; the list shows the stored result. */
  async changeStatus(order: Order, status: OrderStatus): Promise<boolean> {
    const checked = applyStatusChange(order, status, this.#clock.now());
    if (!checked.ok) {
      this.#notifier.error(orderMessageFor('ORDER.INVALID_TRANSITION', { from: order.status, to: status }));
      return false;
    }
    return this.write(
      () => this.#orders.updateStatus(order.id, status, this.#adminEmail()),
      adminMessageFor('ORDER.STATUS_UPDATED', { status }),
    );
  }

  /** Ships a confirmed order with `shipment`, or corrects the shipment of one shipped or delivered. */
  async recordShipment(order: Order, shipment: Shipment): Promise<boolean> {
    return this.write(
      () => this.#orders.recordShipment(order.id, shipment, this.#adminEmail()),
      order.status === 'confirmed'
        ? adminMessageFor('ORDER.STATUS_UPDATED', { status: 'shipped' })
        : adminMessageFor('ORDER.SHIPMENT_CORRECTED'),
    );
  }

  /** Moves the order's promised date to a later one with its reason; says why when the domain refuses it. */
  async delayDelivery(order: Order, delay: DeliveryDelay): Promise<boolean> {
    const refused = delayError(order, delay, indiaDay(this.#clock.now()));
    if (refused) {
      this.#notifier.error(refused);
      return false;
    }
    return this.write(
      () => this.#orders.delayDelivery(order.id, delay, this.#adminEmail()),
      adminMessageFor('ORDER.DELIVERY_DELAYED'),
    );
  }

  /** Takes line `index` off a pending, unpaid order; the domain's refusal is said as it is. */
  async cancelLine(order: Order, index: number): Promise<boolean> {
    const refused = cancelLineError(order, index);
    if (refused) {
      this.#notifier.error(cancelLineRefusal(refused));
      return false;
    }
    return this.write(
      () => this.#orders.cancelLine(order.id, index, this.#adminEmail()),
      adminMessageFor('ORDER.LINE_CANCELLED'),
    );
  }

  async changePaymentStatus(order: Order, paymentStatus: PaymentStatus): Promise<boolean> {
    const checked = applyPaymentStatusChange(order, paymentStatus, this.#clock.now());
    if (!checked.ok) {
      this.#notifier.error(
        orderMessageFor('ORDER.INVALID_PAYMENT_TRANSITION', { from: order.paymentStatus, to: paymentStatus }),
      );
      return false;
    }
    return this.write(
      () => this.#orders.updatePaymentStatus(order.id, paymentStatus, this.#adminEmail()),
      adminMessageFor('ORDER.PAYMENT_UPDATED', { status: paymentStatus }),
    );
  }

  async remove(id: string): Promise<void> {
    if (this.#network.refusesOffline(this.#notifier)) return;
    try {
      await this.#orders.delete(id);
      this.#notifier.success(adminMessageFor('ORDER.DELETED'));
      runInAction(() => {
        if (this.openId === id) this.openId = null;
      });
      await this.pager.load();
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('ORDER.DELETE_FAILED'));
    }
  }

  private async write(change: () => Promise<Order>, done: string): Promise<boolean> {
    if (this.#network.refusesOffline(this.#notifier)) return false;
    this.working = true;
    try {
      const updated = await change();
      this.pager.setItems(upsertOrder(this.items, updated));
      this.#notifier.success(done);
      return true;
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('ORDER.UPDATE_FAILED'));
      return false;
    } finally {
      runInAction(() => (this.working = false));
    }
  }
}

/** A fresh store for each visit to the Orders screen (used through useScreenStore). */
export const createAdminOrdersStore = (root: RootStore): AdminOrdersStore =>
  new AdminOrdersStore(
    root.ports.orders,
    root.ports.clock,
    toasterNotifier,
    networkStatusOf(root),
    () => root.session.user?.email ?? '',
    () => (root.settings.state.status === 'loaded' ? root.settings.settings : null),
    () => root.settings.settings.returnWindowDays,
  );

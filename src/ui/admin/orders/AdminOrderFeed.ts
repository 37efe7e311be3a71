import { reaction } from 'mobx';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { LowStockChange } from '../../../domain/catalogue/LowStockWatch';
import {
  lowStockNotification,
  newOrderNotification,
  raisesLowStockAlert,
} from '../../../domain/staff/Notifications';
import type { Order } from '../../../domain/orders/Order';
import type { Unsubscribe } from '../../../domain/shared/Page';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { notificationStoreOf, type NotificationStore } from '../layout/NotificationStore';
import { toasterNotifier } from '../common/toasterNotifier';

/** How many of the lowest-stock products the live alerts watch. */
export const LOW_STOCK_WATCH_LIMIT = 50;

/**
 * The admin's live alerts, from two listeners on narrow queries (docs/architecture.md#bounded-reads): a 'New Order Received!'
 * notification for each order created after the admin session started, and a low_stock one whenever a product's
 * stock falls to the shop's low-stock threshold or below, or falls further there. An idle admin reads nothing; a new
 * order costs one read, plus one per product it leaves at or below the threshold.
 */
export class AdminOrderFeed {
  constructor(
    private readonly notifications: NotificationStore,
    private readonly orders: OrderRepository,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
    /** Read in a MobX reaction: when it is observable, a changed threshold restarts the low-stock watch. */
    private readonly lowStockThreshold: () => number,
    /** Hears, once per start, that a listener stopped: the admin is no longer told of new orders or low stock. */
    private readonly stopped: (error: unknown) => void,
  ) {}

  /** Starts listening; returns the stop function. */
  start(): () => void {
    const since = this.notifications.feedPosition ?? this.clock.now();
    this.notifications.feedReached(since);
    let heardStop = false;
    const fail = (error: unknown): void => {
      if (!heardStop) this.stopped(error);
      heardStop = true;
    };
    const stopOrders = this.orders.subscribeCreatedAfter(since, (order) => this.receive(order), fail);
    let stopLowStock: Unsubscribe = () => undefined;
    const stopReaction = reaction(
      () => this.lowStockThreshold(),
      (threshold) => {
        stopLowStock();
        stopLowStock = this.products.subscribeLowStock(
          threshold,
          LOW_STOCK_WATCH_LIMIT,
          (changes) => this.receiveLowStock(changes),
          fail,
        );
      },
      { fireImmediately: true },
    );
    return () => {
      stopReaction();
      stopLowStock();
      stopOrders();
    };
  }

  receive(order: Order): void {
    this.notifications.feedReached(order.createdAt);
    this.notifications.add(newOrderNotification(order, this.clock.now()));
  }

  receiveLowStock(changes: readonly LowStockChange[]): void {
    for (const change of changes) {
      if (raisesLowStockAlert(change))
        this.notifications.add(lowStockNotification(change.product, this.clock.now()));
    }
  }
}

/**
 * A feed for each mount of the admin area (used through useScreenStore), into the session's notifications, watching
 * stock against the shop's low-stock threshold as it changes.
 */
export const createAdminOrderFeed = (root: RootStore): AdminOrderFeed =>
  new AdminOrderFeed(
    notificationStoreOf(root),
    root.ports.orders,
    root.ports.products,
    root.ports.clock,
    () => root.settings.settings.lowStockThreshold,
    (error) => {
      console.error(error);
      toasterNotifier.error(adminMessageFor('ALERTS.STOPPED'));
    },
  );

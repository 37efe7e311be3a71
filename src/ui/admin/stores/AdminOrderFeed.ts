import { isLowStock, lowStockNotification, newOrderNotification } from '../../../domain/Notifications';
import type { Order } from '../../../domain/Order';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { NotificationStore } from '../../stores/NotificationStore';

/**
 * Where each notification list's feed got to: leaving the admin area and coming back resumes after the last order
 * seen (or the moment the admin session started) instead of missing or repeating orders.
 */
const resumeFrom = new WeakMap<NotificationStore, string>();

/**
 * The admin's live alerts: a 'New Order Received!' notification for each order created after the admin session
 * started (one listener on a narrow query, DESIGN.md §4), and a low_stock one for each ordered product the order
 * left at or below the shop's low-stock threshold.
 */
export class AdminOrderFeed {
  constructor(
    private readonly notifications: NotificationStore,
    private readonly orders: OrderRepository,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
    private readonly lowStockThreshold: () => number,
  ) {}

  /** Starts listening; returns the stop function. */
  start(): () => void {
    const since = resumeFrom.get(this.notifications) ?? this.clock.now();
    resumeFrom.set(this.notifications, since);
    return this.orders.subscribeCreatedAfter(since, (order) => void this.receive(order));
  }

  async receive(order: Order): Promise<void> {
    const seen = resumeFrom.get(this.notifications);
    if (!seen || order.createdAt > seen) resumeFrom.set(this.notifications, order.createdAt);
    this.notifications.add(newOrderNotification(order, this.clock.now()));
    await this.checkStock(order);
  }

  private async checkStock(order: Order): Promise<void> {
    const threshold = this.lowStockThreshold();
    const productIds = [...new Set(order.lines.map((line) => line.productId))];
    for (const id of productIds) {
      try {
        const product = await this.products.getById(id);
        if (product && isLowStock(product.stock, threshold)) {
          this.notifications.add(lowStockNotification(product, this.clock.now()));
        }
      } catch (error) {
        console.error('Could not check the stock of', id, error);
      }
    }
  }
}

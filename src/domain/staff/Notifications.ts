import type { LowStockChange } from '../catalogue/LowStockWatch';
import { formatRupees } from '../text/Money';
import type { Order } from '../orders/Order';
import type { Product } from '../catalogue/Product';
import { shortOrderId } from '../orders/ShortOrderId';

// `string & {}` keeps editor completion for the known types while accepting others (docs/behaviour.md#admin-notifications: "or other").
export type NotificationType = 'new_order' | 'order_update' | 'low_stock' | (string & {});

export interface NotificationData {
  orderId?: string;
  total?: number;
  customerName?: string;
  productId?: string;
}

/** An admin notification; lives in memory only (docs/behaviour.md#admin-notifications). */
export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
  timestamp: string;
  read: boolean;
}

export type NotificationList = readonly AppNotification[];

export const MAX_NOTIFICATIONS = 50;
export const NEW_ORDER_TITLE = 'New Order Received!';
export const LOW_STOCK_TITLE = 'Low Stock Alert';

/**
 * Adds a notification, unread, at the front; the list keeps the newest 50. A notification whose id is already
 * listed is not added again (the same order arriving twice raises one notification).
 */
export const addNotification = (
  list: NotificationList,
  notification: Omit<AppNotification, 'read'>,
): NotificationList => {
  if (list.some((existing) => existing.id === notification.id)) return list;
  return [{ ...notification, read: false }, ...list].slice(0, MAX_NOTIFICATIONS);
};

export const markRead = (list: NotificationList, id: string): NotificationList =>
  list.map((notification) =>
    notification.id === id && !notification.read ? { ...notification, read: true } : notification,
  );

export const markAllRead = (list: NotificationList): NotificationList =>
  list.every((notification) => notification.read)
    ? list
    : list.map((notification) => (notification.read ? notification : { ...notification, read: true }));

export const removeNotification = (list: NotificationList, id: string): NotificationList =>
  list.filter((notification) => notification.id !== id);

export const clearNotifications = (): NotificationList => [];

export const unreadCount = (list: NotificationList): number =>
  list.reduce((count, notification) => count + (notification.read ? 0 : 1), 0);

/** The bell badge: nothing for 0, the number up to 99, then '99+'. */
export const unreadBadgeText = (count: number): string => {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
};

/** docs/behaviour.md#admin-notifications: "Order #{last 8 of id} for ₹{total} from {shipping name or 'Customer'}". */
export const newOrderNotification = (
  order: Pick<Order, 'id' | 'total'> & { shippingAddress?: Pick<Order['shippingAddress'], 'name'> | null },
  now: string,
): Omit<AppNotification, 'read'> => {
  const customerName = order.shippingAddress?.name?.trim() || 'Customer';
  return {
    id: `new_order:${order.id}`,
    type: 'new_order',
    title: NEW_ORDER_TITLE,
    message: `Order #${shortOrderId(order.id)} for ${formatRupees(order.total)} from ${customerName}`,
    data: { orderId: order.id, total: order.total, customerName },
    timestamp: now,
  };
};

/** A product at or below the low-stock threshold; a new stock level raises a new notification. */
export const lowStockNotification = (
  product: Pick<Product, 'id' | 'name' | 'stock'>,
  now: string,
): Omit<AppNotification, 'read'> => ({
  id: `low_stock:${product.id}:${product.stock}`,
  type: 'low_stock',
  title: LOW_STOCK_TITLE,
  message:
    product.stock <= 0
      ? `${product.name} is out of stock.`
      : `${product.name} has only ${product.stock} ${product.stock === 1 ? 'unit' : 'units'} left in stock.`,
  data: { productId: product.id },
  timestamp: now,
});

/**
 * The one low-stock toast's text while alerts keep arriving (a CSV import can leave dozens of products low at once):
 * the first alert's own message, then how many there are, each listed under the bell.
 */
export const lowStockToastMessage = (first: string, count: number): string =>
  count <= 1 ? first : `${count} products are low on stock. Each is listed under Notifications.`;

/**
 * A low-stock view's change that deserves an alert: the product fell to the threshold or below, or lost more stock
 * there. A restock that stays below the threshold raises nothing.
 */
export const raisesLowStockAlert = ({ product, previousStock }: LowStockChange): boolean =>
  previousStock === null || product.stock < previousStock;

import { orderValueOf } from '../staff/AdminDashboard';
import type { Order } from '../orders/Order';

/** A shopper who has ordered, as the admin's Customers screen shows them. */
export interface CustomerSummary {
  userId: string;
  email: string;
  /** The name on their latest order's shipping address. */
  name: string;
  orderCount: number;
  /** Sum of the totals of orders not cancelled or refunded, less what returns refunded, whole rupees. */
  totalSpent: number;
  lastOrderAt: string;
  lastOrderId: string;
}

type OrderFacts = Pick<
  Order,
  'id' | 'userId' | 'customerEmail' | 'total' | 'status' | 'paymentStatus' | 'refunds' | 'createdAt'
> & {
  shippingAddress: Pick<Order['shippingAddress'], 'name'>;
};

/** One entry per user who ordered, the most recent customer first. */
export const summarizeCustomers = (orders: readonly OrderFacts[]): CustomerSummary[] => {
  const byUser = new Map<string, CustomerSummary>();
  for (const order of orders) {
    const spent = orderValueOf(order);
    const known = byUser.get(order.userId);
    if (!known) {
      byUser.set(order.userId, {
        userId: order.userId,
        email: order.customerEmail,
        name: order.shippingAddress.name,
        orderCount: 1,
        totalSpent: spent,
        lastOrderAt: order.createdAt,
        lastOrderId: order.id,
      });
      continue;
    }
    known.orderCount += 1;
    known.totalSpent += spent;
    if (order.createdAt > known.lastOrderAt) {
      known.lastOrderAt = order.createdAt;
      known.lastOrderId = order.id;
      known.email = order.customerEmail || known.email;
      known.name = order.shippingAddress.name || known.name;
    }
  }
  return [...byUser.values()].sort(
    (a, b) => b.lastOrderAt.localeCompare(a.lastOrderAt) || a.userId.localeCompare(b.userId),
  );
};

/** Case-insensitive match on name, e-mail or user id, for the customers search box. */
export const matchesCustomer = (customer: CustomerSummary, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  return (
    needle === '' ||
    [customer.name, customer.email, customer.userId].some((text) => text.toLowerCase().includes(needle))
  );
};

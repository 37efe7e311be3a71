import type { Order } from '../../domain/orders/Order';
import type { Unsubscribe } from '../../domain/shared/Page';
import { deliverOnChange } from './deliverOnChange';
import type { MemoryDatabase } from './MemoryDatabase';
import { newestFirst } from './newestFirstCursor';
import { ORDERS } from './placeOrderInMemory';

const oldestFirst = (a: Order, b: Order): number => newestFirst(b, a);

/**
 * The admin's new-order feed: each order created strictly after `createdAfter` reaches the listener once, oldest
 * first. Billed like a Firestore listener on `createdAt > createdAfter`: one query when it starts, then one read per
 * new order; updates to older orders and changes to other collections cost nothing.
 */
export const watchCreatedAfter = (
  db: MemoryDatabase,
  createdAfter: string,
  listener: (order: Order) => void,
): Unsubscribe => {
  const delivered = new Set<string>();
  let started = false;
  const isNew = (order: Order): boolean => order.createdAt > createdAfter && !delivered.has(order.id);

  return deliverOnChange(db, ORDERS, (isActive) => {
    let fresh: Order[];
    if (!started) {
      started = true;
      fresh = db.query<Order>(ORDERS, { where: isNew, orderBy: oldestFirst });
    } else {
      fresh = db.scan<Order>(ORDERS, isNew).sort(oldestFirst);
      if (fresh.length === 0) return;
      db.meter.chargeDocuments(fresh);
    }
    for (const order of fresh) {
      delivered.add(order.id);
      if (isActive()) listener(order);
    }
  });
};

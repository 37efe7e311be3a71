import type { Order } from '../../domain/Order';
import type { Unsubscribe } from '../../domain/Page';
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
  let active = true;
  let started = false;
  let scheduled = false;
  const isNew = (order: Order): boolean => order.createdAt > createdAfter && !delivered.has(order.id);

  const deliver = (): void => {
    scheduled = false;
    if (!active) return;
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
      if (active) listener(order);
    }
  };
  const schedule = (): void => {
    if (scheduled || !active) return;
    scheduled = true;
    queueMicrotask(deliver);
  };

  const stop = db.onChange((collection) => {
    if (collection === ORDERS) schedule();
  });
  schedule();
  return () => {
    active = false;
    stop();
  };
};

import { autorun } from 'mobx';
import { lapseReason, type OrderWindows } from '../../../domain/orders/LapsedOrders';
import type { Order } from '../../../domain/orders/Order';

interface LapsedOrders {
  /** The orders this app has read and follows. */
  orders: () => readonly Order[];
  /** The shop's windows; null until the settings have arrived (a default is no stand-in). */
  windows: () => OrderWindows | null;
  now: () => string;
  /** Cancels the order with this reason, which restocks it; the rules check who may, and the restock. */
  cancel: (order: Order, reason: string) => Promise<void>;
}

/**
 * The lazy expiry of unpaid UPI orders and unconfirmed cash-on-delivery ones (LapsedOrders.lapseReason): the shop has
 * no server sure to cancel them on time, so whichever app reads a lapsed one first, the shopper's or the staff's,
 * cancels it, once per order. Returns the function that stops watching.
 */
export const cancelLapsedOrders = ({ orders, windows, now, cancel }: LapsedOrders): (() => void) => {
  const tried = new Set<string>();
  return autorun(() => {
    const known = windows();
    if (known === null) return;
    const at = now();
    for (const order of orders()) {
      const reason = tried.has(order.id) ? null : lapseReason(order, at, known);
      if (reason === null) continue;
      tried.add(order.id);
      cancel(order, reason).catch((error: unknown) =>
        console.error(`Order ${order.id} could not be cancelled after its window.`, error),
      );
    }
  });
};

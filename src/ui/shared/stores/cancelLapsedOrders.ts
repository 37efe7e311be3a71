import { autorun, when } from 'mobx';
import type { OrderWindows } from '../../../domain/orders/LapsedOrders';
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
 *
 * The rules of a lapse, and the messages they give, load with the first order read: a visit that reads none, as every
 * landing page, does not download them.
 */
export const cancelLapsedOrders = ({ orders, windows, now, cancel }: LapsedOrders): (() => void) => {
  const tried = new Set<string>();
  let stopWatching: (() => void) | undefined;
  let stopped = false;
  const stopWaiting = when(
    () => orders().length > 0,
    () =>
      void import('../../../domain/orders/LapsedOrders')
        .then(({ lapseReason }) => {
          if (stopped) return;
          stopWatching = autorun(() => {
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
        })
        .catch((error: unknown) => console.error('The rules of lapsed orders did not load:', error)),
  );
  return () => {
    stopped = true;
    stopWaiting();
    stopWatching?.();
  };
};

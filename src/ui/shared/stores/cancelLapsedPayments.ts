import { autorun } from 'mobx';
import { notPaidWithin } from '../../../domain/checkout/deliveryMessages';
import type { Order } from '../../../domain/orders/Order';
import { paymentLapsed } from '../../../domain/orders/UpiPayment';

interface LapsedPayments {
  /** The orders this app has read and follows. */
  orders: () => readonly Order[];
  /** The shop's payment window in hours; null until the settings have arrived (a default is no stand-in). */
  windowHours: () => number | null;
  now: () => string;
  /** Cancels the order with this reason, which restocks it; the rules check who may, and the restock. */
  cancel: (order: Order, reason: string) => Promise<void>;
}

/**
 * The lazy expiry of unpaid UPI orders: the shop has no server to cancel them on time, so whichever app reads a
 * lapsed one first, the shopper's or the staff's, cancels it, once per order (the rules refuse its UTR from then on).
 * Returns the function that stops watching.
 */
export const cancelLapsedPayments = ({ orders, windowHours, now, cancel }: LapsedPayments): (() => void) => {
  const tried = new Set<string>();
  return autorun(() => {
    const hours = windowHours();
    if (hours === null) return;
    const at = now();
    for (const order of orders()) {
      if (tried.has(order.id) || !paymentLapsed(order, at, hours)) continue;
      tried.add(order.id);
      cancel(order, notPaidWithin(hours)).catch((error: unknown) =>
        console.error(`Order ${order.id} could not be cancelled after its payment window.`, error),
      );
    }
  });
};

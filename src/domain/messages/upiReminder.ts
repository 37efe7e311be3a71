import type { Order } from '../orders/Order';
import { awaitingUpiPayment, paymentDeadline } from '../orders/UpiPayment';
import { formatDateTime } from '../text/formatDateTime';
import { formatRupees } from '../text/Money';
import { composeMessage, type MessageContext } from './composeMessage';
import { orderNumberOf, orderPath } from './orderMessages';
import { momentEntries, reachesShopper, type OutboxEntry } from './Outbox';

const HOUR_MS = 3_600_000;

/**
 * Hours after it was placed when a UPI order with no payment reported reminds its shopper: halfway through the shop's
 * payment window, so a shopper who meant to pay has the other half before the order is cancelled.
 */
export const upiReminderAfterHours = (windowHours: number): number => windowHours / 2;

export const upiReminderAt = (order: Pick<Order, 'createdAt'>, windowHours: number): string =>
  new Date(Date.parse(order.createdAt) + upiReminderAfterHours(windowHours) * HOUR_MS).toISOString();

/**
 * The reminder an open UPI order owes its shopper at `now`, once (`order-{id}-upiReminder-shopper`): from the window's
 * half until its end, while no payment is reported; none for an order paid, reported, cancelled or past its window.
 */
export const upiReminderEntries = (order: Order, context: MessageContext, now: string): OutboxEntry[] => {
  const { settings } = context;
  const deadline = paymentDeadline(order, settings.paymentWindowHours);
  if (
    !awaitingUpiPayment(order) ||
    order.status !== 'pending' ||
    !reachesShopper(order) ||
    now < upiReminderAt(order, settings.paymentWindowHours) ||
    now >= deadline
  )
    return [];
  const number = orderNumberOf(order);
  const message = composeMessage(
    order.customerEmail,
    `Payment not received for order ${number}`,
    [
      `Hello ${order.shippingAddress.name},`,
      `We have not received your UPI payment of ${formatRupees(order.total)} for order ${number} yet.`,
      `Pay ${formatRupees(order.total)} by UPI to ${settings.upiId} (${settings.upiPayeeName}) and enter the UTR on the order's page by ${formatDateTime(deadline)}, or the order is cancelled then. If you have paid, entering the UTR is all that is left.`,
    ],
    { path: orderPath(order), label: 'Pay for your order' },
    context,
  );
  return momentEntries(['order', order.id, 'upiReminder'], { shopper: message }, now);
};

import { notConfirmedWithin, notPaidOnlineWithin, notPaidWithin } from '../checkout/deliveryMessages';
import { ONLINE_PAYMENT_MINUTES, onlinePaymentLapsed } from '../payments/OnlinePaymentWindow';
import type { ShopSettings } from '../settings/ShopSettings';
import { codConfirmationLapsed } from './CodConfirmation';
import type { Order } from './Order';
import { recordChange } from './OrderTimeline';
import { paymentLapsed } from './UpiPayment';

/** The shop's windows an open order must act within. */
export type OrderWindows = Pick<ShopSettings, 'paymentWindowHours' | 'codConfirmWithinHours'>;

/**
 * Why an open order is cancelled now, or null: a UPI order unpaid past the payment window, an online order unpaid
 * ONLINE_PAYMENT_MINUTES after it was placed, or a cash-on-delivery
 * order unconfirmed past its time to confirm. The shop has no server that is sure to run, so the first app that reads
 * such an order cancels it, which restocks it (docs/decisions.md#lazy-expiry-of-unpaid-upi-orders).
 */
export const lapseReason = (order: Order, now: string, windows: OrderWindows): string | null => {
  if (paymentLapsed(order, now, windows.paymentWindowHours)) return notPaidWithin(windows.paymentWindowHours);
  if (onlinePaymentLapsed(order, now)) return notPaidOnlineWithin(ONLINE_PAYMENT_MINUTES);
  if (codConfirmationLapsed(order, now, windows.codConfirmWithinHours))
    return notConfirmedWithin(windows.codConfirmWithinHours);
  return null;
};

/** The order as its lapse leaves it: cancelled at `now` by `by`, with the reason its shopper is told. */
export const lapsedOrder = (order: Order, reason: string, now: string, by: string): Order =>
  recordChange({ ...order, cancelReason: reason }, { status: 'cancelled' }, now, by);

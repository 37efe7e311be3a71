import { formatRupees } from '../../../domain/text/Money';
import type { PaymentMethod } from '../../../domain/orders/Order';

const PAID: Record<PaymentMethod, string> = { cod: 'on delivery', upi: 'by UPI', online: 'online' };

/** What the checkout's button does, for the total the summary shows: 'Place order and pay ₹12,999 on delivery'. */
export const placeOrderLabel = (total: number, payment: PaymentMethod): string =>
  `Place order and pay ${formatRupees(total)} ${PAID[payment]}`;

import { formatRupees } from '../text/Money';
import type { ReportUpiPaymentError } from '../orders/UpiPayment';

/**
 * What the shopper reads about delivery and UPI payment. Kept apart from messages.ts: only the product page's
 * delivery check, the cart, the checkout and the order pages need them, and they load after the first screen.
 */
export const INVALID_PINCODE = 'Please enter a valid 6-digit pincode.';
export const notDeliverable = (pincode: string): string => `Sorry, we do not deliver to ${pincode} yet.`;
export const deliveryBy = (date: string): string => `Delivery by ${date}`;
export const codAvailableUpTo = (limit: number): string =>
  `Cash on delivery available for orders up to ${formatRupees(limit)}`;
export const COD_NOT_AVAILABLE_HERE = 'Cash on delivery not available for this pincode';
export const COD_UNAVAILABLE = 'Cash on delivery is not available for this pincode.';
export const codAboveLimit = (limit: number): string =>
  `Cash on delivery is available for orders up to ${formatRupees(limit)} to this pincode.`;
export const UPI_UNAVAILABLE = 'UPI is not available right now. Please choose cash on delivery.';

export const payWithUpi = (total: number): string => `Pay ${formatRupees(total)} with UPI`;
export const UPI_REPORTED = 'Thank you! We will confirm your payment shortly.';
export const UPI_REPORT_FAILED = 'We could not send your transaction ID. Please try again.';
export const INVALID_UTR = 'Please enter the 12-digit UTR shown in your UPI app.';
const hoursText = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
/** On the UPI panel, beside the deadline itself. */
export const payWithin = (hours: number): string =>
  `Pay within ${hoursText(hours)}, or the order is cancelled and its stock released`;
/** The reason a lapsed UPI order carries once the app has cancelled it. */
export const notPaidWithin = (hours: number): string => `Not paid by UPI within ${hoursText(hours)}`;

export const reportProblemOf = (error: ReportUpiPaymentError): string => {
  switch (error.code) {
    case 'PAYMENT.ORDER_NOT_FOUND':
      return 'We could not find this order in your account.';
    case 'PAYMENT.INVALID_UTR':
      return INVALID_UTR;
    case 'PAYMENT.NOT_AWAITED':
      return 'This order is not waiting for a UPI payment.';
    case 'PAYMENT.UTR_USED':
      return 'This UTR is already reported for another order. Please check the 12-digit UTR of this payment in your UPI app.';
    case 'PAYMENT.WINDOW_CLOSED':
      return `The time to pay for this order (${hoursText(error.hours)}) has passed, so it is cancelled and its items are back on sale. If you paid, please contact us with your UTR for a refund.`;
  }
};

import { ONLINE_UNAVAILABLE } from '../checkout/deliveryMessages';
import { formatRupees } from '../text/Money';
import type { OnlinePaymentError } from './OnlinePayment';
import { ONLINE_PAYMENT_MINUTES } from './OnlinePaymentWindow';

/** What the shopper reads about paying online: the checkout's choice, the order page's panel, the demo gateway. */
export const PAY_ONLINE = 'Pay online (cards, UPI, netbanking, EMI)';
export const PAY_ONLINE_NOTE = `After placing the order, pay by card, UPI, netbanking or EMI on the payment page. An order not paid within ${ONLINE_PAYMENT_MINUTES} minutes is cancelled.`;
/** The cart's line on how its order can be paid. */
export const paymentWaysText = (upi: boolean, online: boolean): string =>
  online
    ? `Pay by cash on delivery${upi ? ', UPI' : ''} or online (cards, UPI, netbanking, EMI).`
    : upi
      ? 'Pay by cash on delivery or UPI.'
      : 'Pay by cash on delivery.';
export const payOnlineNow = (total: number): string => `Pay ${formatRupees(total)} now`;
export const payOnlineBy = (deadline: string): string =>
  `Pay by ${deadline}, or the order is cancelled and its stock released.`;
export const PAYMENT_PAGE_CLOSED =
  'You closed the payment page without paying. Your order is kept: pay now, or cancel it and order again with cash on delivery or UPI.';
export const paymentFailed = (reason: string): string => `The payment did not go through: ${reason}`;
export const PAID_ONLINE = 'Payment received. Thank you! We start on your order now.';
export const CONFIRMING_PAYMENT = 'Confirming your payment with the bank…';
export const DEMO_PAYMENT_TITLE = 'Demo payment — no money moves';

/** Why paying online did not work, in the shopper's words. */
export const onlinePaymentProblem = (error: OnlinePaymentError): string => {
  switch (error.code) {
    case 'PAYMENT.NOT_OFFERED':
      return ONLINE_UNAVAILABLE;
    case 'PAYMENT.NOT_FOUND':
      return 'We could not find this order in your account.';
    case 'PAYMENT.NOT_ONLINE':
      return 'This order is not paid online.';
    case 'PAYMENT.ALREADY_PAID':
      return 'This order is already paid.';
    case 'PAYMENT.CLOSED':
      return 'This order can no longer be paid: it is cancelled or already on its way.';
    case 'PAYMENT.LAPSED':
      return `This order was not paid within ${ONLINE_PAYMENT_MINUTES} minutes, so it is cancelled and its stock released. Please order again.`;
    case 'PAYMENT.NOT_VERIFIED':
      return 'We could not verify this payment. Please try again, or write to us if money left your account.';
    case 'PAYMENT.GATEWAY_UNAVAILABLE':
      return 'Online payment is not answering right now. Your order is kept: try again in a minute, or cancel it and order again with cash on delivery or UPI.';
  }
};

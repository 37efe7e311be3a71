import { ONLINE_UNAVAILABLE } from '../checkout/deliveryMessages';
import { formatRupees } from '../text/Money';
import type { OnlinePaymentError } from './OnlinePayment';
import type { GatewayKeyCheck, OnlineRefund, PaymentGateway } from './PaymentGateway';
import { formatPaise } from '../text/formatPaise';
import { formatDateTime } from '../text/formatDateTime';
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
/** How a tax invoice records an online payment: 'Paid online, Razorpay payment pay_…'. */
export const paidOnlineText = ({
  gateway,
  paymentId,
}: {
  gateway: PaymentGateway;
  paymentId: string;
}): string => `Paid online, ${gateway === 'razorpay' ? 'Razorpay' : 'demo gateway'} payment ${paymentId}`;
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
    case 'PAYMENT.EMI_NOT_OFFERED':
      return 'This no-cost EMI plan is not offered for this order any more. Please pay in full; the payment page still offers EMI with interest.';
    case 'PAYMENT.GATEWAY_UNAVAILABLE':
      return 'Online payment is not answering right now. Your order is kept: try again in a minute, or cancel it and order again with cash on delivery or UPI.';
  }
};

/** Where a cancelled online order's refund stands, for its shopper or for the staff. */
export const onlineRefundText = (refund: OnlineRefund, reader: 'shopper' | 'staff'): string => {
  switch (refund.state) {
    case 'issued':
      return refund.processedAt
        ? `Refund of ${formatPaise(refund.amountPaise ?? 0)} issued on ${formatDateTime(refund.at)} and sent on to your bank on ${formatDateTime(refund.processedAt)}, for the card, UPI or bank account it was paid from. Banks usually credit it within 5–7 working days.`
        : `Refund of ${formatPaise(refund.amountPaise ?? 0)} issued on ${formatDateTime(refund.at)} to the card, UPI or bank account it was paid from. Banks usually credit it within 5–7 working days.`;
    case 'requested':
      return reader === 'shopper'
        ? 'Your refund is being issued through the payment gateway.'
        : 'Refund asked of the payment gateway.';
    case 'failed':
      return reader === 'shopper'
        ? 'Your refund did not go through automatically. The shop sees this and refunds it by hand; please write to us if it has not reached you within a week.'
        : `The payment gateway refused the refund: ${refund.reason ?? 'no reason given'}. Refund it from the gateway's dashboard.`;
  }
};

/** What the owner's settings page says of the gateway's key, or null when no gateway is chosen. */
export const gatewayKeyCheckText = (check: GatewayKeyCheck): string | null => {
  switch (check.state) {
    case 'none':
      return null;
    case 'accepted':
      return check.live
        ? 'Razorpay accepts this key id with the server’s key secret: live mode, shoppers pay real money.'
        : 'Razorpay accepts this key id with the server’s key secret: test mode, so no real money moves. Switch to a live key id to take payments.';
    case 'refused':
      return `Razorpay refused this key id with the server's key secret (${check.reason}). Shoppers cannot pay online until they match: check that RAZORPAY_KEY_SECRET is the secret of this key id (Razorpay dashboard → Account & Settings → API keys), or correct the key id here.`;
    case 'unreachable':
      return 'The shop’s server did not answer, so the key could not be checked: shoppers cannot pay online until the server module is deployed with RAZORPAY_KEY_SECRET.';
  }
};

import type { Order } from './Order';
import { fail, ok, type Result } from '../shared/Result';
import type { ShopSettings } from '../settings/ShopSettings';
import { shortOrderId } from './ShortOrderId';

/**
 * UPI as a shop without a server of its own can take it honestly: the shopper pays from their own UPI app to the
 * shop's UPI ID, reports the transaction's UTR, and the shop checks its bank statement before marking the order paid.
 * Nothing here verifies a payment.
 */

/** The shop takes UPI once it has said where the money goes. */
export const upiOffered = (settings: Pick<ShopSettings, 'upiId' | 'upiPayeeName'>): boolean =>
  settings.upiId !== '' && settings.upiPayeeName !== '';

/** A Unique Transaction Reference as UPI apps show it: 12 digits. */
export const isValidUtr = (utr: string): boolean => /^\d{12}$/.test(utr);

/**
 * The payment link of NPCI's UPI linking specification: the payee's address and name, the amount in rupees with
 * two decimals, INR, and the order's short id as the note and the reference, so the shop finds it on its statement.
 */
export const upiPaymentLink = (
  settings: Pick<ShopSettings, 'upiId' | 'upiPayeeName'>,
  order: Pick<Order, 'id' | 'total'>,
): string => {
  const reference = shortOrderId(order.id);
  const fields: [string, string][] = [
    ['pa', settings.upiId],
    ['pn', settings.upiPayeeName],
    ['am', order.total.toFixed(2)],
    ['cu', 'INR'],
    ['tn', reference],
    ['tr', reference],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
};

type PaymentFacts = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status'> & Partial<Pick<Order, 'utr'>>;

/** A UPI order the shopper has not paid (or reported) yet, and may still pay. */
export const awaitingUpiPayment = (order: PaymentFacts): boolean =>
  order.paymentMethod === 'upi' &&
  order.paymentStatus === 'pending' &&
  order.status !== 'cancelled' &&
  !order.utr;

/** The shopper reported a UTR and the shop has not yet said whether the money arrived. */
export const awaitingVerification = (order: PaymentFacts): boolean =>
  order.paymentMethod === 'upi' &&
  order.paymentStatus === 'pending' &&
  order.status !== 'cancelled' &&
  !!order.utr;

const HOUR_MS = 3_600_000;

/** When the shopper's time to pay for a UPI order ends: `windowHours` after it was placed. */
export const paymentDeadline = (order: Pick<Order, 'createdAt'>, windowHours: number): string =>
  new Date(Date.parse(order.createdAt) + windowHours * HOUR_MS).toISOString();

/**
 * An open UPI order with no payment reported once the window has passed: it is cancelled and its stock released by
 * the next shopper or member of staff whose app reads it, and the rules refuse its UTR from then on.
 */
export const paymentLapsed = (
  order: PaymentFacts & Pick<Order, 'createdAt'>,
  now: string,
  windowHours: number,
): boolean =>
  awaitingUpiPayment(order) &&
  (order.status === 'pending' || order.status === 'confirmed') &&
  Date.parse(now) >= Date.parse(paymentDeadline(order, windowHours));

/**
 * An open UPI order with no payment to check after the shop's payment window (none reported, or reported and not
 * received): the admin should cancel it, which gives its stock back. One whose UTR awaits checking is not flagged.
 */
export const paymentOverdue = (
  order: PaymentFacts & Pick<Order, 'createdAt'>,
  now: string,
  windowHours: number,
): boolean =>
  order.paymentMethod === 'upi' &&
  (order.status === 'pending' || order.status === 'confirmed') &&
  ((order.paymentStatus === 'pending' && !order.utr) || order.paymentStatus === 'failed') &&
  Date.parse(now) - Date.parse(order.createdAt) > windowHours * HOUR_MS;

export interface ReportUpiPaymentRequest {
  orderId: string;
  /** The signed-in shopper: only their own order takes a UTR. */
  userId: string;
  utr: string;
}

export type ReportUpiPaymentError =
  | { code: 'PAYMENT.ORDER_NOT_FOUND' }
  | { code: 'PAYMENT.INVALID_UTR' }
  /** Not a UPI order waiting for its payment: paid, failed, cancelled, or a UTR already reported. */
  | { code: 'PAYMENT.NOT_AWAITED' }
  /** The shop's window to pay (`hours`) has passed: the order is being cancelled. */
  | { code: 'PAYMENT.WINDOW_CLOSED'; hours: number }
  /** Another order already claims this UTR: one payment pays one order. */
  | { code: 'PAYMENT.UTR_USED' };

/**
 * The shopper's own UPI order, still awaiting payment within the shop's window (`windowHours`), with the UTR they
 * report (once) and when. `claimedBy` is the order that already claims this UTR, shop-wide (null: none); a UTR
 * claimed by another order is refused.
 */
export const reportUpiPayment = (
  order: Order | null,
  request: ReportUpiPaymentRequest,
  now: string,
  windowHours: number,
  claimedBy: string | null = null,
): Result<Order, ReportUpiPaymentError> => {
  if (!order || order.userId !== request.userId) return fail({ code: 'PAYMENT.ORDER_NOT_FOUND' });
  if (!isValidUtr(request.utr)) return fail({ code: 'PAYMENT.INVALID_UTR' });
  if (!awaitingUpiPayment(order)) return fail({ code: 'PAYMENT.NOT_AWAITED' });
  if (paymentLapsed(order, now, windowHours))
    return fail({ code: 'PAYMENT.WINDOW_CLOSED', hours: windowHours });
  if (claimedBy !== null && claimedBy !== order.id) return fail({ code: 'PAYMENT.UTR_USED' });
  return ok({ ...order, utr: request.utr, utrAt: now });
};

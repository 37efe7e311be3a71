import type { Order } from '../orders/Order';
import { recordChange } from '../orders/OrderTimeline';
import { shortOrderId } from '../orders/ShortOrderId';
import type { ShopSettings } from '../settings/ShopSettings';
import { fail, ok, type Result } from '../shared/Result';
import { checkoutSignatureValid } from './PaymentSignature';
import {
  onlinePaymentOffered,
  type OnlineEmi,
  type OnlinePayment,
  type PaymentGateway,
} from './PaymentGateway';
import { noCostQuote, type EmiSettings } from './EmiPlan';
import { awaitingOnlinePayment, onlinePaymentLapsed } from './OnlinePaymentWindow';

/**
 * Paying online through a payment gateway (docs/behaviour.md#paying-online): the order is placed unpaid with its
 * stock held, the shop's server makes the gateway's order for the stored total, the shopper pays on the gateway's
 * page, and only the server marks the order paid, once it has checked the gateway's signature and the payment's
 * amount. The demo backend runs the same steps with a demo gateway in the browser.
 */

export type OnlinePaymentError =
  | { code: 'PAYMENT.NOT_OFFERED' }
  | { code: 'PAYMENT.NOT_FOUND' }
  | { code: 'PAYMENT.NOT_ONLINE' }
  | { code: 'PAYMENT.ALREADY_PAID' }
  | { code: 'PAYMENT.CLOSED' }
  | { code: 'PAYMENT.LAPSED' }
  /** The signature or the payment the gateway reports does not match this order. */
  | { code: 'PAYMENT.NOT_VERIFIED' }
  /** The no-cost EMI plan asked for is not offered for this order (any more). */
  | { code: 'PAYMENT.EMI_NOT_OFFERED' }
  | { code: 'PAYMENT.GATEWAY_UNAVAILABLE' };

/** Why `order` cannot be paid online by its shopper `userId` now, or null when it can. */
export const payOnlineError = (
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status' | 'userId' | 'createdAt'> | null,
  userId: string,
  now: string,
): OnlinePaymentError | null => {
  if (!order || order.userId !== userId) return { code: 'PAYMENT.NOT_FOUND' };
  if (order.paymentMethod !== 'online') return { code: 'PAYMENT.NOT_ONLINE' };
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
    return { code: 'PAYMENT.ALREADY_PAID' };
  if (!awaitingOnlinePayment(order)) return { code: 'PAYMENT.CLOSED' };
  if (onlinePaymentLapsed(order, now)) return { code: 'PAYMENT.LAPSED' };
  return null;
};

/**
 * What the shopper pays for `order`, in paise (the unit gateways take amounts in): always the stored total, never the
 * browser's, less the discount of the no-cost EMI plan its gateway order is for.
 */
export const amountDuePaise = (order: Pick<Order, 'total' | 'onlinePayment'>): number =>
  order.total * 100 - (order.onlinePayment?.emi?.discountPaise ?? 0);

/** What the server asks the gateway to make for `order` paid as `payment` says: its amount, its number as receipt. */
export const gatewayOrderFor = (order: Pick<Order, 'id' | 'total'>, emi: OnlineEmi | null) => ({
  amount: order.total * 100 - (emi?.discountPaise ?? 0),
  currency: 'INR' as const,
  receipt: shortOrderId(order.id),
  notes: { orderId: order.id, ...(emi ? { noCostEmiMonths: String(emi.months) } : {}) },
});

/**
 * The no-cost EMI plan of `months` months, fixed for `order` from the shop's settings; null to pay in full; refused
 * when the shop no longer offers that plan for the order's total.
 */
export const onlineEmiFor = (
  order: Pick<Order, 'total'>,
  settings: EmiSettings & Pick<ShopSettings, 'paymentGateway' | 'paymentGatewayKeyId'>,
  months: number | null,
): Result<OnlineEmi | null, OnlinePaymentError> => {
  if (months === null) return ok(null);
  const quote = noCostQuote(order.total, settings, onlinePaymentOffered(settings), months);
  if (!quote) return fail({ code: 'PAYMENT.EMI_NOT_OFFERED' });
  const { lender, annualRatePercent } = quote.plan;
  return ok({ months, lender, annualRatePercent, discountPaise: quote.discountPaise });
};

/** Whether the gateway order kept on an order is for the same way of paying (in full, or the same EMI plan). */
export const keptPaymentServes = (
  kept: OnlinePayment | undefined,
  emi: OnlineEmi | null,
): kept is OnlinePayment => kept !== undefined && (kept.emi?.months ?? null) === (emi?.months ?? null);

/** What the browser needs to open the gateway's checkout for an order. */
export interface GatewayCheckout {
  gateway: PaymentGateway;
  /** The gateway's public key id; never its secret. */
  keyId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: 'INR';
  /** The shop's order, as the gateway's page names it. */
  orderId: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  /** A no-cost EMI plan's gateway order: its checkout offers EMI only. */
  emi?: { months: number; lender: string };
}

/** What the browser opens the gateway's checkout with for `order`, once the server has made its gateway order. */
export const gatewayCheckoutOf = (
  order: Pick<Order, 'id' | 'total' | 'customerEmail' | 'shippingAddress'>,
  keyId: string,
  payment: OnlinePayment,
): GatewayCheckout => ({
  gateway: payment.gateway,
  keyId,
  gatewayOrderId: payment.gatewayOrderId,
  amountPaise: amountDuePaise({ total: order.total, onlinePayment: payment }),
  currency: 'INR',
  orderId: order.id,
  description: `Order #${shortOrderId(order.id)}`,
  prefill: {
    name: order.shippingAddress.name,
    email: order.customerEmail,
    contact: order.shippingAddress.phone,
  },
  ...(payment.emi ? { emi: { months: payment.emi.months, lender: payment.emi.lender } } : {}),
});

/** Who the history names for what the shop's server (or the demo gateway standing for it) records. */
export const shopActor = (settings: Pick<ShopSettings, 'email'>): string => settings.email || 'Sheesham Home';

/** The gateway's answer to the browser when a payment succeeds: what the server checks before anything is paid. */
export interface GatewayPaymentProof {
  paymentId: string;
  gatewayOrderId: string;
  signature: string;
}

/** A payment as the gateway reports it (its API, or a webhook's payment entity). */
export interface GatewayPayment {
  id: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** How it was paid, in the gateway's words: 'card', 'upi', 'netbanking', 'emi', 'cardless_emi'… */
  method?: string;
  /** Why it failed, in the gateway's words. */
  errorDescription?: string;
}

/** The gateway's methods that pay in instalments: what a no-cost EMI plan's discount is given for. */
export const EMI_METHODS: readonly string[] = ['emi', 'cardless_emi'];

/**
 * Whether `payment` pays `order` in full: made against the gateway order the server made for it, for the amount due
 * in rupees, captured (the money is the shop's, not only held on the card), and by EMI where a no-cost EMI plan's
 * discount was given.
 */
export const paymentPaysOrder = (
  order: Pick<Order, 'total' | 'onlinePayment'>,
  payment: GatewayPayment,
): boolean =>
  order.onlinePayment !== undefined &&
  payment.gatewayOrderId === order.onlinePayment.gatewayOrderId &&
  payment.currency === 'INR' &&
  payment.amountPaise === amountDuePaise(order) &&
  payment.status === 'captured' &&
  (!order.onlinePayment.emi || EMI_METHODS.includes(payment.method ?? ''));

/**
 * The order once `paymentId` has paid it, at `at`, recorded by `by` (the shop), or null when it is already paid: a
 * payment confirmed by the browser and by the gateway's webhook, in either order or both at once, pays it once. Money
 * that arrives for an order cancelled meanwhile is recorded too, and then owed back.
 */
export const paidOnline = (order: Order, paymentId: string, at: string, by: string): Order | null => {
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' || !order.onlinePayment)
    return null;
  const { failure: _failure, ...payment } = order.onlinePayment;
  return recordChange(
    { ...order, onlinePayment: { ...payment, paymentId } },
    { paymentStatus: 'paid' },
    at,
    by,
  );
};

/**
 * The order as the gateway's `payment` leaves it, or null when it changes nothing (already paid); refused when the
 * order has no gateway order, or the payment does not pay it in full.
 */
export const paymentConfirmation = (
  order: Order | null,
  payment: GatewayPayment | null,
  at: string,
  by: string,
): Result<Order | null, OnlinePaymentError> => {
  if (!order?.onlinePayment) return fail({ code: 'PAYMENT.NOT_FOUND' });
  if (!payment || !paymentPaysOrder(order, payment)) return fail({ code: 'PAYMENT.NOT_VERIFIED' });
  return ok(paidOnline(order, payment.id, at, by));
};

/**
 * Why the browser's proof of a payment cannot count for `userId`'s order, checked with the gateway's secret: not
 * their order, no gateway order, or a signature that does not hold over the server's gateway order and the payment.
 */
export const proofRefusal = async (
  order: Order | null,
  userId: string,
  proof: Pick<GatewayPaymentProof, 'paymentId' | 'signature'>,
  secret: string,
): Promise<OnlinePaymentError | null> => {
  if (!order?.onlinePayment || order.userId !== userId) return { code: 'PAYMENT.NOT_FOUND' };
  const { gatewayOrderId } = order.onlinePayment;
  const signed = await checkoutSignatureValid(secret, gatewayOrderId, proof.paymentId, proof.signature);
  return signed ? null : { code: 'PAYMENT.NOT_VERIFIED' };
};

/** The order once an attempt to pay it failed for `reason` (it stays payable until its time runs out), or null. */
export const onlinePaymentFailed = (order: Order, reason: string, at: string): Order | null => {
  if (!order.onlinePayment || order.paymentStatus !== 'pending') return null;
  return { ...order, onlinePayment: { ...order.onlinePayment, failure: { reason, at } }, updatedAt: at };
};

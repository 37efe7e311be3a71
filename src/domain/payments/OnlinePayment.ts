import type { Order } from '../orders/Order';
import { recordChange } from '../orders/OrderTimeline';
import { shortOrderId } from '../orders/ShortOrderId';
import type { ShopSettings } from '../settings/ShopSettings';
import { fail, ok, type Result } from '../shared/Result';
import { checkoutSignatureValid } from './PaymentSignature';
import type { PaymentGateway } from './PaymentGateway';
import { awaitingOnlinePayment, onlinePaymentLapsed } from './OnlinePaymentWindow';

/**
 * Paying online through a payment gateway (docs/behaviour.md#paying-online): the order is placed unpaid with its
 * stock held, the shop's server makes the gateway's order for the stored total, the shopper pays on the gateway's
 * page, and only the server marks the order paid, once it has checked the gateway's signature and the payment's
 * amount. The demo backend runs the same steps with a demo gateway in the browser.
 */

/** The shop takes payments online once the owner has chosen a gateway and given its public key. */
export const onlinePaymentOffered = (
  settings: Pick<ShopSettings, 'paymentGateway' | 'paymentGatewayKeyId'>,
): boolean => settings.paymentGateway !== '' && settings.paymentGatewayKeyId !== '';

export type OnlinePaymentError =
  | { code: 'PAYMENT.NOT_OFFERED' }
  | { code: 'PAYMENT.NOT_FOUND' }
  | { code: 'PAYMENT.NOT_ONLINE' }
  | { code: 'PAYMENT.ALREADY_PAID' }
  | { code: 'PAYMENT.CLOSED' }
  | { code: 'PAYMENT.LAPSED' }
  /** The signature or the payment the gateway reports does not match this order. */
  | { code: 'PAYMENT.NOT_VERIFIED' }
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

/** The order's total in paise, the unit gateways take amounts in: always the stored total, never the browser's. */
export const amountInPaise = (order: Pick<Order, 'total'>): number => order.total * 100;

/** What the server asks the gateway to make for `order`: its amount, and its short number as the receipt. */
export const gatewayOrderFor = (order: Pick<Order, 'id' | 'total'>) => ({
  amount: amountInPaise(order),
  currency: 'INR' as const,
  receipt: shortOrderId(order.id),
  notes: { orderId: order.id },
});

/** What the shopper's browser needs to open the gateway's checkout for an order. */
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
}

/** What the browser opens the gateway's checkout with for `order`, once the server has made its gateway order. */
export const gatewayCheckoutOf = (
  order: Pick<Order, 'id' | 'total' | 'customerEmail' | 'shippingAddress'>,
  gateway: PaymentGateway,
  keyId: string,
  gatewayOrderId: string,
): GatewayCheckout => ({
  gateway,
  keyId,
  gatewayOrderId,
  amountPaise: amountInPaise(order),
  currency: 'INR',
  orderId: order.id,
  description: `Order #${shortOrderId(order.id)}`,
  prefill: {
    name: order.shippingAddress.name,
    email: order.customerEmail,
    contact: order.shippingAddress.phone,
  },
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
  /** Why it failed, in the gateway's words. */
  errorDescription?: string;
}

/**
 * Whether `payment` pays `order` in full: made against the gateway order the server made for it, for its whole
 * total in rupees, and captured (the money is the shop's, not only held on the card).
 */
export const paymentPaysOrder = (
  order: Pick<Order, 'total' | 'onlinePayment'>,
  payment: GatewayPayment,
): boolean =>
  order.onlinePayment !== undefined &&
  payment.gatewayOrderId === order.onlinePayment.gatewayOrderId &&
  payment.currency === 'INR' &&
  payment.amountPaise === amountInPaise(order) &&
  payment.status === 'captured';

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

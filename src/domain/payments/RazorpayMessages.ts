import type { GatewayPayment } from './OnlinePayment';

/**
 * Razorpay's payment entity and webhook event as its API documents them, read into the shop's terms; anything of
 * another shape is null, never a payment.
 */

const STATUSES: readonly GatewayPayment['status'][] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

/** A payment entity (GET /v1/payments/:id, or a webhook's payload.payment.entity). */
export const razorpayPaymentOf = (entity: unknown): GatewayPayment | null => {
  if (typeof entity !== 'object' || entity === null) return null;
  const payment = entity as Record<string, unknown>;
  const { id, order_id: orderId, amount, currency, status } = payment;
  if (typeof id !== 'string' || typeof orderId !== 'string' || typeof currency !== 'string') return null;
  if (!Number.isInteger(amount) || !STATUSES.includes(status as GatewayPayment['status'])) return null;
  const description = payment['error_description'];
  const method = payment['method'];
  return {
    id,
    gatewayOrderId: orderId,
    amountPaise: amount as number,
    currency,
    status: status as GatewayPayment['status'],
    ...(typeof method === 'string' && method !== '' ? { method } : {}),
    ...(typeof description === 'string' && description !== '' ? { errorDescription: description } : {}),
  };
};

/** A refund as the gateway reports it (a webhook's payload.refund.entity). */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
}

/** A refund entity, or null for anything of another shape. */
export const razorpayRefundOf = (entity: unknown): GatewayRefund | null => {
  if (typeof entity !== 'object' || entity === null) return null;
  const { id, payment_id: paymentId, amount } = entity as Record<string, unknown>;
  if (typeof id !== 'string' || typeof paymentId !== 'string' || !Number.isInteger(amount)) return null;
  return { id, paymentId, amountPaise: amount as number };
};

/** A webhook's event name and the payment and refund it carries, if any. */
export const razorpayEventOf = (
  body: unknown,
): { event: string; payment: GatewayPayment | null; refund: GatewayRefund | null } => {
  const event = (body as { event?: unknown } | null)?.event;
  const payload = (body as { payload?: Record<string, { entity?: unknown } | undefined> } | null)?.payload;
  return {
    event: typeof event === 'string' ? event : '',
    payment: razorpayPaymentOf(payload?.['payment']?.entity),
    refund: razorpayRefundOf(payload?.['refund']?.entity),
  };
};

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

/** A webhook's event name and the payment it carries, if any. */
export const razorpayEventOf = (body: unknown): { event: string; payment: GatewayPayment | null } => {
  const event = (body as { event?: unknown } | null)?.event;
  const entity = (body as { payload?: { payment?: { entity?: unknown } } } | null)?.payload?.payment?.entity;
  return { event: typeof event === 'string' ? event : '', payment: razorpayPaymentOf(entity) };
};

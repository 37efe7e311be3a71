import type { GatewayPayment } from '../../src/domain/payments/OnlinePayment';
import { razorpayPaymentOf } from '../../src/domain/payments/RazorpayMessages';

/** Razorpay's REST API as the server uses it: make an order, read a payment (https://razorpay.com/docs/api/). */
export interface RazorpayApi {
  createOrder(body: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<string>;
  payment(id: string): Promise<GatewayPayment | null>;
  /** Whether Razorpay takes the key id and secret: null when it does, its reason when it refuses them. */
  keyRefusal(): Promise<string | null>;
  /** Refunds `amountPaise` of payment `paymentId` at normal speed: the refund's id and amount. */
  refund(
    paymentId: string,
    amountPaise: number,
    receipt: string,
  ): Promise<{ id: string; amountPaise: number }>;
}

/** The API with the shop's key id and secret; RAZORPAY_API_ORIGIN names a stand-in in tests. */
export const razorpayApi = (
  keyId: string,
  keySecret: string,
  origin = process.env['RAZORPAY_API_ORIGIN'] || 'https://api.razorpay.com',
): RazorpayApi => {
  const headers = {
    Authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
    'Content-Type': 'application/json',
  };
  const call = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    const response = await fetch(`${origin}/v1/${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404) return null;
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as {
        error?: { description?: unknown };
      } | null;
      const description = answer?.error?.description;
      throw new Error(typeof description === 'string' ? description : `Razorpay answered ${response.status}`);
    }
    return response.json();
  };
  return {
    async createOrder(body) {
      const order = (await call('orders', { method: 'POST', body: JSON.stringify(body) })) as {
        id?: unknown;
      } | null;
      if (typeof order?.id !== 'string') throw new Error('Razorpay made no order');
      return order.id;
    },
    async keyRefusal() {
      const response = await fetch(`${origin}/v1/orders?count=1`, {
        headers,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status !== 401) {
        if (!response.ok) throw new Error(`Razorpay answered ${response.status}`);
        return null;
      }
      const answer = (await response.json().catch(() => null)) as {
        error?: { description?: unknown };
      } | null;
      const description = answer?.error?.description;
      return typeof description === 'string' ? description : 'Authentication failed';
    },
    async payment(id) {
      return razorpayPaymentOf(await call(`payments/${encodeURIComponent(id)}`));
    },
    async refund(paymentId, amountPaise, receipt) {
      const refund = (await call(`payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        body: JSON.stringify({ amount: amountPaise, speed: 'normal', receipt }),
      })) as { id?: unknown; amount?: unknown } | null;
      if (typeof refund?.id !== 'string' || !Number.isInteger(refund.amount))
        throw new Error('Razorpay made no refund');
      return { id: refund.id, amountPaise: refund.amount as number };
    },
  };
};

import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpStandIn } from './HttpStandIn';
import { razorpayCheckoutScript } from './razorpayCheckoutScript';

interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  status: 'created';
  notes: Record<string, string>;
}
interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  /** card, upi, netbanking, wallet, emi, cardless_emi… */
  method: string;
  status: 'captured' | 'failed';
  order_id: string;
  error_description: string | null;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * A local stand-in for Razorpay's REST API (`POST /v1/orders`, `GET /v1/payments/:id`, `POST /v1/payments/:id/refund`), built from its published
 * reference: HTTP basic auth with the key id and secret (401 otherwise), its entities' fields, 404 for an unknown
 * payment. Its checkout is the test's `pay`, which makes a payment and signs it as Razorpay's checkout does, or in a
 * browser its checkout.js (`GET /v1/checkout.js`), which pays through `POST /v1/checkout/payments` with the public key
 * id alone; its webhooks are `webhook`, a body signed with the webhook secret.
 */
export class RazorpayStandIn extends HttpStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly payments = new Map<string, StandInPayment>();
  /** The refunds made, each with its payment. */
  readonly refunds: { id: string; payment_id: string; amount: number; receipt: string }[] = [];
  /** While set, every call is answered 503, as during an outage. */
  down = false;
  private count = 0;

  constructor(
    port: number,
    readonly keyId: string,
    readonly keySecret: string,
    readonly webhookSecret: string,
  ) {
    super(port);
  }

  /** A payment against `orderId` (its whole amount by card unless told), and the checkout's signature over it. */
  pay(
    orderId: string,
    { amount, failed = false, method = 'card' }: { amount?: number; failed?: boolean; method?: string } = {},
  ) {
    const order = this.orders.get(orderId);
    const payment: StandInPayment = {
      id: `pay_${String(++this.count).padStart(14, '0')}`,
      entity: 'payment',
      amount: amount ?? order?.amount ?? 0,
      currency: 'INR',
      method,
      status: failed ? 'failed' : 'captured',
      order_id: orderId,
      error_description: failed ? 'Your payment was declined by the bank.' : null,
    };
    this.payments.set(payment.id, payment);
    return { payment, signature: hmac(this.keySecret, `${orderId}|${payment.id}`) };
  }

  /** A webhook's raw body for `event` about `payment` (and a refund of it), and its signature with the webhook secret. */
  webhook(
    event: 'payment.captured' | 'payment.failed' | 'refund.processed',
    payment: StandInPayment,
    refund?: RazorpayStandIn['refunds'][number],
  ) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandIn0000001',
      event,
      contains: refund ? ['refund', 'payment'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(refund
          ? { refund: { entity: { ...refund, entity: 'refund', currency: 'INR', status: 'processed' } } }
          : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { body, signature: hmac(this.webhookSecret, body) };
  }

  protected async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, description: string) =>
      send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
    if (this.down) return error(503, 'Service unavailable');
    if (request.url?.startsWith('/v1/checkout')) return this.answerCheckout(request, response);
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return error(401, 'Authentication failed');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = request.url ?? '';
    if (request.method === 'POST' && url === '/v1/orders') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Partial<StandInOrder>;
      if (!Number.isInteger(body.amount) || (body.amount ?? 0) < 100)
        return error(400, 'The amount must be atleast INR 1.00');
      const order: StandInOrder = {
        id: `order_${String(++this.count).padStart(14, '0')}`,
        entity: 'order',
        amount: body.amount ?? 0,
        currency: body.currency ?? 'INR',
        receipt: body.receipt ?? '',
        status: 'created',
        notes: body.notes ?? {},
      };
      this.orders.set(order.id, order);
      return send(200, order);
    }
    if (request.method === 'GET' && url.startsWith('/v1/orders?')) {
      const items = [...this.orders.values()].slice(
        -Number(new URL(url, 'http://x').searchParams.get('count')),
      );
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
    if (request.method === 'POST' && refund) {
      const paid = this.payments.get(decodeURIComponent(refund[1] ?? ''));
      if (!paid || paid.status !== 'captured') return error(400, 'The payment has not been captured');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        amount?: number;
        receipt?: string;
      };
      const given = this.refunds
        .filter((made) => made.payment_id === paid.id)
        .reduce((sum, made) => sum + made.amount, 0);
      const amount = body.amount ?? paid.amount - given;
      if (!Number.isInteger(amount) || amount < 100 || amount > paid.amount - given)
        return error(400, 'The refund amount provided is greater than amount captured');
      const made = {
        id: `rfnd_${String(++this.count).padStart(14, '0')}`,
        payment_id: paid.id,
        amount,
        receipt: body.receipt ?? '',
      };
      this.refunds.push(made);
      return send(200, {
        ...made,
        entity: 'refund',
        currency: 'INR',
        status: 'processed',
        speed_processed: 'normal',
      });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(url);
    if (request.method === 'GET' && payment) {
      const found = this.payments.get(decodeURIComponent(payment[1] ?? ''));
      return found ? send(200, found) : error(404, 'The id provided does not exist');
    }
    return error(404, 'The requested URL was not found on the server.');
  }

  /** What the browser's checkout asks of Razorpay: its script, and a payment of a gateway order by the key id's holder. */
  private async answerCheckout(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/v1/checkout.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(razorpayCheckoutScript(`http://127.0.0.1:${this.port}`));
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/checkout/payments')
      return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'Not found' } });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      key_id?: string;
      order_id?: string;
      method?: string;
      failed?: boolean;
    };
    if (body.key_id !== this.keyId)
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (!this.orders.has(body.order_id ?? ''))
      return send(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
      });
    const { payment, signature } = this.pay(body.order_id ?? '', {
      method: body.method ?? 'card',
      failed: body.failed === true,
    });
    if (payment.status === 'failed')
      return send(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: payment.error_description,
          metadata: { order_id: payment.order_id, payment_id: payment.id },
        },
      });
    send(200, {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: signature,
    });
  }
}

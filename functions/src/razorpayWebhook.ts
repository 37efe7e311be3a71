import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { webhookSignatureValid } from '../../src/domain/payments/PaymentSignature';
import { razorpayEventOf, type GatewayRefund } from '../../src/domain/payments/RazorpayMessages';
import { refundProcessed } from '../../src/domain/payments/OnlineRefund';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { GATEWAY_EVENTS, ORDERS } from '../../src/adapters/firestore/collections';
import { systemNow } from './deliverOutboxEntry';
import { RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } from './paymentSecrets';
import { settleOnlinePayment } from './settleOnlinePayment';

const APPLIED = ['payment.captured', 'payment.failed'];

/**
 * One webhook call from Razorpay, as the HTTP status to answer: 400 unless its signature holds over the raw body
 * with the webhook secret (nothing is read or written then); 200 once it is applied (a payment captured or failed,
 * a refund processed), or was before (by its event id),
 * or is an event the shop does not act on. A failure to apply it answers 500, and Razorpay sends it again.
 */
export const applyWebhook = async (
  db: Firestore,
  rawBody: string,
  signature: string,
  eventId: string,
  webhookSecret: string,
  now: string,
): Promise<number> => {
  if (!(await webhookSignatureValid(webhookSecret, rawBody, signature))) return 400;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return 400;
  }
  const { event, payment, refund } = razorpayEventOf(body);
  if (event === 'refund.processed' && refund) {
    const applied = db.collection(GATEWAY_EVENTS).doc(eventId || `${event}-${refund.id}`);
    if ((await applied.get()).exists) return 200;
    const orderId = await markRefundProcessed(db, refund, now);
    await applied.set({ event, refundId: refund.id, orderId, at: now });
    return 200;
  }
  if (!APPLIED.includes(event) || !payment) return 200;
  const applied = db.collection(GATEWAY_EVENTS).doc(eventId || `${event}-${payment.id}`);
  if ((await applied.get()).exists) return 200;
  const orders = await db
    .collection(ORDERS)
    .where('onlinePayment.gatewayOrderId', '==', payment.gatewayOrderId)
    .limit(1)
    .get();
  const order = orders.docs[0];
  // Settling is idempotent: the same event applied twice at once still pays the order once.
  if (order) await settleOnlinePayment(db, order.id, payment, now);
  await applied.set({ event, paymentId: payment.id, orderId: order?.id ?? null, at: now });
  return 200;
};

/** Marks the refund the shop made processed on its order, found by the payment it gave back; the order's id. */
const markRefundProcessed = async (
  db: Firestore,
  refund: GatewayRefund,
  now: string,
): Promise<string | null> => {
  const found = await db
    .collection(ORDERS)
    .where('onlinePayment.paymentId', '==', refund.paymentId)
    .limit(1)
    .get();
  const reference = found.docs[0]?.ref;
  if (!reference) return null;
  await db.runTransaction(async (transaction) => {
    const order = fromOrderDocument(reference.id, (await transaction.get(reference)).data() ?? {});
    const processed = refundProcessed(order, refund.id, now);
    if (processed) transaction.update(reference, { onlinePayment: processed.onlinePayment });
  });
  return reference.id;
};

/** Razorpay's webhook endpoint (Dashboard → Webhooks: payment.captured, payment.failed, refund.processed). */
export const razorpayWebhook = onRequest(
  { secrets: [RAZORPAY_WEBHOOK_SECRET, RAZORPAY_KEY_SECRET] },
  async (request, response) => {
    try {
      const status = await applyWebhook(
        getFirestore(),
        request.rawBody.toString('utf8'),
        request.get('x-razorpay-signature') ?? '',
        request.get('x-razorpay-event-id') ?? '',
        RAZORPAY_WEBHOOK_SECRET.value(),
        systemNow(),
      );
      response.status(status).send(status === 200 ? 'ok' : 'refused');
    } catch (error) {
      console.error('A webhook could not be applied', error);
      response.status(500).send('not applied');
    }
  },
);

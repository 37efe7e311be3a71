import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  gatewayCheckoutOf,
  gatewayOrderFor,
  onlinePaymentOffered,
  payOnlineError,
  type GatewayCheckout,
  type OnlinePaymentError,
} from '../../src/domain/payments/OnlinePayment';
import { fail, ok, type Result } from '../../src/domain/shared/Result';
import { ORDERS } from '../../src/adapters/firestore/collections';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { systemNow } from './deliverOutboxEntry';
import { messageContext } from './messageContext';
import { RAZORPAY_KEY_SECRET } from './paymentSecrets';
import { razorpayApi, type RazorpayApi } from './razorpayApi';

/**
 * The gateway order for the shopper `uid`'s order `orderId`: made at Razorpay for the stored total the first time,
 * and kept on the order, so another try pays the same one.
 */
export const startPayment = async (
  db: Firestore,
  uid: string,
  orderId: string,
  api: (keyId: string) => RazorpayApi,
  now: string,
): Promise<Result<GatewayCheckout, OnlinePaymentError>> => {
  const { settings } = await messageContext(db);
  if (!onlinePaymentOffered(settings) || settings.paymentGateway !== 'razorpay')
    return fail({ code: 'PAYMENT.NOT_OFFERED' });
  const reference = db.collection(ORDERS).doc(orderId);
  const snapshot = await reference.get();
  const order = snapshot.exists ? fromOrderDocument(orderId, snapshot.data() ?? {}) : null;
  const refused = payOnlineError(order, uid, now);
  if (refused || !order) return fail(refused ?? { code: 'PAYMENT.NOT_FOUND' });
  const keyId = settings.paymentGatewayKeyId;
  if (order.onlinePayment)
    return ok(gatewayCheckoutOf(order, 'razorpay', keyId, order.onlinePayment.gatewayOrderId));
  let made: string;
  try {
    made = await api(keyId).createOrder(gatewayOrderFor(order));
  } catch (error) {
    console.error('Razorpay made no order', error);
    return fail({ code: 'PAYMENT.GATEWAY_UNAVAILABLE' });
  }
  // Two tries at once make two gateway orders; the first kept is the one both pay.
  const gatewayOrderId = await db.runTransaction(async (transaction) => {
    const kept = fromOrderDocument(orderId, (await transaction.get(reference)).data() ?? {}).onlinePayment;
    if (kept) return kept.gatewayOrderId;
    transaction.update(reference, { onlinePayment: { gateway: 'razorpay', gatewayOrderId: made } });
    return made;
  });
  return ok(gatewayCheckoutOf(order, 'razorpay', keyId, gatewayOrderId));
};

/** Callable by a signed-in shopper: `{ orderId }` → the checkout's options, or why it cannot be paid. */
export const startOnlinePayment = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  startPayment(
    getFirestore(),
    request.auth?.uid ?? '',
    String((request.data as { orderId?: unknown } | null)?.orderId ?? ''),
    (keyId) => razorpayApi(keyId, RAZORPAY_KEY_SECRET.value()),
    systemNow(),
  ),
);

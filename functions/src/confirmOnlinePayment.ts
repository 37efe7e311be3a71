import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  proofRefusal,
  type GatewayPaymentProof,
  type OnlinePaymentError,
} from '../../src/domain/payments/OnlinePayment';
import { fail, type Result } from '../../src/domain/shared/Result';
import { ORDERS } from '../../src/adapters/firestore/collections';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { systemNow } from './deliverOutboxEntry';
import { messageContext } from './messageContext';
import { RAZORPAY_KEY_SECRET } from './paymentSecrets';
import { razorpayApi, type RazorpayApi } from './razorpayApi';
import { settleOnlinePayment } from './settleOnlinePayment';

/**
 * The browser's word that the shopper paid, checked before anything moves: the signature over the gateway order
 * the server made and the payment id, then the payment itself as Razorpay reports it (captured, the whole total).
 */
export const confirmPayment = async (
  db: Firestore,
  uid: string,
  orderId: string,
  proof: Pick<GatewayPaymentProof, 'paymentId' | 'signature'>,
  keySecret: string,
  api: (keyId: string) => RazorpayApi,
  now: string,
): Promise<Result<void, OnlinePaymentError>> => {
  const snapshot = await db.collection(ORDERS).doc(orderId).get();
  const order = snapshot.exists ? fromOrderDocument(orderId, snapshot.data() ?? {}) : null;
  const refused = await proofRefusal(order, uid, proof, keySecret);
  if (refused) return fail(refused);
  const { settings } = await messageContext(db);
  let payment;
  try {
    payment = await api(settings.paymentGatewayKeyId).payment(proof.paymentId);
  } catch (error) {
    console.error('Razorpay did not say what the payment is', error);
    return fail({ code: 'PAYMENT.GATEWAY_UNAVAILABLE' });
  }
  if (!payment) return fail({ code: 'PAYMENT.NOT_VERIFIED' });
  return settleOnlinePayment(db, orderId, payment, now);
};

/** Callable by a signed-in shopper: `{ orderId, paymentId, signature }` → the order paid, or why not. */
export const confirmOnlinePayment = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) => {
  const data = (request.data ?? {}) as Record<string, unknown>;
  return confirmPayment(
    getFirestore(),
    request.auth?.uid ?? '',
    String(data['orderId'] ?? ''),
    { paymentId: String(data['paymentId'] ?? ''), signature: String(data['signature'] ?? '') },
    RAZORPAY_KEY_SECRET.value(),
    (keyId) => razorpayApi(keyId, RAZORPAY_KEY_SECRET.value()),
    systemNow(),
  );
});

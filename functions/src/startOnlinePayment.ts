import { onlinePaymentOffered, type OnlinePayment } from '../../src/domain/payments/PaymentGateway';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  gatewayCheckoutOf,
  gatewayOrderFor,
  keptPaymentServes,
  onlineEmiFor,
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
 * The gateway order for the shopper `uid`'s order `orderId`, in full or in the no-cost EMI plan of `emiMonths`:
 * made at Razorpay for the amount due from the stored total the first time, and kept on the order, so another try
 * in the same way pays the same one; a try in another way makes its own, which replaces it.
 */
export const startPayment = async (
  db: Firestore,
  uid: string,
  request: { orderId: string; emiMonths: number | null },
  api: (keyId: string) => RazorpayApi,
  now: string,
): Promise<Result<GatewayCheckout, OnlinePaymentError>> => {
  const { settings } = await messageContext(db);
  if (!onlinePaymentOffered(settings) || settings.paymentGateway !== 'razorpay')
    return fail({ code: 'PAYMENT.NOT_OFFERED' });
  const reference = db.collection(ORDERS).doc(request.orderId);
  const snapshot = await reference.get();
  const order = snapshot.exists ? fromOrderDocument(request.orderId, snapshot.data() ?? {}) : null;
  const refused = payOnlineError(order, uid, now);
  if (refused || !order) return fail(refused ?? { code: 'PAYMENT.NOT_FOUND' });
  const emi = onlineEmiFor(order, settings, request.emiMonths);
  if (!emi.ok) return emi;
  const keyId = settings.paymentGatewayKeyId;
  if (keptPaymentServes(order.onlinePayment, emi.value))
    return ok(gatewayCheckoutOf(order, keyId, order.onlinePayment));
  let made: OnlinePayment;
  try {
    const gatewayOrderId = await api(keyId).createOrder(gatewayOrderFor(order, emi.value));
    made = { gateway: 'razorpay', gatewayOrderId, ...(emi.value ? { emi: emi.value } : {}) };
  } catch (error) {
    console.error('Razorpay made no order', error);
    return fail({ code: 'PAYMENT.GATEWAY_UNAVAILABLE' });
  }
  // Two tries at once make two gateway orders; the first kept is the one both pay.
  const payment = await db.runTransaction(async (transaction) => {
    const stored = fromOrderDocument(request.orderId, (await transaction.get(reference)).data() ?? {});
    if (keptPaymentServes(stored.onlinePayment, emi.value) || stored.paymentStatus !== 'pending')
      return stored.onlinePayment ?? made;
    transaction.update(reference, { onlinePayment: made });
    return made;
  });
  return ok(gatewayCheckoutOf(order, keyId, payment));
};

/** The callable's `{ orderId, emiMonths? }`, read from whatever the browser sent. */
const startRequestOf = (data: unknown): { orderId: string; emiMonths: number | null } => {
  const { orderId, emiMonths } = (data ?? {}) as { orderId?: unknown; emiMonths?: unknown };
  return {
    orderId: typeof orderId === 'string' ? orderId : '',
    emiMonths: Number.isInteger(emiMonths) ? (emiMonths as number) : null,
  };
};

/** Callable by a signed-in shopper: `{ orderId, emiMonths? }` → the checkout's options, or why it cannot be paid. */
export const startOnlinePayment = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  startPayment(
    getFirestore(),
    request.auth?.uid ?? '',
    startRequestOf(request.data),
    (keyId) => razorpayApi(keyId, RAZORPAY_KEY_SECRET.value()),
    systemNow(),
  ),
);

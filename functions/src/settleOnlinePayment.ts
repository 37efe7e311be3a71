import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Order } from '../../src/domain/orders/Order';
import {
  onlinePaymentFailed,
  paymentConfirmation,
  shopActor,
  type GatewayPayment,
  type OnlinePaymentError,
} from '../../src/domain/payments/OnlinePayment';
import { fail, ok, type Result } from '../../src/domain/shared/Result';
import { ORDERS } from '../../src/adapters/firestore/collections';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { orderFields } from '../../src/adapters/firestore/orderFields';
import { messageContext } from './messageContext';

/**
 * Applies what the gateway says of a payment to its order, in a transaction that reads the order again: a captured
 * payment of the whole total pays it (once, whoever tells first: the browser's confirmation or the webhook), a failed
 * one is kept as its last failure (and refused). Ok when the order stands paid by it.
 */
export const settleOnlinePayment = async (
  db: Firestore,
  orderId: string,
  payment: GatewayPayment,
  now: string,
): Promise<Result<void, OnlinePaymentError>> => {
  const { settings } = await messageContext(db);
  return db.runTransaction(async (transaction) => {
    const reference = db.collection(ORDERS).doc(orderId);
    const snapshot = await transaction.get(reference);
    const before: Order | null = snapshot.exists ? fromOrderDocument(orderId, snapshot.data() ?? {}) : null;
    if (payment.status === 'failed') {
      const failed = before
        ? onlinePaymentFailed(before, payment.errorDescription ?? 'The payment failed.', now)
        : null;
      if (failed)
        transaction.update(reference, {
          onlinePayment: failed.onlinePayment,
          updatedAt: FieldValue.serverTimestamp(),
        });
      return fail({ code: 'PAYMENT.NOT_VERIFIED' as const });
    }
    const confirmed = paymentConfirmation(before, payment, now, shopActor(settings));
    if (!confirmed.ok) return confirmed;
    if (before && confirmed.value)
      transaction.update(reference, orderFields(before, confirmed.value, FieldValue.serverTimestamp()));
    return ok(undefined);
  });
};

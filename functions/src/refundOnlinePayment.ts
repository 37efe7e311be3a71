import { FieldValue, type Firestore, getFirestore, type Transaction } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { shortOrderId } from '../../src/domain/orders/ShortOrderId';
import { shopActor } from '../../src/domain/payments/OnlinePayment';
import {
  onlineRefundDue,
  onlineRefundPaise,
  refundFailed,
  refundIssued,
  refundRequested,
} from '../../src/domain/payments/OnlineRefund';
import { ORDERS } from '../../src/adapters/firestore/collections';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { orderFields } from '../../src/adapters/firestore/orderFields';
import { systemNow } from './deliverOutboxEntry';
import { messageContext } from './messageContext';
import { RAZORPAY_KEY_SECRET } from './paymentSecrets';
import { razorpayApi, type RazorpayApi } from './razorpayApi';

/**
 * Refunds a cancelled online order's payment through Razorpay, once: the refund is claimed on the order in a
 * transaction before the gateway is called (a trigger run twice finds it claimed), then recorded as issued (the order
 * refunded, by the shop) or refused with Razorpay's reason. What it did, or null when nothing was due.
 */
export const refundCancelledPayment = async (
  db: Firestore,
  orderId: string,
  api: (keyId: string) => RazorpayApi,
  now: string,
): Promise<'issued' | 'failed' | null> => {
  const reference = db.collection(ORDERS).doc(orderId);
  const read = async (transaction: Transaction) =>
    fromOrderDocument(orderId, (await transaction.get(reference)).data() ?? {});
  const claimed = await db.runTransaction(async (transaction) => {
    const order = await read(transaction);
    if (!onlineRefundDue(order)) return null;
    const after = refundRequested(order, now);
    transaction.update(reference, {
      onlinePayment: after.onlinePayment,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return order;
  });
  if (!claimed?.onlinePayment?.paymentId) return null;
  const { settings } = await messageContext(db);
  try {
    const refund = await api(settings.paymentGatewayKeyId).refund(
      claimed.onlinePayment.paymentId,
      onlineRefundPaise(claimed),
      shortOrderId(orderId),
    );
    await db.runTransaction(async (transaction) => {
      const order = await read(transaction);
      const after = refundIssued(order, refund.id, refund.amountPaise, now, shopActor(settings));
      transaction.update(reference, orderFields(order, after, FieldValue.serverTimestamp()));
    });
    return 'issued';
  } catch (error) {
    console.error('Razorpay refused the refund', error);
    const reason = error instanceof Error ? error.message : 'The gateway refused the refund.';
    await reference.update({ onlinePayment: refundFailed(claimed, reason, now).onlinePayment });
    return 'failed';
  }
};

/** A cancelled order paid online: its payment goes back through the gateway. */
export const refundOnlinePayment = onDocumentUpdated(
  { document: `${ORDERS}/{orderId}`, secrets: [RAZORPAY_KEY_SECRET] },
  async (event) => {
    const after = event.data?.after.data();
    if (
      after?.['paymentMethod'] !== 'online' ||
      after['status'] !== 'cancelled' ||
      after['paymentStatus'] !== 'paid'
    )
      return;
    await refundCancelledPayment(
      getFirestore(),
      event.params.orderId,
      (keyId) => razorpayApi(keyId, RAZORPAY_KEY_SECRET.value()),
      systemNow(),
    );
  },
);

import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { shortOrderId } from '../../src/domain/orders/ShortOrderId';
import { shopActor } from '../../src/domain/payments/OnlinePayment';
import {
  onlineRefundDue,
  onlineRefundPaise,
  refundFailed,
  refundIssued,
  refundRequested,
  returnRefundPaise,
  returnRefundsDue,
  withReturnRefund,
} from '../../src/domain/payments/OnlineRefund';
import type { OnlineRefund } from '../../src/domain/payments/PaymentGateway';
import { ORDERS } from '../../src/adapters/firestore/collections';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { orderFields } from '../../src/adapters/firestore/orderFields';
import { messageContext } from './messageContext';
import type { RazorpayApi } from './razorpayApi';
import { ROUND_LIMIT } from './runOutboxRound';

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

/**
 * The refunds due, run by the outbox round (not a trigger, which would run on every order write): each cancelled
 * order still paid online, at most ROUND_LIMIT a round. Returns how many it issued.
 */
export const refundCancelledOrders = async (
  db: Firestore,
  api: (keyId: string) => RazorpayApi,
  now: string,
): Promise<number> => {
  const due = await db
    .collection(ORDERS)
    .where('paymentMethod', '==', 'online')
    .where('status', '==', 'cancelled')
    .where('paymentStatus', '==', 'paid')
    .limit(ROUND_LIMIT)
    .get();
  let issued = 0;
  for (const order of due.docs)
    if ((await refundCancelledPayment(db, order.id, api, now)) === 'issued') issued += 1;
  return issued;
};

/**
 * Refunds through Razorpay each return of an online-paid order that staff refunded and the gateway has not been asked
 * for, for what the return gives back: claimed on the order first (a trigger run twice finds them claimed), then
 * recorded as issued or refused with Razorpay's reason. Returns how many it issued.
 */
export const refundReturnsOnline = async (
  db: Firestore,
  orderId: string,
  api: (keyId: string) => RazorpayApi,
  now: string,
): Promise<number> => {
  const reference = db.collection(ORDERS).doc(orderId);
  const read = async (transaction: Transaction) =>
    fromOrderDocument(orderId, (await transaction.get(reference)).data() ?? {});
  const claimed = await db.runTransaction(async (transaction) => {
    const order = await read(transaction);
    const due = returnRefundsDue(order);
    if (due.length === 0) return null;
    const after = due.reduce(
      (claiming, number) => withReturnRefund(claiming, number, { state: 'requested', at: now }, now),
      order,
    );
    transaction.update(reference, { onlinePayment: after.onlinePayment });
    return { order, due };
  });
  if (!claimed?.order.onlinePayment?.paymentId) return 0;
  const { paymentId } = claimed.order.onlinePayment;
  const { settings } = await messageContext(db);
  let issued = 0;
  for (const number of claimed.due) {
    let refund: OnlineRefund;
    try {
      const made = await api(settings.paymentGatewayKeyId).refund(
        paymentId,
        returnRefundPaise(claimed.order, number),
        `${shortOrderId(orderId)}-R${number}`,
      );
      refund = { state: 'issued', at: now, id: made.id, amountPaise: made.amountPaise };
      issued += 1;
    } catch (error) {
      console.error('Razorpay refused the refund of a return', error);
      refund = {
        state: 'failed',
        at: now,
        reason: error instanceof Error ? error.message : 'The gateway refused the refund.',
      };
    }
    await db.runTransaction(async (transaction) => {
      const order = await read(transaction);
      transaction.update(reference, {
        onlinePayment: withReturnRefund(order, number, refund, now).onlinePayment,
      });
    });
  }
  return issued;
};

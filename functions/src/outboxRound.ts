import { OUTBOX_ROUND_MINUTES } from '../../src/domain/messages/MessageStatus';
import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runOutboxRound } from './runOutboxRound';
import { SENDER_SECRETS, shopMessageSender } from './shopMessageSender';
import { systemNow } from './deliverOutboxEntry';
import { writeUpiReminders } from './writeUpiReminders';
import { cancelLapsedOrders } from './cancelLapsedOrders';
import { releaseAbandonedHolds } from './releaseAbandonedHolds';
import { RAZORPAY_KEY_SECRET } from './paymentSecrets';
import { razorpayApi } from './razorpayApi';
import { refundCancelledOrders } from './refundOnlinePayment';

/**
 * Every OUTBOX_ROUND_MINUTES, India time: cancels the orders past their window, gives back the offers of abandoned
 * checkouts, refunds the cancelled orders paid
 * online, reminds the shoppers of UPI orders halfway through their payment window, retries what is due, deletes what is past keeping, and says the module is on.
 */
export const outboxRound = onSchedule(
  {
    schedule: `every ${OUTBOX_ROUND_MINUTES} minutes`,
    timeZone: 'Asia/Kolkata',
    secrets: [...SENDER_SECRETS, RAZORPAY_KEY_SECRET],
  },
  async () => {
    const db = getFirestore();
    await cancelLapsedOrders(db, systemNow());
    await releaseAbandonedHolds(db, systemNow());
    await refundCancelledOrders(db, (keyId) => razorpayApi(keyId, RAZORPAY_KEY_SECRET.value()), systemNow());
    await writeUpiReminders(db, systemNow());
    await runOutboxRound(db, () => shopMessageSender(db));
  },
);

import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { OUTBOX_ROUND_MINUTES } from '../../src/domain/messages/MessageStatus';
import { upiReminderAfterHours, upiReminderEntries } from '../../src/domain/messages/upiReminder';
import { upiOffered } from '../../src/domain/orders/UpiPayment';
import { ORDERS } from '../../src/adapters/firestore/collections';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { messageContext } from './messageContext';
import { ROUND_LIMIT } from './runOutboxRound';
import { writeOutboxEntries } from './writeOutboxEntries';

/** How far back a round looks for orders that reached their reminder: three rounds, so a missed round loses none. */
const LOOKBACK_MS = 3 * OUTBOX_ROUND_MINUTES * 60_000;

/**
 * Writes the 'Payment not received' reminder of each UPI order that reached the half of its payment window in the
 * last three rounds with no payment reported (upiReminderEntries), once each: an order is read by about three rounds,
 * never for the whole window. Returns how many reminders it wrote.
 */
export const writeUpiReminders = async (db: Firestore, now: string): Promise<number> => {
  const context = await messageContext(db);
  if (!upiOffered(context.settings)) return 0;
  // Orders placed this long ago reach their reminder now.
  const reached = Date.parse(now) - upiReminderAfterHours(context.settings.paymentWindowHours) * 3_600_000;
  const { docs } = await db
    .collection(ORDERS)
    .where('paymentStatus', '==', 'pending')
    .where('createdAt', '<=', Timestamp.fromMillis(reached))
    .where('createdAt', '>', Timestamp.fromMillis(reached - LOOKBACK_MS))
    .orderBy('createdAt', 'desc')
    .limit(ROUND_LIMIT)
    .get();
  return writeOutboxEntries(
    db,
    docs.flatMap((order) => upiReminderEntries(fromOrderDocument(order.id, order.data()), context, now)),
  );
};

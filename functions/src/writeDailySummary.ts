import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { WAITING_STATUSES } from '../../src/domain/afterSales/Complaint';
import { dailySummaryEntries, dailySummaryFacts } from '../../src/domain/messages/dailySummary';
import type { Order } from '../../src/domain/orders/Order';
import { COMPLAINTS, ORDERS, PRODUCTS } from '../../src/adapters/firestore/collections';
import { fromComplaintDocument } from '../../src/adapters/firestore/complaintDocument';
import { fromOrderDocument } from '../../src/adapters/firestore/orderDocument';
import { fromProductDocument } from '../../src/adapters/firestore/productDocument';
import { messageContext } from './messageContext';
import { writeOutboxEntries } from './writeOutboxEntries';

/** Each of the summary's reads takes at most this many documents: a small shop's day is far below it. */
export const SUMMARY_READ_LIMIT = 500;

/**
 * Writes the owner's summary of the morning of `now` to the outbox, once a day: the orders placed in the 24 hours
 * before, those still open, the complaints still waiting and the products at or below the low-stock threshold.
 * Returns how many entries it wrote (0 when the day's summary was written before).
 */
export const writeDailySummary = async (db: Firestore, now: string): Promise<number> => {
  const context = await messageContext(db, true);
  const since = Timestamp.fromMillis(Date.parse(now) - 86_400_000);
  const [placed, open, complaints, products] = await Promise.all([
    db.collection(ORDERS).where('createdAt', '>', since).limit(SUMMARY_READ_LIMIT).get(),
    db.collection(ORDERS).where('status', 'in', ['pending', 'confirmed']).limit(SUMMARY_READ_LIMIT).get(),
    db
      .collection(COMPLAINTS)
      .where('status', 'in', [...WAITING_STATUSES])
      .limit(SUMMARY_READ_LIMIT)
      .get(),
    db
      .collection(PRODUCTS)
      .where('stock', '<=', context.settings.lowStockThreshold)
      .limit(SUMMARY_READ_LIMIT)
      .get(),
  ]);
  const orders = new Map<string, Order>();
  for (const order of [...placed.docs, ...open.docs])
    orders.set(order.id, fromOrderDocument(order.id, order.data()));
  const facts = dailySummaryFacts(
    {
      orders: [...orders.values()],
      complaints: complaints.docs.map((complaint) => fromComplaintDocument(complaint.id, complaint.data())),
      products: products.docs.map((product) => fromProductDocument(product.id, product.data())),
    },
    now,
    context.settings.lowStockThreshold,
  );
  return writeOutboxEntries(db, dailySummaryEntries(facts, context, now));
};

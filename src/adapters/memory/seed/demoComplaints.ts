import type { Complaint } from '../../../domain/afterSales/Complaint';
import { COMPLAINTS } from '../InMemoryComplaintRepository';
import { COMPLAINT_COUNTER_ID, META } from '../meta';
import type { MemoryDatabase } from '../MemoryDatabase';
import { ORDERS } from '../placeOrderInMemory';
import { demoAccount } from './demoAccounts';

const HOUR_MS = 3_600_000;

/**
 * The demo shopper's complaints, filed before `now`: one acknowledged, with the staff's reply and theirs, and one
 * still open past its 48 hours, so the admin's Complaints screen and dashboard show an overdue ticket. An order is
 * named only when the seeded catalogue produced it.
 */
export const demoComplaints = (hasOrder: (id: string) => boolean, now = new Date()): Complaint[] => {
  const hoursAgo = (hours: number): string => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const shopper = demoAccount('shopper@demo.shop');
  const order = (id: string): string | null => (hasOrder(id) ? id : null);
  return [
    {
      id: '1',
      number: 1,
      uid: shopper.uid,
      orderId: order('demoOrderShipped0002'),
      subject: 'Delivery date keeps moving',
      description:
        'My dining set was due last week. The courier has changed the delivery date twice and nobody calls back.',
      contact: shopper.email,
      status: 'acknowledged',
      createdAt: hoursAgo(5 * 24 + 2),
      acknowledgedAt: hoursAgo(4 * 24 + 8),
      resolvedAt: null,
      replies: [
        {
          from: 'staff',
          staffName: 'Support desk',
          text: 'We are sorry about the wait. Your dining set is with our courier in Jaipur; they will call you to fix a day this week.',
          at: hoursAgo(4 * 24 + 8),
        },
        {
          from: 'shopper',
          staffName: '',
          text: 'Thank you. Any weekday after 5 pm suits me.',
          at: hoursAgo(4 * 24),
        },
      ],
    },
    {
      id: '2',
      number: 2,
      uid: shopper.uid,
      orderId: order('demoOrderDelivered01'),
      subject: 'Assembly visit missed',
      description:
        'The carpenter was to assemble the bed on the day of delivery but never came. The bed is still in its boxes.',
      contact: shopper.email,
      status: 'open',
      createdAt: hoursAgo(50),
      acknowledgedAt: null,
      resolvedAt: null,
      replies: [],
    },
  ];
};

/** Stores the demo complaints and the counter that numbered them (call after the demo orders are seeded). */
export const seedDemoComplaints = (db: MemoryDatabase, now = new Date()): void => {
  const complaints = demoComplaints((id) => db.peek(ORDERS, id) !== null, now);
  for (const complaint of complaints) db.set(COMPLAINTS, complaint.id, { ...complaint });
  db.set(META, COMPLAINT_COUNTER_ID, { count: complaints.length });
};

import { Timestamp } from 'firebase/firestore';
import { ADDRESS } from '../../contracts/orders/orderRequests';

/** A pending cash-on-delivery order of ₹9,000 by `userId` to Jaipur, placed an hour ago, as stored; `extra` overrides. */
export const cashOrder = (
  userId = 'shopper',
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  userId,
  customerEmail: `${userId}@example.com`,
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  lines: [],
  subtotal: 9000,
  shipping: 0,
  total: 9000,
  shippingAddress: { ...ADDRESS },
  createdAt: Timestamp.fromMillis(Date.now() - 3_600_000),
  updatedAt: Timestamp.fromMillis(Date.now() - 3_600_000),
  ...extra,
});

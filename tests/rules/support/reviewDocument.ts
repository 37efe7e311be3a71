import { type DocumentData, Timestamp } from 'firebase/firestore';

const WRITTEN = Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z'));

/** Asha's pending four-star review of the chair she bought in order 'delivered', as stored; override what differs. */
export const reviewDocument = (overrides: DocumentData = {}): DocumentData => ({
  productId: 'chair',
  userId: 'shopper',
  orderId: 'delivered',
  firstName: 'Asha',
  rating: 4,
  title: 'Sturdy',
  text: 'Solid wood, well finished, and it arrived on time.',
  status: 'pending',
  createdAt: WRITTEN,
  updatedAt: WRITTEN,
  helpful: 0,
  ...overrides,
});

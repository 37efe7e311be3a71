import { type DocumentData, serverTimestamp } from 'firebase/firestore';
import type { OrderStatus, PaymentStatus } from '../../../src/domain/Order';

/** The addresses of the signed-in people of rulesEnv's `people`, as their tokens carry them. */
export const EMAIL = {
  admin: 'owner@example.com',
  staff: 'staff@example.com',
  shopper: 'shopper@example.com',
} as const;

/**
 * A change of an order as the app writes it: the state after it, the server's time, and the history entry the rules
 * require (the order's `position`-th change; 0 for an order seeded without history), made by `by` (null: the shopper).
 */
export const orderChange = (
  state: { status: OrderStatus; paymentStatus: PaymentStatus },
  by: string | null,
  position = 0,
): DocumentData => ({
  ...state,
  updatedAt: serverTimestamp(),
  [`history.${position}`]: { ...state, at: serverTimestamp(), by },
});

import type { DocumentData } from 'firebase/firestore';
import type { OrderCounter } from '../../domain/orders/OrderLimits';
import { fromIso, toIso } from './timestamps';

/** A stored counter; null for a missing or unreadable one (counted as no orders). */
export const fromOrderCounterDocument = (data: DocumentData | undefined): OrderCounter | null => {
  if (!data) return null;
  const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    openOrders: count(data['openOrders']),
    openPrepaidOrders: count(data['openPrepaidOrders']),
    openCodValue: count(data['openCodValue']),
    lastOrderId: typeof data['lastOrderId'] === 'string' ? data['lastOrderId'] : '',
    lastOrderAt: toIso(data['lastOrderAt']),
  };
};

export const toOrderCounterDocument = (counter: OrderCounter): DocumentData => ({
  ...counter,
  lastOrderAt: fromIso(counter.lastOrderAt),
});

import { useEffect, useState } from 'react';
import type { Order } from '../../../domain/orders/Order';
import { useStores } from '../../app/stores/StoresContext';

export type ShopperOrder =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; retry: () => void }
  | { state: 'found'; order: Order };

/**
 * One of the signed-in shopper's orders: from the live My Orders list when it is there (so status changes show at
 * once), else read once (an older order). Another user's order counts as missing; a read that fails (offline, say)
 * is not taken for a missing order.
 */
export const useShopperOrder = (orderId: string): ShopperOrder => {
  const { orders, session } = useStores();
  const live = orders.orderById(orderId);
  const uid = session.user?.uid ?? null;
  const [fetched, setFetched] = useState<{ id: string; order: Order | null | 'failed' } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const needsRead = !live && orders.state.status !== 'loading' && uid !== null;

  useEffect(() => {
    if (!needsRead || uid === null) return;
    let current = true;
    orders.readOrder(orderId, uid).then(
      (order) => {
        if (current) setFetched({ id: orderId, order });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setFetched({ id: orderId, order: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [needsRead, orderId, orders, uid, attempt]);

  if (live) return { state: 'found', order: live };
  if (orders.state.status === 'loading' || !fetched || fetched.id !== orderId) return { state: 'loading' };
  if (fetched.order === 'failed') {
    return {
      state: 'failed',
      retry: () => {
        setFetched(null);
        setAttempt((count) => count + 1);
      },
    };
  }
  return fetched.order ? { state: 'found', order: fetched.order } : { state: 'missing' };
};

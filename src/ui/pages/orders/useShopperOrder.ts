import { useEffect, useState } from 'react';
import type { Order } from '../../../domain/Order';
import { useStores } from '../../stores/StoresContext';

export type ShopperOrder = { state: 'loading' } | { state: 'missing' } | { state: 'found'; order: Order };

/**
 * One of the signed-in shopper's orders: from the live My Orders list when it is there (so status changes show at
 * once), else read once (an older order). Another user's order counts as missing.
 */
export const useShopperOrder = (orderId: string): ShopperOrder => {
  const { orders, session } = useStores();
  const live = orders.orderById(orderId);
  const uid = session.user?.uid ?? null;
  const [fetched, setFetched] = useState<{ id: string; order: Order | null } | null>(null);
  const needsRead = !live && !orders.isLoading && uid !== null;

  useEffect(() => {
    if (!needsRead || uid === null) return;
    let current = true;
    void orders.readOrder(orderId, uid).then((order) => {
      if (current) setFetched({ id: orderId, order });
    });
    return () => {
      current = false;
    };
  }, [needsRead, orderId, orders, uid]);

  if (live) return { state: 'found', order: live };
  if (orders.isLoading || !fetched || fetched.id !== orderId) return { state: 'loading' };
  return fetched.order ? { state: 'found', order: fetched.order } : { state: 'missing' };
};

import { useEffect, useState } from 'react';
import type { Order } from '../../../domain/Order';
import { OrderRepository } from '../../../ports/OrderRepository';
import { useInjection } from '../../di/ContainerContext';
import { useStores } from '../../stores/StoresContext';

export type ShopperOrder = { state: 'loading' } | { state: 'missing' } | { state: 'found'; order: Order };

/**
 * One of the signed-in shopper's orders: from the live My Orders list when it is there (so status changes show at
 * once), else read once (an older order). Another user's order counts as missing.
 */
export const useShopperOrder = (orderId: string): ShopperOrder => {
  const { orders, session } = useStores();
  const repository = useInjection(OrderRepository);
  const live = orders.orderById(orderId);
  const uid = session.user?.uid ?? null;
  const [fetched, setFetched] = useState<{ id: string; order: Order | null } | null>(null);
  const needsRead = !live && !orders.isLoading && uid !== null;

  useEffect(() => {
    if (!needsRead) return;
    let current = true;
    repository.get(orderId).then(
      (order) => current && setFetched({ id: orderId, order: order && order.userId === uid ? order : null }),
      (error: unknown) => {
        console.error(error);
        if (current) setFetched({ id: orderId, order: null });
      },
    );
    return () => {
      current = false;
    };
  }, [needsRead, orderId, repository, uid]);

  if (live) return { state: 'found', order: live };
  if (orders.isLoading || !fetched || fetched.id !== orderId) return { state: 'loading' };
  return fetched.order ? { state: 'found', order: fetched.order } : { state: 'missing' };
};

import { useEffect } from 'react';
import { Clock } from '../../../ports/Clock';
import { OrderRepository } from '../../../ports/OrderRepository';
import { ProductRepository } from '../../../ports/ProductRepository';
import { useInjection } from '../../di/ContainerContext';
import { notificationStoreOf } from '../stores/NotificationStore';
import { useStores } from '../../stores/StoresContext';
import { notify } from '../../toaster';
import { AdminOrderFeed } from '../stores/AdminOrderFeed';

/** SPEC §9: the new-order toast stays 4 seconds. */
export const NEW_ORDER_TOAST_MS = 4000;

/** While the admin area shows: follow new orders and low stock, and toast each new alert. */
export const useAdminAlerts = (): void => {
  const stores = useStores();
  const { settings } = stores;
  const notifications = notificationStoreOf(stores);
  const orders = useInjection(OrderRepository);
  const products = useInjection(ProductRepository);
  const clock = useInjection(Clock);
  useEffect(() => {
    const feed = new AdminOrderFeed(
      notifications,
      orders,
      products,
      clock,
      () => settings.settings.lowStockThreshold,
    );
    const stopToasts = notifications.onArrival((item) => {
      if (item.type === 'low_stock') notify.warning(item.title, item.message);
      else notify.info(item.title, item.message, NEW_ORDER_TOAST_MS);
    });
    const stopFeed = feed.start();
    return () => {
      stopFeed();
      stopToasts();
    };
  }, [notifications, settings, orders, products, clock]);
};

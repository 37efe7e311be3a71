import { useEffect } from 'react';
import { notificationStoreOf } from '../stores/NotificationStore';
import { useStores } from '../../stores/StoresContext';
import { useScreenStore } from '../../stores/useScreenStore';
import { notify } from '../../toaster';
import { createAdminOrderFeed } from '../stores/AdminOrderFeed';

/** SPEC §9: the new-order toast stays 4 seconds. */
export const NEW_ORDER_TOAST_MS = 4000;

/** While the admin area shows: follow new orders and low stock, and toast each new alert. */
export const useAdminAlerts = (): void => {
  const notifications = notificationStoreOf(useStores());
  const feed = useScreenStore(createAdminOrderFeed);
  useEffect(() => {
    const stopToasts = notifications.onArrival((item) => {
      if (item.type === 'low_stock') notify.warning(item.title, item.message);
      else notify.info(item.title, item.message, NEW_ORDER_TOAST_MS);
    });
    const stopFeed = feed.start();
    return () => {
      stopFeed();
      stopToasts();
    };
  }, [notifications, feed]);
};

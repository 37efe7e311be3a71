import { useEffect } from 'react';
import { notificationStoreOf } from './NotificationStore';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { lowStockToastMessage } from '../../../domain/staff/Notifications';
import { notify } from '../../shared/components/toaster';
import { toaster } from '../../shared/components/toasterStore';
import { createAdminOrderFeed } from '../orders/AdminOrderFeed';

/** docs/behaviour.md#admin-notifications: the new-order toast stays 4 seconds. */
export const NEW_ORDER_TOAST_MS = 4000;
/** Low-stock alerts share one toast, so a burst of them never stacks over the screen's buttons. */
export const LOW_STOCK_TOAST_ID = 'low-stock';

/** While the admin area shows: follow new orders and low stock, and toast each new alert. */
export const useAdminAlerts = (): void => {
  const notifications = notificationStoreOf(useStores());
  const feed = useScreenStore(createAdminOrderFeed);
  useEffect(() => {
    let lowStockBurst = { first: '', count: 0 };
    const stopToasts = notifications.onArrival((item) => {
      if (item.type !== 'low_stock') {
        notify.info(item.title, item.message, NEW_ORDER_TOAST_MS);
        return;
      }
      lowStockBurst = toaster.isVisible(LOW_STOCK_TOAST_ID)
        ? { ...lowStockBurst, count: lowStockBurst.count + 1 }
        : { first: item.message, count: 1 };
      notify.warning(
        item.title,
        lowStockToastMessage(lowStockBurst.first, lowStockBurst.count),
        LOW_STOCK_TOAST_ID,
      );
    });
    const stopFeed = feed.start();
    return () => {
      stopFeed();
      stopToasts();
    };
  }, [notifications, feed]);
};

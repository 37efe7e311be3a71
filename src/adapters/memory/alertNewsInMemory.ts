import { type Alert } from '../../domain/alerts/Alert';
import { alertsToTell } from '../../domain/alerts/alertMessages';
import type { Product } from '../../domain/catalogue/Product';
import type { Unsubscribe } from '../../domain/shared/Page';
import { storedShopSettings } from '../../domain/settings/storedShopSettings';
import type { Clock } from '../../ports/Clock';
import { deliverOnChange } from './deliverOnChange';
import { ALERTS } from './InMemoryAlertRepository';
import { SETTINGS, SHOP_SETTINGS_ID } from './InMemorySettingsRepository';
import type { MemoryDatabase } from './MemoryDatabase';
import { OUTBOX } from './messageOutbox';
import { PRODUCTS } from './placeOrderInMemory';

/**
 * The demo's alerts, as the server module tells them on Firestore (docs/architecture.md#alerts): after a change to
 * the products, each waiting alert whose product now has its news is done and owes one message, which the demo's
 * outbox delivers to the demo inbox; an alert on a product that is gone is removed.
 */
export const startAlertNews = (db: MemoryDatabase, clock: Clock): Unsubscribe =>
  deliverOnChange(db, PRODUCTS, () => {
    const waiting = db.scan<Alert>(ALERTS, (alert) => alert.status === 'waiting');
    const gone = db.scan<Alert>(ALERTS, (alert) => !db.peek(PRODUCTS, alert.productId));
    if (waiting.length === 0 && gone.length === 0) return;
    const context = {
      settings: storedShopSettings(db.peek<unknown>(SETTINGS, SHOP_SETTINGS_ID)),
      origin: '',
    };
    const now = clock.now();
    const told = [...new Set(waiting.map((alert) => alert.productId))].flatMap((productId) => {
      const product = db.peek<Product>(PRODUCTS, productId);
      return product ? alertsToTell(waiting, product, context, now) : [];
    });
    if (told.length === 0 && gone.length === 0) return;
    db.transaction(() => {
      gone.forEach((alert) => db.delete(ALERTS, alert.id));
      told.forEach(({ alert, entry }) => {
        db.set(ALERTS, alert.id, { ...alert });
        if (!db.peek(OUTBOX, entry.id)) db.set(OUTBOX, entry.id, { ...entry });
      });
    });
  });

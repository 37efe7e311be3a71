import type { Unsubscribe } from '../../domain/shared/Page';
import type { Order } from '../../domain/orders/Order';
import { orderOutboxEntries, type OutboxEntry } from '../../domain/messages/Outbox';
import { storedShopSettings } from '../../domain/settings/storedShopSettings';
import type { Clock } from '../../ports/Clock';
import { deliverOnChange } from './deliverOnChange';
import type { InMemoryDemoInbox } from './InMemoryDemoInbox';
import { SETTINGS, SHOP_SETTINGS_ID } from './InMemorySettingsRepository';
import type { MemoryDatabase } from './MemoryDatabase';
import { MESSAGES_SINCE_ID, META } from './meta';
import { ORDERS } from './placeOrderInMemory';

/** The demo's outbox, laid out as the server module's (docs/architecture.md#messages). */
export const OUTBOX = 'outbox';

/**
 * The demo's messages, as the server module sends them on Firestore (docs/architecture.md#messages), on the demo's
 * clock: a change to the orders writes an outbox entry for each moment since the demo began that has none yet (the
 * seed's moments are older), and each pending entry is delivered to the demo inbox once, under its own id, and
 * marked sent. Runs in every tab; an entry two tabs deliver lands once.
 */
export const startMessageOutbox = (
  db: MemoryDatabase,
  clock: Clock,
  inbox: InMemoryDemoInbox,
): Unsubscribe => {
  // When the demo began (again, after a reset in any tab): kept in the database, so a reload keeps it.
  const since = (): string => {
    const stored = db.peek<{ since: string }>(META, MESSAGES_SINCE_ID)?.since;
    if (stored !== undefined) return stored;
    const now = clock.now();
    db.set(META, MESSAGES_SINCE_ID, { since: now });
    return now;
  };
  since();
  const stopWriting = deliverOnChange(db, ORDERS, () => {
    const from = since();
    const context = {
      settings: storedShopSettings(db.peek<unknown>(SETTINGS, SHOP_SETTINGS_ID)),
      origin: '',
    };
    db.transaction(() => {
      for (const order of db.scan<Order>(ORDERS, (order) => order.updatedAt > from))
        for (const entry of orderOutboxEntries(order, from, context, clock.now()))
          if (!db.peek(OUTBOX, entry.id)) db.set(OUTBOX, entry.id, { ...entry });
    });
  });
  const stopSending = deliverOnChange(db, OUTBOX, () => {
    const due = db.scan<OutboxEntry>(OUTBOX, (entry) => entry.status === 'pending');
    if (due.length === 0) return;
    db.transaction(() => {
      for (const entry of due) {
        inbox.deliver({
          id: entry.id,
          to: entry.to,
          subject: entry.subject,
          body: entry.text,
          link: entry.link,
          linkLabel: entry.linkLabel,
        });
        db.set(OUTBOX, entry.id, {
          ...entry,
          status: 'sent',
          attempts: entry.attempts + 1,
          sentAt: clock.now(),
        });
      }
    });
  });
  return () => {
    stopWriting();
    stopSending();
  };
};

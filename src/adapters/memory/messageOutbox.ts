import type { Unsubscribe } from '../../domain/shared/Page';
import type { Order } from '../../domain/orders/Order';
import type { Complaint } from '../../domain/afterSales/Complaint';
import type { ReturnRequest } from '../../domain/afterSales/ReturnRequest';
import { staffMessageAddresses, type UserProfile } from '../../domain/accounts/User';
import { complaintLastChange, complaintOutboxEntries } from '../../domain/messages/complaintMessages';
import type { MessageContext } from '../../domain/messages/composeMessage';
import { orderOutboxEntries, outboxId, type OutboxEntry } from '../../domain/messages/Outbox';
import { dailySummaryAt, dailySummaryEntries, dailySummaryFacts } from '../../domain/messages/dailySummary';
import { indiaDay } from '../../domain/shared/CsvCells';
import type { Product } from '../../domain/catalogue/Product';
import { entryAfterAttempt } from '../../domain/messages/outboxDelivery';
import { returnOutboxEntries } from '../../domain/messages/returnMessages';
import { storedShopSettings } from '../../domain/settings/storedShopSettings';
import type { Clock } from '../../ports/Clock';
import { deliverOnChange } from './deliverOnChange';
import type { InMemoryDemoInbox } from './InMemoryDemoInbox';
import { SETTINGS, SHOP_SETTINGS_ID } from './InMemorySettingsRepository';
import type { MemoryDatabase } from './MemoryDatabase';
import { MESSAGES_SINCE_ID, META } from './meta';
import { ORDERS, PRODUCTS } from './placeOrderInMemory';
import { COMPLAINTS } from './InMemoryComplaintRepository';
import { RETURNS } from './InMemoryReturnRepository';
import { USERS } from './InMemoryUserRepository';
import { ADDRESS_BOOKS } from './InMemoryAddressBookRepository';
import { readAddressBook, whatsappRecipient } from '../../domain/checkout/AddressBook';
import { whatsappText } from '../../domain/messages/WhatsAppMessage';
import { upiReminderEntries } from '../../domain/messages/upiReminder';

/** The demo's outbox, laid out as the server module's (docs/architecture.md#messages). */
export const OUTBOX = 'outbox';

/**
 * The demo's messages, as the server module sends them on Firestore (docs/architecture.md#messages), on the demo's
 * clock: a change to the orders, returns or complaints writes an outbox entry for each moment since the demo began
 * that has none yet (the seed's moments are older), a UPI order's reminder and the owner's daily summary once their
 * hour has come, and each pending entry is delivered to the demo inbox once, under its own id, and marked sent. Runs
 * in every tab; an entry two tabs deliver lands once.
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
  // Like a trigger on each collection: the entries owed for what changed since the demo began, those not yet written.
  const owe = (
    collection: string,
    entriesOf: (from: string, context: MessageContext, now: string) => OutboxEntry[],
  ) =>
    deliverOnChange(db, collection, () => {
      const from = since();
      const context = {
        settings: storedShopSettings(db.peek<unknown>(SETTINGS, SHOP_SETTINGS_ID)),
        origin: '',
        staffEmails: staffMessageAddresses(db.scan<UserProfile>(USERS)),
      };
      const entries = entriesOf(from, context, clock.now()).filter((entry) => !db.peek(OUTBOX, entry.id));
      if (entries.length > 0)
        db.transaction(() => entries.forEach((entry) => db.set(OUTBOX, entry.id, { ...entry })));
    });
  const orderOf = (id: string): Order | null => db.peek<Order>(ORDERS, id);
  /** The owner's summary of this morning, once its hour has come (if it came after the demo began). */
  const dailySummary = (from: string, context: MessageContext, now: string): OutboxEntry[] => {
    const at = dailySummaryAt(now);
    if (at > now || at <= from || db.peek(OUTBOX, outboxId('summary', indiaDay(at), 'daily', 'owner')))
      return [];
    const facts = dailySummaryFacts(
      {
        orders: db.scan<Order>(ORDERS),
        complaints: db.scan<Complaint>(COMPLAINTS),
        products: db.scan<Product>(PRODUCTS),
      },
      at,
      context.settings.lowStockThreshold,
    );
    return dailySummaryEntries(facts, context, now);
  };
  const stopOwing = [
    owe(ORDERS, dailySummary),
    owe(ORDERS, (from, context, now) =>
      db
        .scan<Order>(ORDERS, (order) => order.updatedAt > from)
        .flatMap((order) =>
          orderOutboxEntries(
            order,
            from,
            context,
            now,
            whatsappRecipient(readAddressBook(db.peek(ADDRESS_BOOKS, order.userId))),
          ),
        ),
    ),
    owe(ORDERS, (from, context, now) =>
      db
        .scan<Order>(ORDERS, (order) => order.paymentMethod === 'upi' && order.createdAt > from)
        .flatMap((order) => upiReminderEntries(order, context, now)),
    ),
    owe(RETURNS, (from, context, now) =>
      db
        .scan<ReturnRequest>(RETURNS, (request) => request.updatedAt > from)
        .flatMap((request) => {
          const order = orderOf(request.orderId);
          return order ? returnOutboxEntries(request, order, from, context, now) : [];
        }),
    ),
    owe(COMPLAINTS, (from, context, now) =>
      db
        .scan<Complaint>(COMPLAINTS, (complaint) => complaintLastChange(complaint) > from)
        .flatMap((complaint) =>
          complaintOutboxEntries(
            complaint,
            db.peek<UserProfile>(USERS, complaint.uid)?.email ?? '',
            from,
            context,
            now,
          ),
        ),
    ),
  ];
  const stopSending = deliverOnChange(db, OUTBOX, () => {
    const due = db.scan<OutboxEntry>(OUTBOX, (entry) => entry.status === 'pending');
    if (due.length === 0) return;
    const settings = storedShopSettings(db.peek<unknown>(SETTINGS, SHOP_SETTINGS_ID));
    db.transaction(() => {
      for (const entry of due) {
        const { whatsapp } = entry;
        // A WhatsApp message shows as the shopper's phone would show it, to their number.
        inbox.deliver({
          id: entry.id,
          to: whatsapp ? `WhatsApp +${whatsapp.to}` : entry.to,
          subject: whatsapp ? `WhatsApp: ${entry.subject}` : entry.subject,
          body: whatsapp ? whatsappText(whatsapp, settings) : entry.text,
          link: entry.link,
          linkLabel: entry.linkLabel,
        });
        db.set(OUTBOX, entry.id, {
          ...entryAfterAttempt(entry, { ok: true, answer: 'Delivered to the demo inbox' }, clock.now()),
        });
      }
    });
  });
  return () => {
    stopOwing.forEach((stop) => stop());
    stopSending();
  };
};

import { FieldPath, type Firestore, type Query, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import type { Alert, AlertKind } from '../../src/domain/alerts/Alert';
import { ALERT_PAGE, tellWaitingAlerts, type WaitingAlerts } from '../../src/domain/alerts/alertMessages';
import type { Product } from '../../src/domain/catalogue/Product';
import type { OutboxEntry } from '../../src/domain/messages/Outbox';
import { ALERTS, OUTBOX } from '../../src/adapters/firestore/collections';
import { fromAlertDocument } from '../../src/adapters/firestore/alertDocument';
import { messageContext } from './messageContext';
import { toOutboxDocument } from './outboxDocument';

/** The documents of `query` after the document `after`, `size` of them, in id order. */
const pageOf = (query: Query, after: string | null, size: number) => {
  const page = query.orderBy(FieldPath.documentId()).limit(size);
  return (after === null ? page : page.startAfter(after)).get();
};

/**
 * The waiting alerts of `kinds` on a product, on Firestore. An entry already there (a trigger run twice, the alert read
 * before the first run marked it) fails its batch, which is then written an alert at a time so the others still go.
 */
const waitingOn = (db: Firestore, productId: string, kinds: readonly AlertKind[]): WaitingAlerts => {
  const waiting = db
    .collection(ALERTS)
    .where('productId', '==', productId)
    .where('status', '==', 'waiting')
    .where('kind', 'in', [...kinds]);
  const add = (batch: WriteBatch, { alert, entry }: { alert: Alert; entry: OutboxEntry }) => {
    batch.create(db.collection(OUTBOX).doc(entry.id), toOutboxDocument(entry));
    batch.update(db.collection(ALERTS).doc(alert.id), {
      status: 'done',
      doneAt: Timestamp.fromMillis(Date.parse(alert.doneAt ?? entry.createdAt)),
      firedPrice: alert.firedPrice,
    });
  };
  return {
    page: async (after, size) =>
      (await pageOf(waiting, after, size)).docs.flatMap(
        (snapshot) => fromAlertDocument(snapshot.id, snapshot.data()) ?? [],
      ),
    write: async (told) => {
      const batch = db.batch();
      told.forEach((item) => add(batch, item));
      try {
        await batch.commit();
      } catch {
        for (const item of told) {
          const single = db.batch();
          add(single, item);
          await single
            .commit()
            .catch((error: unknown) => console.warn(`Alert ${item.alert.id} not told again`, error));
        }
      }
    },
  };
};

/** Tells the waiting alerts of `kinds` on `product` its news, with the shop's settings as they are now. */
export const tellProductAlerts = async (
  db: Firestore,
  product: Product,
  kinds: readonly AlertKind[],
): Promise<number> =>
  (
    await tellWaitingAlerts(
      waitingOn(db, product.id, kinds),
      product,
      await messageContext(db),
      new Date().toISOString(),
    )
  ).told;

/** Removes every alert of `field` equal to `value` (a product deleted; an address that stopped its alerts). */
export const removeAlerts = async (
  db: Firestore,
  field: 'productId' | 'email',
  value: string,
): Promise<number> => {
  const matching = db.collection(ALERTS).where(field, '==', value);
  let removed = 0;
  for (let after: string | null = null; ;) {
    const { docs } = await pageOf(matching, after, ALERT_PAGE);
    if (docs.length > 0) {
      const batch = db.batch();
      docs.forEach((snapshot) => batch.delete(snapshot.ref));
      await batch.commit();
    }
    removed += docs.length;
    if (docs.length < ALERT_PAGE) return removed;
    after = docs[docs.length - 1]!.id;
  }
};

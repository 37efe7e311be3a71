import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { alertKindsAfter, alertWorkNow } from '../../src/domain/alerts/Alert';
import { ALERTS, PRODUCTS } from '../../src/adapters/firestore/collections';
import { fromProductDocument } from '../../src/adapters/firestore/productDocument';
import { removeAlerts, tellProductAlerts } from './tellProductAlerts';

/**
 * A product written (docs/architecture.md#alerts): back on sale or cheaper, its waiting alerts are told; deleted,
 * its alerts are removed; each as the product is when the trigger runs (alertWorkNow). A write with no news for any
 * alert (an order taking stock) reads nothing.
 */
export const onProductWritten = onDocumentWritten(`${PRODUCTS}/{id}`, async (event) => {
  const db = getFirestore();
  const { before, after } = event.data ?? {};
  const { id } = event.params;
  const was = before?.exists ? fromProductDocument(id, before.data() ?? {}) : null;
  const written = after?.exists ? fromProductDocument(id, after.data() ?? {}) : null;
  if (written && alertKindsAfter(was, written).length === 0) return;
  const now = await db.collection(PRODUCTS).doc(id).get();
  const current = now.exists ? fromProductDocument(id, now.data() ?? {}) : null;
  const work = alertWorkNow(was, written, current);
  if (work.remove) await removeAlerts(db, 'productId', id);
  if (current && work.tell.length > 0) await tellProductAlerts(db, current, work.tell);
});

/** An alert stopped by its message's link: every alert of its address goes with it. */
export const onAlertStopped = onDocumentUpdated(`${ALERTS}/{id}`, async (event) => {
  const after = event.data?.after.data();
  if (after?.['status'] !== 'stopped' || event.data?.before.data()?.['status'] === 'stopped') return;
  await removeAlerts(getFirestore(), 'email', String(after['email'] ?? ''));
});

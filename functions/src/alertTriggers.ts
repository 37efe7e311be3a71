import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { alertKindsAfter } from '../../src/domain/alerts/Alert';
import { ALERTS, PRODUCTS } from '../../src/adapters/firestore/collections';
import { fromProductDocument } from '../../src/adapters/firestore/productDocument';
import { removeAlerts, tellProductAlerts } from './tellProductAlerts';

/**
 * A product written (docs/architecture.md#alerts): back on sale or cheaper, its waiting alerts are told; deleted,
 * its alerts are removed. A write with no news for any alert (an order taking stock) reads nothing.
 */
export const onProductWritten = onDocumentWritten(`${PRODUCTS}/{id}`, async (event) => {
  const db = getFirestore();
  const { before, after } = event.data ?? {};
  if (!after?.exists) {
    await removeAlerts(db, 'productId', event.params.id);
    return;
  }
  const product = fromProductDocument(after.id, after.data() ?? {});
  const was = before?.exists ? fromProductDocument(before.id, before.data() ?? {}) : null;
  const kinds = alertKindsAfter(was, product);
  if (kinds.length > 0) await tellProductAlerts(db, product, kinds);
});

/** An alert stopped by its message's link: every alert of its address goes with it. */
export const onAlertStopped = onDocumentUpdated(`${ALERTS}/{id}`, async (event) => {
  const after = event.data?.after.data();
  if (after?.['status'] !== 'stopped' || event.data?.before.data()?.['status'] === 'stopped') return;
  await removeAlerts(getFirestore(), 'email', String(after['email'] ?? ''));
});

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  type DocumentData,
  type Firestore,
  serverTimestamp,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { lineCancellationEntryId } from '../../src/domain/staff/Activity';
import { ADDRESS } from '../contracts/orders/orderRequests';
import { logEntry } from './support/logged';
import { seed } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * A line cancelled before confirmation: staff take one line off a pending, unpaid order, the totals fall by its amount,
 * its units go back in the same write, and a cash order's open value on its shopper's counter falls with it.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-line-cancellation');

const HOUR = 3_600_000;
const CHAIRS = {
  productId: 'chair',
  name: 'Jodhpur Chair',
  image: '',
  variant: null,
  unitPrice: 4000,
  quantity: 2,
};
const SOFA = {
  productId: 'sofa',
  name: 'Udaipur Sofa',
  image: '',
  variant: { id: 'v3', size: '3 seater' },
  unitPrice: 36000,
  quantity: 1,
};
const LINES = [CHAIRS, SOFA];

const seedShop = (order: Record<string, unknown> = {}) =>
  seed(env, {
    'products/chair': { name: 'Jodhpur Chair', isActive: true, stock: 10, variants: [] },
    'products/sofa': {
      name: 'Udaipur Sofa',
      isActive: true,
      stock: 10,
      variants: [{ id: 'v2' }, { id: 'v3' }],
      variantStock: { v2: 5, v3: 5 },
    },
    'orders/o1': {
      userId: 'shopper',
      customerEmail: 'shopper@example.com',
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      lines: LINES,
      subtotal: 44000,
      shipping: 0,
      total: 44000,
      shippingAddress: { ...ADDRESS },
      createdAt: Timestamp.fromMillis(Date.now() - HOUR),
      updatedAt: Timestamp.fromMillis(Date.now() - HOUR),
      ...order,
    },
    'orderCounters/shopper': {
      openOrders: 1,
      openCodValue: 44000,
      lastOrderId: 'o1',
      lastOrderAt: Timestamp.fromMillis(Date.now() - HOUR),
    },
  });

interface Cancel {
  index?: number;
  by?: string;
  /** What the line's product gets back (its stock, and its variant's), as written; null: no product write. */
  product?: DocumentData | null;
  order?: DocumentData;
  /** The counter's open cash-on-delivery value after the write; null: no counter write. */
  openCodValue?: number | null;
}

/** Line `index` of o1 taken off by `db`, as the app writes it; each part can be made wrong. */
const cancelLine = (
  db: Firestore,
  { index = 0, by = 'owner@example.com', ...parts }: Cancel = {},
): Promise<void> => {
  const line = LINES[index]!;
  const amount = line.unitPrice * line.quantity;
  const batch = writeBatch(db);
  const auditId = logEntry(batch, db, 'order', lineCancellationEntryId('o1', '0'));
  const product =
    parts.product !== undefined
      ? parts.product
      : line.variant
        ? { stock: 11, variantStock: { v2: 5, v3: 6 } }
        : { stock: 12 };
  if (product) batch.update(doc(db, 'products', line.productId), { ...product, auditId });
  const openCodValue = parts.openCodValue !== undefined ? parts.openCodValue : 44000 - amount;
  if (openCodValue !== null) batch.update(doc(db, 'orderCounters', 'shopper'), { openCodValue });
  batch.update(doc(db, 'orders', 'o1'), {
    lines: LINES.filter((_, position) => position !== index),
    subtotal: 44000 - amount,
    total: 44000 - amount,
    updatedAt: serverTimestamp(),
    'cancelledLines.0': { line, at: serverTimestamp(), by },
    auditId,
    ...parts.order,
  });
  return batch.commit();
};

beforeEach(async () => {
  await env.clearFirestore();
  await seedShop();
});

describe('cancelling one line of an order', () => {
  it('is allowed to staff on a pending order with the units back, and denied to its shopper', async () => {
    await assertFails(cancelLine(as.shopper, { by: 'shopper@example.com' }));
    await assertFails(cancelLine(as.admin, { by: 'someone.else@example.com' }));
    await assertSucceeds(cancelLine(as.admin));
  });

  it('denies it on an order placed with offers, whose discount is shared among all its lines', async () => {
    await seedShop({
      discount: 1000,
      offerIds: ['WELCOME'],
      offerDiscounts: [1000],
      lineDiscounts: [182, 818],
      lineCategories: ['chairs', 'sofas'],
      total: 43000,
    });
    await assertFails(cancelLine(as.admin, { order: { total: 43000 - 8000 } }));
    await seedShop();
    await assertSucceeds(cancelLine(as.admin));
  });

  it('denies cancelling a line without restocking it, or with other units than its own', async () => {
    await assertFails(cancelLine(as.admin, { product: null }));
    await assertFails(cancelLine(as.admin, { product: { stock: 11 } }));
    await assertFails(cancelLine(as.admin, { index: 1, product: { stock: 11 } }));
    await assertFails(
      cancelLine(as.admin, { index: 1, product: { stock: 11, variantStock: { v2: 6, v3: 5 } } }),
    );
    await assertSucceeds(cancelLine(as.admin, { index: 1 }));
  });

  it('denies totals that do not fall by the line’s amount, a changed shipping charge, or lines not kept as they were', async () => {
    await assertFails(cancelLine(as.admin, { order: { total: 36000 + 499, shipping: 499 } }));
    await assertFails(cancelLine(as.admin, { order: { subtotal: 40000 } }));
    await assertFails(cancelLine(as.admin, { order: { lines: [{ ...SOFA, unitPrice: 1 }] } }));
    await assertFails(cancelLine(as.admin, { order: { lines: [] } }));
    await assertSucceeds(cancelLine(as.admin));
  });

  it('denies it once the order is confirmed or paid, or on its last line', async () => {
    await seedShop({ status: 'confirmed' });
    await assertFails(cancelLine(as.admin));
    await seedShop({ paymentMethod: 'upi', paymentStatus: 'paid' });
    await assertFails(cancelLine(as.admin, { openCodValue: null }));
    await seedShop({ lines: [CHAIRS], subtotal: 8000, total: 8000 });
    await assertFails(cancelLine(as.admin, { order: { lines: [], subtotal: 0, total: 0 } }));
    await seedShop({ paymentMethod: 'upi' });
    await assertSucceeds(cancelLine(as.admin, { openCodValue: null }));
  });

  it('denies leaving the cash order’s open value on its shopper’s counter as it was', async () => {
    await assertFails(cancelLine(as.admin, { openCodValue: null }));
    await assertFails(cancelLine(as.admin, { openCodValue: 44000 }));
    await assertSucceeds(cancelLine(as.admin));
  });
});

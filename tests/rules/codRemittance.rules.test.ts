import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import type { PaymentStatus } from '../../src/domain/orders/Order';
import { loggedUpdate } from './support/logged';
import { EMAIL, orderChange } from './support/orderChange';
import { seed, seedShop } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * Cash on delivery, reconciled: the cash collected is recorded as the order's total when the staff mark the delivered
 * cash order paid, and the courier's payment of it is recorded once, by staff.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-cod-remittance');

const REMITTANCE = { reference: 'DLV-REM-0042', date: '2026-12-04', amount: 4000 };

const seedOrder = (paymentStatus: PaymentStatus, extra: Record<string, unknown> = {}) =>
  seed(env, {
    'orders/o1': {
      userId: 'shopper',
      customerEmail: EMAIL.shopper,
      status: 'delivered',
      paymentStatus,
      paymentMethod: 'cod',
      lines: [],
      subtotal: 4000,
      shipping: 0,
      total: 4000,
      createdAt: Timestamp.fromMillis(Date.now() - 86_400_000),
      updatedAt: Timestamp.fromMillis(Date.now() - 86_400_000),
      deliveredAt: Timestamp.fromMillis(Date.now() - 3_600_000),
      ...extra,
    },
  });

const markPaid = (collected: Record<string, unknown>) =>
  loggedUpdate(
    as.admin,
    'orders/o1',
    { ...orderChange({ status: 'delivered', paymentStatus: 'paid' }, EMAIL.admin), ...collected },
    'order',
  );

beforeEach(() => seedShop(env));

describe('the cash collected', () => {
  it('is the order’s total, recorded with its payment and marked to be paid over; any other amount is denied', async () => {
    await seedOrder('pending');
    await assertFails(markPaid({ codCollected: 3999, codToRemit: true }));
    await assertFails(markPaid({ codCollected: 4000 }));
    await assertSucceeds(markPaid({ codCollected: 4000, codToRemit: true }));
  });

  it('is never written without the payment that collects it', async () => {
    await seedOrder('paid');
    await assertFails(loggedUpdate(as.admin, 'orders/o1', { codCollected: 4000, codToRemit: true }, 'order'));
  });
});

describe('the courier’s payment of it', () => {
  const remit = (db = as.admin, remittance: Record<string, unknown> = REMITTANCE) =>
    loggedUpdate(db, 'orders/o1', { codRemittance: remittance, codToRemit: deleteField() }, 'order');

  it('is recorded once by staff against a collected order, and denied to a shopper', async () => {
    await seedOrder('paid', { codCollected: 4000, codToRemit: true });
    await assertFails(remit(as.shopper));
    await assertFails(
      updateDoc(doc(as.shopper, 'orders', 'o1'), { codRemittance: REMITTANCE, codToRemit: deleteField() }),
    );
    await assertFails(remit(as.admin, { ...REMITTANCE, reference: 'x' }));
    await assertFails(remit(as.admin, { ...REMITTANCE, note: 'extra' }));
    await assertSucceeds(remit());
    await assertFails(remit());
  });

  it('is denied on an order whose cash was never collected', async () => {
    await seedOrder('pending');
    await assertFails(remit());
  });
});

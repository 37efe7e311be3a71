import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, serverTimestamp, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from '../../src/domain/orders/Order';
import { seedCheckoutShop } from './support/checkout';
import { logEntry, loggedUpdate } from './support/logged';
import { EMAIL, orderChange } from './support/orderChange';
import { seed } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/** Payment follows the order's status and method (OrderRules.paymentMoveAllowed), whoever the admin is. */
const { env, as } = await rulesTestEnvironment('demo-rules-payment');

beforeEach(() => seedCheckoutShop(env));

const TOTAL = 4750;

/** An order of the shopper's, as the rules see it, in the given state (written with the rules off). */
const seedOrder = (
  id: string,
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  paymentMethod: 'cod' | 'upi' | 'online' = 'cod',
): Promise<void> => {
  seededStatus.set(id, status);
  return seed(env, {
    [`orders/${id}`]: {
      userId: 'shopper',
      customerEmail: 'shopper@example.com',
      status,
      paymentStatus,
      paymentMethod,
      lines: [],
      subtotal: TOTAL - 750,
      shipping: 750,
      total: TOTAL,
      createdAt: Timestamp.fromMillis(Date.now() - 86_400_000),
      updatedAt: Timestamp.fromMillis(Date.now() - 86_400_000),
    },
    'orderCounters/shopper': {
      openOrders: status === 'pending' || status === 'confirmed' ? 1 : 0,
      openCodValue: paymentMethod === 'cod' && (status === 'pending' || status === 'confirmed') ? TOTAL : 0,
      lastOrderId: id,
      lastOrderAt: Timestamp.fromMillis(Date.now() - 86_400_000),
    },
  });
};

/** The status each seeded order has, so a payment change can name the whole state its history entry records. */
const seededStatus = new Map<string, OrderStatus>();

/** A payment change as a member of staff writes it, with its activity entry; `logged: false` for a shopper's. */
const markPayment = (
  db: Firestore,
  id: string,
  paymentStatus: PaymentStatus,
  by: string | null = EMAIL.admin,
  logged = true,
) => {
  const change = {
    ...orderChange({ status: seededStatus.get(id) ?? 'pending', paymentStatus }, by),
    ...(paymentStatus === 'refunded' ? { paymentRefund: TOTAL } : {}),
  };
  return logged
    ? loggedUpdate(db, `orders/${id}`, change, 'order')
    : updateDoc(doc(db, 'orders', id), change);
};

describe('cash on delivery is paid only on delivery', () => {
  it('denies marking a pending, confirmed or shipped COD order paid; allows a delivered one', async () => {
    for (const status of ['pending', 'confirmed', 'shipped'] as const) {
      await seedOrder(`cod-${status}`, status, 'pending');
      await assertFails(markPayment(as.admin, `cod-${status}`, 'paid'));
    }
    await seedOrder('cod-delivered', 'delivered', 'pending');
    await assertSucceeds(markPayment(as.admin, 'cod-delivered', 'paid'));
  });
  it('denies paid beside a status short of delivered; allows paid in the write that delivers it', async () => {
    await seedOrder('cod-shipped', 'shipped', 'pending');
    await assertFails(
      loggedUpdate(
        as.admin,
        'orders/cod-shipped',
        orderChange({ status: 'shipped', paymentStatus: 'paid' }, EMAIL.admin),
        'order',
      ),
    );
    await assertSucceeds(
      loggedUpdate(
        as.admin,
        'orders/cod-shipped',
        {
          ...orderChange({ status: 'delivered', paymentStatus: 'paid' }, EMAIL.admin),
          deliveredAt: serverTimestamp(),
        },
        'order',
      ),
    );
  });
  it('denies settling a failed collection as paid before delivery; allows it once delivered', async () => {
    await seedOrder('failed-shipped', 'shipped', 'failed');
    await assertFails(markPayment(as.admin, 'failed-shipped', 'paid'));
    await seedOrder('failed-delivered', 'delivered', 'failed');
    await assertSucceeds(markPayment(as.admin, 'failed-delivered', 'paid'));
  });
  it('denies a cancelled COD order ever being marked paid', async () => {
    await seedOrder('cod-cancelled', 'cancelled', 'pending');
    await assertFails(markPayment(as.admin, 'cod-cancelled', 'paid'));
  });
  it('denies the shopper marking their own delivered order paid; allows an admin', async () => {
    await seedOrder('cod-delivered', 'delivered', 'pending');
    await assertFails(markPayment(as.shopper, 'cod-delivered', 'paid', null, false));
    await assertFails(markPayment(as.shopper, 'cod-delivered', 'paid', EMAIL.shopper, false));
    await assertSucceeds(markPayment(as.staff, 'cod-delivered', 'paid', EMAIL.staff));
  });
});

describe('a collection fails only on a delivery attempt', () => {
  it('denies failed on a pending or confirmed order; allows it once shipped', async () => {
    await seedOrder('not-sent', 'pending', 'pending');
    await assertFails(markPayment(as.admin, 'not-sent', 'failed'));
    await seedOrder('packed', 'confirmed', 'pending');
    await assertFails(markPayment(as.admin, 'packed', 'failed'));
    await seedOrder('on-the-way', 'shipped', 'pending');
    await assertSucceeds(markPayment(as.admin, 'on-the-way', 'failed'));
  });
  it('denies retrying a failed collection of a cancelled order; allows it while shipped', async () => {
    await seedOrder('gave-up', 'cancelled', 'failed');
    await assertFails(markPayment(as.admin, 'gave-up', 'pending'));
    await seedOrder('retry', 'shipped', 'failed');
    await assertSucceeds(markPayment(as.admin, 'retry', 'pending'));
  });
});

describe('only a paid order is refunded, once cancelled or delivered', () => {
  it('denies refunding an unpaid cancelled order; allows refunding a paid one', async () => {
    await seedOrder('cancelled-unpaid', 'cancelled', 'pending');
    await assertFails(markPayment(as.admin, 'cancelled-unpaid', 'refunded'));
    await seedOrder('cancelled-paid', 'cancelled', 'paid');
    await assertSucceeds(markPayment(as.admin, 'cancelled-paid', 'refunded'));
  });
  it('denies refunding a paid order still on its way; allows a return after delivery', async () => {
    await seedOrder('paid-shipped', 'shipped', 'paid');
    await assertFails(markPayment(as.admin, 'paid-shipped', 'refunded'));
    await seedOrder('paid-delivered', 'delivered', 'paid');
    await assertSucceeds(markPayment(as.admin, 'paid-delivered', 'refunded'));
  });
  it('denies undoing a refund', async () => {
    await seedOrder('refunded', 'cancelled', 'refunded');
    await assertFails(markPayment(as.admin, 'refunded', 'paid'));
    await assertFails(markPayment(as.admin, 'refunded', 'pending'));
  });
  it('lets the counter logic stand: cancelling a paid open order still needs its counter moved back', async () => {
    await seedOrder('open-paid', 'confirmed', 'paid');
    const cancelled = orderChange({ status: 'cancelled', paymentStatus: 'paid' }, EMAIL.admin);
    await assertFails(loggedUpdate(as.admin, 'orders/open-paid', cancelled, 'order'));
    const cancel = writeBatch(as.admin);
    cancel.update(doc(as.admin, 'orders/open-paid'), {
      ...cancelled,
      auditId: logEntry(cancel, as.admin, 'order'),
    });
    cancel.update(doc(as.admin, 'orderCounters/shopper'), { openOrders: 0, openCodValue: 0 });
    await assertSucceeds(cancel.commit());
    seededStatus.set('open-paid', 'cancelled');
    await assertSucceeds(
      loggedUpdate(
        as.admin,
        'orders/open-paid',
        {
          ...orderChange({ status: 'cancelled', paymentStatus: 'refunded' }, EMAIL.admin, 1),
          paymentRefund: TOTAL,
        },
        'order',
      ),
    );
  });
});

describe("an online payment moves only by the shop's server", () => {
  it('denies staff and its shopper marking an online order paid, failed or refunded; allows the UPI twin', async () => {
    await seedOrder('online-pending', 'pending', 'pending', 'online');
    await assertFails(markPayment(as.admin, 'online-pending', 'paid'));
    await assertFails(markPayment(as.admin, 'online-pending', 'failed'));
    await assertFails(markPayment(as.shopper, 'online-pending', 'paid', null, false));
    await seedOrder('upi-pending', 'pending', 'pending', 'upi');
    await assertSucceeds(markPayment(as.admin, 'upi-pending', 'paid'));

    await seedOrder('online-cancelled', 'cancelled', 'paid', 'online');
    await assertFails(markPayment(as.admin, 'online-cancelled', 'refunded'));
    await seedOrder('upi-cancelled', 'cancelled', 'paid', 'upi');
    await assertSucceeds(markPayment(as.admin, 'upi-cancelled', 'refunded'));
  });
});

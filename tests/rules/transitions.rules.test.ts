import { type DocumentData, type Firestore, Timestamp } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/domain/staff/Activity';
import {
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '../../src/domain/orders/Order';
import { shopperCanCancel } from '../../src/domain/orders/OrderCancellation';
import { canTransition, paymentMoveAllowed } from '../../src/domain/orders/OrderRules';
import { mayWorkOn, type StaffRole } from '../../src/domain/staff/StaffRole';
import { ADDRESS } from '../contracts/orders/orderRequests';
import { seedCheckoutShop } from './support/checkout';
import { appOrderChange } from './support/orderChange';
import { emailOf, seed, uidOf } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/**
 * The domain and the rules allow the same moves: every (from, to, who) of an order's status and of its payment is
 * written as the app writes it (changeOrderTransaction, the domain's checks left out), and the rules' answer must be
 * the domain's. Who: the order's shopper, another shopper, and staff of each role.
 */
const { env, as } = await rulesTestEnvironment('demo-rules-transitions');

beforeAll(async () => {
  await seedCheckoutShop(env);
});

type Who = 'shopper' | 'other' | StaffRole;
const STAFF: Record<StaffRole, keyof typeof as> = {
  owner: 'admin',
  manager: 'manager',
  support: 'support',
};
const WHO: readonly Who[] = ['shopper', 'other', 'support', 'manager', 'owner'];
const clientOf = (who: Who): Firestore =>
  who === 'shopper' ? as.shopper : who === 'other' ? as.other : as[STAFF[who]];

const PLACED = Timestamp.fromMillis(Date.now() - 2 * 86_400_000);
const LINE = {
  productId: 'chair',
  name: 'Jodhpur Chair',
  image: '',
  variant: null,
  unitPrice: 4000,
  quantity: 1,
};

let seeded = 0;
/** An order of `userId`'s in the given state, as the app stores it, under a new id. */
const orderIn = (
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  paymentMethod: PaymentMethod,
  userId = 'shopper',
) => {
  const id = `walk-${++seeded}`;
  const order: DocumentData = {
    userId,
    customerEmail: `${userId}@example.com`,
    status,
    paymentStatus,
    paymentMethod,
    lines: [LINE],
    subtotal: 4000,
    shipping: 750,
    total: 4750,
    shippingAddress: { ...ADDRESS },
    createdAt: PLACED,
    updatedAt: PLACED,
    termsAcceptedAt: PLACED,
    ...(status === 'delivered' ? { deliveredAt: PLACED } : {}),
    ...(status !== 'pending' && status !== 'cancelled'
      ? {
          invoice: {
            number: `SH/26-27/${String(seeded).padStart(6, '0')}`,
            issuedAt: PLACED,
            seller: { legalName: '', address: '', state: '', gstin: '' },
            hsnCodes: ['9403'],
            gstRates: [18],
            shippingGstRate: 18,
          },
        }
      : {}),
  };
  return { id, order };
};

/** Stores the orders of a walk at once, each of their shoppers' counters holding one open order. */
const seedOrders = (orders: readonly { id: string; order: DocumentData }[]) =>
  seed(env, {
    ...Object.fromEntries(orders.map(({ id, order }) => [`orders/${id}`, order])),
    ...Object.fromEntries(
      orders.map(({ id, order }) => [
        `orderCounters/${order['userId']}`,
        { openOrders: 1, openCodValue: 4750, lastOrderId: id, lastOrderAt: PLACED },
      ]),
    ),
  });

const actorOf = (db: Firestore): Actor => ({ uid: uidOf(db), name: emailOf(db) });

/** Writes the change as the app would, whatever the domain says; true when the rules let it through. */
const rulesAllow = (who: Who, id: string, change: Partial<Pick<Order, 'status' | 'paymentStatus'>>) => {
  const db = clientOf(who);
  return appOrderChange(db, id, change, who === 'shopper' || who === 'other' ? null : actorOf(db));
};

const staffMay = (who: Who): boolean => who !== 'shopper' && who !== 'other' && mayWorkOn(who, 'orders');

interface Case {
  label: string;
  who: Who;
  id: string;
  change: Partial<Pick<Order, 'status' | 'paymentStatus'>>;
  domain: boolean;
}

/** Each case's write through the rules, `together` at a time; the cases whose answer differs from the domain's. */
const disagreements = async (cases: readonly Case[], together: number): Promise<string[]> => {
  const differing: string[] = [];
  for (let start = 0; start < cases.length; start += together) {
    await Promise.all(
      cases.slice(start, start + together).map(async ({ label, who, id, change, domain }) => {
        const rules = await rulesAllow(who, id, change);
        if (rules !== domain) differing.push(`${label} by ${who}: domain ${domain}, rules ${rules}`);
      }),
    );
  }
  return differing;
};

describe('order status: the rules allow exactly the domain’s moves', () => {
  it('for every (from, to, who)', { timeout: 120_000 }, async () => {
    const cases = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((status) => status !== from).flatMap((to) =>
        WHO.map((who) => ({
          label: `${from} → ${to}`,
          who,
          // Staff's cases each on an order of its own shopper, so their counters move side by side.
          ...orderIn(from, 'pending', 'cod', staffMay(who) ? `buyer-${seeded + 1}` : 'shopper'),
          change: { status: to },
          domain: staffMay(who)
            ? canTransition(from, to)
            : who === 'shopper' && to === 'cancelled' && shopperCanCancel({ status: from }),
        })),
      ),
    );
    await seedOrders(cases);
    const shoppers = cases.filter(({ who }) => !staffMay(who));
    // The shopper's own cases one at a time: a cancellation moves their one counter.
    expect([
      ...(await disagreements(shoppers, 1)),
      ...(await disagreements(
        cases.filter((entry) => !shoppers.includes(entry)),
        20,
      )),
    ]).toEqual([]);
  });
});

describe('payment status: the rules allow exactly the domain’s moves', () => {
  it('for every (status, method, from, to, who)', { timeout: 120_000 }, async () => {
    const cases = ORDER_STATUSES.flatMap((status) =>
      (['cod', 'upi'] as const).flatMap((method) =>
        PAYMENT_STATUSES.flatMap((from) =>
          PAYMENT_STATUSES.filter((payment) => payment !== from).flatMap((to) =>
            (['shopper', 'support'] as const).map((who) => ({
              label: `${status} ${method} ${from} → ${to}`,
              who,
              ...orderIn(status, from, method),
              change: { paymentStatus: to },
              domain:
                staffMay(who) &&
                paymentMoveAllowed({ paymentStatus: from, paymentMethod: method }, status, to),
            })),
          ),
        ),
      ),
    );
    await seedOrders(cases);
    // A payment move leaves the counter alone: the writes go side by side.
    expect(await disagreements(cases, 20)).toEqual([]);
  });
});

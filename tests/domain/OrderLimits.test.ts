import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '../../src/domain/orders/Order';
import {
  counterAfterChange,
  counterAfterCheckout,
  countersFor,
  isOpenStatus,
  type OrderCounter,
} from '../../src/domain/orders/OrderLimits';
import { STATUS_TRANSITIONS } from '../../src/domain/orders/OrderRules';

const LIMITS = {
  maxOpenOrders: 3,
  maxOpenPrepaidOrders: 5,
  maxOpenCodValue: 300000,
  upiId: '',
  upiPayeeName: '',
};
const T0 = Date.parse('2026-05-01T10:00:00.000Z');
const at = (seconds: number): string => new Date(T0 + seconds * 1000).toISOString();

const order = (
  id: string,
  total: number,
  createdAt: string,
  status: OrderStatus = 'pending',
  paymentMethod: Order['paymentMethod'] = 'cod',
): Order => ({
  id,
  userId: 'asha',
  customerEmail: 'asha@example.in',
  status,
  paymentStatus: 'pending',
  paymentMethod,
  lines: [],
  subtotal: total,
  shipping: 0,
  total,
  shippingAddress: {
    name: 'A',
    phone: '9845012345',
    line1: 'x',
    line2: '',
    city: 'y',
    state: 'z',
    pincode: '560025',
  },
  createdAt,
  updatedAt: createdAt,
  history: [],
});

const holding = (open: Partial<OrderCounter>): OrderCounter => ({
  openOrders: 0,
  openPrepaidOrders: 0,
  openCodValue: 0,
  lastOrderId: 'o1',
  lastOrderAt: at(0),
  ...open,
});

describe('counterAfterCheckout', () => {
  it('counts the first order of an account', () => {
    expect(counterAfterCheckout(null, order('o1', 45000, at(0)), LIMITS, at(0))).toEqual({
      ok: true,
      value: {
        openOrders: 1,
        openPrepaidOrders: 0,
        openCodValue: 45000,
        lastOrderId: 'o1',
        lastOrderAt: at(0),
      },
    });
  });

  it('refuses a fourth open cash-on-delivery order, and allows a third', () => {
    const two = holding({ openOrders: 2, openCodValue: 2000 });
    expect(counterAfterCheckout(two, order('o3', 1000, at(60)), LIMITS, at(60)).ok).toBe(true);
    const three = { ...two, openOrders: 3 };
    expect(counterAfterCheckout(three, order('o4', 1000, at(60)), LIMITS, at(60))).toEqual({
      ok: false,
      error: { code: 'ORDER.TOO_MANY_OPEN', limit: 3, payment: 'cod', upiOffered: false },
    });
    const upi = { ...LIMITS, upiId: 'shop@okaxis', upiPayeeName: 'Shop' };
    expect(counterAfterCheckout(three, order('o4', 1000, at(60)), upi, at(60))).toMatchObject({
      error: { upiOffered: true },
    });
  });

  it('counts prepaid orders apart: three open cash-on-delivery orders leave room for UPI, up to its own bound', () => {
    const threeCod = holding({ openOrders: 3, openCodValue: 3000 });
    expect(
      counterAfterCheckout(threeCod, order('u1', 9000, at(60), 'pending', 'upi'), LIMITS, at(60)),
    ).toEqual({
      ok: true,
      value: {
        openOrders: 4,
        openPrepaidOrders: 1,
        openCodValue: 3000,
        lastOrderId: 'u1',
        lastOrderAt: at(60),
      },
    });
    const fivePrepaid = holding({ openOrders: 6, openPrepaidOrders: 5, openCodValue: 1000 });
    expect(
      counterAfterCheckout(fivePrepaid, order('u6', 9000, at(60), 'pending', 'upi'), LIMITS, at(60)),
    ).toEqual({
      ok: false,
      error: { code: 'ORDER.TOO_MANY_OPEN', limit: 5, payment: 'prepaid' },
    });
    expect(counterAfterCheckout(fivePrepaid, order('c2', 1000, at(60)), LIMITS, at(60)).ok).toBe(true);
  });

  it('refuses open cash on delivery above the limit, and allows it up to the limit', () => {
    const open = holding({ openOrders: 1, openCodValue: 250000 });
    expect(counterAfterCheckout(open, order('o2', 50000, at(90)), LIMITS, at(90)).ok).toBe(true);
    expect(counterAfterCheckout(open, order('o2', 50001, at(90)), LIMITS, at(90))).toEqual({
      ok: false,
      error: { code: 'ORDER.COD_LIMIT', limit: 300000, open: 250000 },
    });
  });

  it('refuses an order within 60 seconds of the last one and says how long to wait', () => {
    const last = holding({ openOrders: 1, openCodValue: 100 });
    expect(counterAfterCheckout(last, order('o2', 100, at(45)), LIMITS, at(45))).toEqual({
      ok: false,
      error: { code: 'ORDER.TOO_SOON', waitSeconds: 15 },
    });
    expect(counterAfterCheckout(last, order('o2', 100, at(60)), LIMITS, at(60)).ok).toBe(true);
  });
});

describe('the counter follows the orders', () => {
  const statuses = Object.keys(STATUS_TRANSITIONS) as OrderStatus[];

  it('after any checkouts, status changes and deletions, equals the counter recomputed from the orders', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('place' as const),
        total: fc.integer({ min: 1, max: 120000 }),
        method: fc.constantFrom('cod' as const, 'upi' as const),
      }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: fc.constantFrom(...statuses) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let orders: Order[] = [];
        let counter: OrderCounter | null = null;
        let clock = 0;
        for (const s of steps) {
          clock += 61;
          if (s.kind === 'place') {
            const placed = order(`o${clock}`, s.total, at(clock), 'pending', s.method);
            const counted = counterAfterCheckout(counter, placed, LIMITS, at(clock));
            const alike = orders.filter((o) => isOpenStatus(o.status) && o.paymentMethod === s.method);
            const bound = s.method === 'cod' ? LIMITS.maxOpenOrders : LIMITS.maxOpenPrepaidOrders;
            const codValue = alike.reduce((sum, o) => sum + o.total, 0) + s.total;
            const refused =
              alike.length + 1 > bound || (s.method === 'cod' && codValue > LIMITS.maxOpenCodValue);
            expect(!counted.ok).toBe(refused);
            if (!counted.ok) continue;
            counter = counted.value;
            orders = [...orders, placed];
            continue;
          }
          const target = orders[s.pick % Math.max(1, orders.length)];
          if (!target) continue;
          const openAfter = s.kind === 'move' && isOpenStatus(s.to);
          counter = counterAfterChange(counter, target, openAfter) ?? counter;
          orders =
            s.kind === 'delete'
              ? orders.filter((o) => o.id !== target.id)
              : orders.map((o) => (o.id === target.id ? { ...o, status: s.to } : o));
        }
        const expected = countersFor(orders).get('asha');
        expect(counter?.openOrders ?? 0).toBe(expected?.openOrders ?? 0);
        expect(counter?.openPrepaidOrders ?? 0).toBe(expected?.openPrepaidOrders ?? 0);
        expect(counter?.openCodValue ?? 0).toBe(expected?.openCodValue ?? 0);
      }),
    );
  });
});

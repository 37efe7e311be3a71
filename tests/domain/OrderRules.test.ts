import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../src/domain/orders/Order';
import type { Order, OrderStatus, PaymentStatus } from '../../src/domain/orders/Order';
import {
  applyPaymentStatusChange,
  applyStatusChange,
  canTransition,
  canTransitionPayment,
  isFinalStatus,
  nextPaymentStatuses,
  nextStatuses,
  orderDeletionRefusal,
  PAYMENT_TRANSITIONS,
  paymentRefundOf,
  refundedAmount,
  paymentMoveAllowed,
  prependOrder,
  refundDue,
  upsertOrder,
} from '../../src/domain/orders/OrderRules';
import { recordChange } from '../../src/domain/orders/OrderTimeline';
import { mayDeleteOrders } from '../../src/domain/staff/StaffRole';
import { testOrder } from '../support/testOrder';

const order = (patch: Partial<Order> = {}): Order => testOrder(patch);

const statusArb = fc.constantFrom(...ORDER_STATUSES);
const paymentArb = fc.constantFrom(...PAYMENT_STATUSES);
const RANK: Record<OrderStatus, number> = {
  pending: 0,
  confirmed: 1,
  shipped: 2,
  delivered: 3,
  cancelled: 4,
};

describe('order status transitions', () => {
  it('follows pending → confirmed → shipped → delivered, with cancel before delivery', () => {
    expect(nextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(isFinalStatus('delivered') && isFinalStatus('cancelled') && !isFinalStatus('shipped')).toBe(true);
  });

  it('property: transitions only move forward, never to the same status, and final states have none', () => {
    fc.assert(
      fc.property(statusArb, statusArb, (from, to) => {
        const allowed = canTransition(from, to);
        expect(allowed).toBe(nextStatuses(from).includes(to));
        if (allowed) expect(RANK[to]).toBeGreaterThan(RANK[from]);
        if (from === to || isFinalStatus(from)) expect(allowed).toBe(false);
      }),
    );
  });

  it('property: any walk of allowed steps reaches a final state within 3 steps', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (choices) => {
        let status: OrderStatus = 'pending';
        let steps = 0;
        for (const choice of choices) {
          const options = nextStatuses(status);
          if (options.length === 0) break;
          status = options[choice % options.length]!;
          steps++;
        }
        expect(steps).toBeLessThanOrEqual(3);
        if (choices.length >= 3) expect(isFinalStatus(status)).toBe(true);
      }),
    );
  });

  it('applies an allowed change with the new updatedAt and refuses the rest unchanged', () => {
    fc.assert(
      fc.property(statusArb, statusArb, (from, to) => {
        const before = order({ status: from });
        const result = applyStatusChange(before, to, '2025-02-02T10:00:00.000Z');
        if (canTransition(from, to)) {
          expect(result).toEqual({
            ok: true,
            value: { ...before, status: to, updatedAt: '2025-02-02T10:00:00.000Z' },
          });
        } else {
          expect(result).toEqual({ ok: false, error: { code: 'ORDER.INVALID_TRANSITION', from, to } });
        }
        expect(before.status).toBe(from);
      }),
    );
  });
});

describe('payment status transitions', () => {
  it('keeps the payment graph: pending → paid | failed, failed → paid | pending, paid → refunded', () => {
    expect(PAYMENT_TRANSITIONS.pending).toEqual(['paid', 'failed']);
    expect(PAYMENT_TRANSITIONS.failed).toEqual(['paid', 'pending']);
    expect(PAYMENT_TRANSITIONS.paid).toEqual(['refunded']);
    expect(PAYMENT_TRANSITIONS.refunded).toEqual([]);
    expect(canTransitionPayment('pending', 'refunded')).toBe(false);
  });

  it('lets cash on delivery be paid only once delivered, and fail only on a delivery attempt', () => {
    const moves = (status: OrderStatus, paymentStatus: PaymentStatus = 'pending') =>
      nextPaymentStatuses(order({ status, paymentStatus }));
    expect(moves('pending')).toEqual([]);
    expect(moves('confirmed')).toEqual([]);
    expect(moves('shipped')).toEqual(['failed']);
    expect(moves('delivered')).toEqual(['paid', 'failed']);
    expect(moves('cancelled')).toEqual([]);
    expect(moves('shipped', 'failed')).toEqual(['pending']);
    expect(moves('delivered', 'failed')).toEqual(['paid', 'pending']);
    expect(moves('cancelled', 'paid')).toEqual(['refunded']);
    expect(moves('delivered', 'paid')).toEqual(['refunded']);
    expect(moves('shipped', 'paid')).toEqual([]);
    const upi = (status: OrderStatus, paymentStatus: PaymentStatus = 'pending') =>
      nextPaymentStatuses(order({ status, paymentStatus, paymentMethod: 'upi' }));
    expect(upi('cancelled')).toEqual(['paid']);
    expect(upi('cancelled', 'paid')).toEqual(['refunded']);
    expect(applyPaymentStatusChange(order({ status: 'pending' }), 'paid', 'T2')).toEqual({
      ok: false,
      error: { code: 'ORDER.INVALID_PAYMENT_TRANSITION', from: 'pending', to: 'paid' },
    });
  });

  it('allows paid in the change that delivers the order (the status after the change counts)', () => {
    const shipped = order({ status: 'shipped' });
    expect(paymentMoveAllowed(shipped, 'shipped', 'paid')).toBe(false);
    expect(paymentMoveAllowed(shipped, 'delivered', 'paid')).toBe(true);
  });

  it('property: a COD order is paid only when delivered; failed only after shipping; refunded only from paid', () => {
    fc.assert(
      fc.property(statusArb, paymentArb, paymentArb, (status, from, to) => {
        const allowed = paymentMoveAllowed(order({ paymentStatus: from }), status, to);
        if (allowed) expect(canTransitionPayment(from, to)).toBe(true);
        if (to === 'paid' && allowed) expect(status).toBe('delivered');
        if (to === 'failed' && allowed) expect(['shipped', 'delivered']).toContain(status);
        if (to === 'refunded') {
          expect(allowed).toBe(from === 'paid' && (status === 'cancelled' || status === 'delivered'));
        }
        expect(paymentMoveAllowed(order({ paymentStatus: from }), status, from)).toBe(false);
        expect(nextPaymentStatuses(order({ status, paymentStatus: from })).includes(to)).toBe(allowed);
      }),
    );
  });

  it('property: a change applies exactly the allowed moves and sets updatedAt', () => {
    fc.assert(
      fc.property(statusArb, paymentArb, paymentArb, (status, from, to) => {
        const before = order({ status, paymentStatus: from });
        const result = applyPaymentStatusChange(before, to, 'T2');
        expect(result.ok).toBe(nextPaymentStatuses(before).includes(to));
        if (result.ok) expect(result.value).toEqual({ ...before, paymentStatus: to, updatedAt: 'T2' });
        else expect(result.error).toEqual({ code: 'ORDER.INVALID_PAYMENT_TRANSITION', from, to });
      }),
    );
  });

  it('property: every walk of allowed moves keeps a cancelled order unpaid unless it was paid before', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (choices) => {
        let current = order();
        for (const choice of choices) {
          const statusMoves = nextStatuses(current.status);
          const paymentMoves = nextPaymentStatuses(current);
          const all = [
            ...statusMoves.map((s) => ['status', s] as const),
            ...paymentMoves.map((p) => ['pay', p] as const),
          ];
          if (all.length === 0) break;
          const [kind, target] = all[choice % all.length]!;
          const next =
            kind === 'status'
              ? applyStatusChange(current, target as OrderStatus, 'T')
              : applyPaymentStatusChange(current, target as PaymentStatus, 'T');
          expect(next.ok).toBe(true);
          if (next.ok) current = next.value;
          // Cash on delivery: money changes hands only at the door.
          if (current.paymentStatus === 'paid') expect(current.status).toBe('delivered');
          if (current.status === 'cancelled') expect(current.paymentStatus).not.toBe('paid');
        }
      }),
    );
  });

  it('says a refund is due when a paid order is cancelled, until it is recorded', () => {
    expect(refundDue(order({ status: 'cancelled', paymentStatus: 'paid' }))).toBe(true);
    expect(refundDue(order({ status: 'cancelled', paymentStatus: 'refunded' }))).toBe(false);
    expect(refundDue(order({ status: 'cancelled', paymentStatus: 'pending' }))).toBe(false);
    expect(refundDue(order({ status: 'delivered', paymentStatus: 'paid' }))).toBe(false);
    const recorded = applyPaymentStatusChange(
      order({ status: 'cancelled', paymentStatus: 'paid' }),
      'refunded',
      'T',
    );
    expect(recorded.ok && refundDue(recorded.value)).toBe(false);
  });
});

describe('order lists', () => {
  it('puts a new order at the front, never twice', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 4 })), fc.string({ maxLength: 4 }), (ids, id) => {
        const list = ids.map((existing) => ({ id: existing, tag: 'old' }));
        const next = prependOrder(list, { id, tag: 'new' });
        expect(next[0]).toEqual({ id, tag: 'new' });
        expect(next.filter((entry) => entry.id === id)).toHaveLength(1);
        expect(next.slice(1)).toEqual(list.filter((entry) => entry.id !== id));
      }),
    );
  });

  it('replaces a listed order in place on a live update', () => {
    const list = [order({ id: 'a' }), order({ id: 'b' }), order({ id: 'c' })];
    const updated = upsertOrder(list, order({ id: 'b', status: 'confirmed' }));
    expect(updated.map((entry) => [entry.id, entry.status])).toEqual([
      ['a', 'pending'],
      ['b', 'confirmed'],
      ['c', 'pending'],
    ]);
    expect(upsertOrder(list, order({ id: 'z' })).map((entry) => entry.id)).toEqual(['z', 'a', 'b', 'c']);
  });
});

describe('deleting an order', () => {
  it('is allowed exactly for a cancelled order without a tax invoice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.boolean(), (status, invoiced) => {
        const invoice = invoiced ? { invoice: {} as NonNullable<Order['invoice']> } : {};
        const refusal = orderDeletionRefusal({ status, ...invoice });
        expect(refusal === null).toBe(status === 'cancelled' && !invoiced);
        if (invoiced) expect(refusal).toBe('ORDER.DELETE_INVOICED');
      }),
    );
  });
  it('is the owner’s alone', () => {
    expect(mayDeleteOrders('owner')).toBe(true);
    expect([mayDeleteOrders('manager'), mayDeleteOrders('support'), mayDeleteOrders(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('refunding the whole payment', () => {
  it('gives back what the refunds of returns left of the total: ₹8,750 less ₹4,000 is ₹4,750', () => {
    const returned = order({
      status: 'delivered',
      paymentStatus: 'paid',
      total: 8750,
      refunds: [{ returnNumber: 1, amount: 4000 }],
    });
    const refunded = recordChange(
      returned,
      { paymentStatus: 'refunded' },
      '2025-01-02T00:00:00.000Z',
      'a@b.in',
    );
    expect(refunded.paymentRefund).toBe(4750);
    expect(refundedAmount(refunded) + (refunded.paymentRefund ?? 0)).toBe(8750);
  });

  it('never gives back more than was paid, whatever the returns refunded before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 8 }),
        (total, amounts) => {
          const refunds = amounts.map((amount, index) => ({ returnNumber: index + 1, amount }));
          const paid = order({ status: 'delivered', paymentStatus: 'paid', total, refunds });
          const refund = paymentRefundOf(paid);
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(total);
          if (refundedAmount(paid) <= total) expect(refundedAmount(paid) + refund).toBe(total);
        },
      ),
    );
  });

  it('records the refund only in the change that refunds the payment', () => {
    const paid = order({ status: 'cancelled', paymentStatus: 'paid', total: 4750 });
    expect(recordChange(paid, { status: 'cancelled' }, '2025-01-02T00:00:00.000Z', null)).not.toHaveProperty(
      'paymentRefund',
    );
    expect(
      recordChange(paid, { paymentStatus: 'refunded' }, '2025-01-02T00:00:00.000Z', 'a@b.in').paymentRefund,
    ).toBe(4750);
  });
});

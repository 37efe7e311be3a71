import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../src/domain/Order';
import type { Order, OrderStatus } from '../../src/domain/Order';
import {
  applyPaymentStatusChange,
  applyStatusChange,
  canTransition,
  canTransitionPayment,
  isFinalStatus,
  nextPaymentStatuses,
  nextStatuses,
  prependOrder,
  upsertOrder,
} from '../../src/domain/OrderRules';

const order = (patch: Partial<Order> = {}): Order => ({
  id: 'o1',
  userId: 'u1',
  customerEmail: 'shopper@demo.shop',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  lines: [],
  subtotal: 1000,
  shipping: 0,
  total: 1000,
  shippingAddress: {
    name: 'Asha Rao',
    phone: '9876543210',
    line1: '12 MG Road',
    line2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});

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
  it('allows pending → paid | failed, failed → paid | pending, paid → refunded', () => {
    expect(nextPaymentStatuses('pending')).toEqual(['paid', 'failed']);
    expect(nextPaymentStatuses('failed')).toEqual(['paid', 'pending']);
    expect(nextPaymentStatuses('paid')).toEqual(['refunded']);
    expect(nextPaymentStatuses('refunded')).toEqual([]);
    expect(canTransitionPayment('pending', 'refunded')).toBe(false);
  });

  it('property: only a paid order can be refunded, and a change sets updatedAt', () => {
    fc.assert(
      fc.property(paymentArb, paymentArb, (from, to) => {
        if (to === 'refunded') expect(canTransitionPayment(from, to)).toBe(from === 'paid');
        expect(canTransitionPayment(from, from)).toBe(false);
        const result = applyPaymentStatusChange(order({ paymentStatus: from }), to, 'T2');
        expect(result.ok).toBe(canTransitionPayment(from, to));
        if (result.ok) expect(result.value).toMatchObject({ paymentStatus: to, updatedAt: 'T2' });
        else expect(result.error).toEqual({ code: 'ORDER.INVALID_PAYMENT_TRANSITION', from, to });
      }),
    );
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

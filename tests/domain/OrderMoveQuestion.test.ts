import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES, type Order } from '../../src/domain/orders/Order';
import { orderMoveQuestion } from '../../src/domain/orders/OrderMoveQuestion';
import { canTransition, PAYMENT_TRANSITIONS, STATUS_TRANSITIONS } from '../../src/domain/orders/OrderRules';
import { shortOrderId } from '../../src/domain/orders/ShortOrderId';
import { ADDRESS } from '../contracts/orders/orderRequests';

const ORDER = {
  id: 'order0000000000000001',
  shippingAddress: ADDRESS,
  total: 8750,
  refunds: [{ returnNumber: 1, amount: 4000 }],
  paymentMethod: 'upi',
} satisfies Pick<Order, 'id' | 'shippingAddress' | 'total' | 'refunds' | 'paymentMethod'>;

/** A status that can never be left, or reached only through a final one: the moves that cannot be undone. */
const finalStatus = (status: (typeof ORDER_STATUSES)[number]) => STATUS_TRANSITIONS[status].length === 0;

describe('the question before a move that cannot be undone', () => {
  it('names the order, the customer and the consequence of delivering it', () => {
    expect(orderMoveQuestion(ORDER, { status: 'delivered' }, 30)).toEqual({
      title: `Mark order #${shortOrderId(ORDER.id)} as delivered?`,
      message:
        "Asha Verma's order is marked delivered. Delivered starts the 30-day return window; this cannot be undone.",
      confirmLabel: 'Mark as Delivered',
      dismissLabel: 'Not yet',
    });
  });

  it('says what a refund gives back: what is left after the refunds of returns', () => {
    expect(orderMoveQuestion(ORDER, { paymentStatus: 'refunded' }, 30)?.message).toMatch(
      /^₹4,750 given back to Asha Verma \(back the way it was paid\)/,
    );
    const toUpi = { ...ORDER, refundTo: { kind: 'upi' as const, upiId: 'asha.verma@okaxis' } };
    expect(orderMoveQuestion(toUpi, { paymentStatus: 'refunded' }, 30)?.message).toMatch(
      /^₹4,750 given back to Asha Verma \(UPI ID asha.verma@okaxis\)/,
    );
    expect(orderMoveQuestion(ORDER, { paymentStatus: 'paid' }, 30)?.message).toContain(
      '₹8,750 from Asha Verma',
    );
  });

  it('asks exactly before the status moves into a final status, and the payment moves that only refunding can follow', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_STATUSES), (from, to) => {
        fc.pre(canTransition(from, to));
        expect(orderMoveQuestion(ORDER, { status: to }, 30) !== null).toBe(finalStatus(to));
      }),
    );
    for (const to of PAYMENT_STATUSES) {
      const asked = orderMoveQuestion(ORDER, { paymentStatus: to }, 30) !== null;
      // Paid leads only to refunded, refunded nowhere: neither can be taken back.
      expect(asked).toBe(PAYMENT_TRANSITIONS[to].every((next) => next === 'refunded'));
    }
  });
});

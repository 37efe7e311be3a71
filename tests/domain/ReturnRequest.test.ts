import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders/Order';
import { refundedAmount } from '../../src/domain/orders/OrderRules';
import { orderTimeline, TIMELINE_LABELS } from '../../src/domain/orders/OrderTimeline';
import {
  canRequestReturn,
  moveReturn,
  orderAfterRefund,
  replyHoursLeft,
  RETURN_PHOTOS_MAX,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  requestReturn,
  type ReturnRequest,
  returnRefund,
  returnTicket,
  returnWindowClosesAt,
} from '../../src/domain/afterSales/ReturnRequest';
import { testOrder } from '../support/testOrder';

const DELIVERED = '2026-11-01T10:00:00.000Z';
const DAY = 86_400_000;

const orderOf = (quantities: number[], overrides: Partial<Order> = {}): Order =>
  testOrder({
    id: 'order1',
    userId: 'asha',
    customerEmail: 'asha@example.com',
    status: 'delivered',
    paymentStatus: 'paid',
    lines: quantities.map((quantity, index) => ({
      productId: `p${index}`,
      name: `Product ${index}`,
      image: '',
      variant: null,
      unitPrice: 1000,
      quantity,
    })),
    subtotal: 0,
    total: 0,
    createdAt: '2026-10-25T10:00:00.000Z',
    updatedAt: DELIVERED,
    deliveredAt: DELIVERED,
    ...overrides,
  });

const at = (days: number): string => new Date(Date.parse(DELIVERED) + days * DAY).toISOString();
/** Asha paid in cash, so she names where her refund goes. */
const ASHA_UPI = { kind: 'upi', upiId: 'asha.fictitious@okaxis' } as const;
const input = (quantities: Record<number, number>) => ({
  orderId: 'order1',
  userId: 'asha',
  quantities,
  reason: 'Wrong item',
  comment: '',
  refundTo: ASHA_UPI,
});

describe('return requests', () => {
  it('property: a request is taken exactly inside the window, from delivery up to windowDays later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: 0, max: 90, noNaN: true }),
        (window, days) => {
          const outcome = requestReturn(orderOf([1]), input({ 0: 1 }), window, at(days));
          const inside = at(days) < (returnWindowClosesAt(orderOf([1]), window) ?? '');
          expect(outcome.ok).toBe(inside);
          if (!outcome.ok)
            expect(outcome.error).toEqual({ code: 'RETURN.WINDOW_CLOSED', closedAt: at(window) });
        },
      ),
    );
  });

  it('property: over any sequence of requests, no line is asked back twice or for more than was delivered', () => {
    const requests = fc.array(
      fc.dictionary(fc.integer({ min: 0, max: 4 }).map(String), fc.integer({ min: 0, max: 4 })),
      {
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 4 }),
        requests,
        (lines, asks) => {
          let order = orderOf(lines);
          const taken = new Map<number, number>();
          for (const ask of asks) {
            const outcome = requestReturn(order, input(ask as Record<number, number>), 30, at(1));
            if (!outcome.ok) continue;
            order = outcome.value.order;
            expect(outcome.value.request.number).toBe(order.returnCount);
            for (const [line, quantity] of Object.entries(outcome.value.request.quantities)) {
              expect(taken.has(Number(line))).toBe(false);
              expect(quantity).toBeGreaterThanOrEqual(1);
              expect(quantity).toBeLessThanOrEqual(lines[Number(line)] ?? 0);
              taken.set(Number(line), quantity);
            }
          }
          expect(
            Object.keys(order.returnLines ?? {})
              .map(Number)
              .sort(),
          ).toEqual([...taken.keys()].sort());
        },
      ),
    );
  });

  it("refuses someone else's order, an undelivered order, an unknown reason and a long comment", () => {
    expect(requestReturn(orderOf([1]), { ...input({ 0: 1 }), userId: 'ravi' }, 30, at(1))).toEqual({
      ok: false,
      error: { code: 'RETURN.ORDER_NOT_FOUND' },
    });
    expect(requestReturn(orderOf([1], { status: 'shipped' }), input({ 0: 1 }), 30, at(1))).toEqual({
      ok: false,
      error: { code: 'RETURN.NOT_DELIVERED' },
    });
    expect(requestReturn(orderOf([1]), { ...input({ 0: 1 }), reason: 'Bored' }, 30, at(1))).toEqual({
      ok: false,
      error: { code: 'RETURN.INVALID_REASON' },
    });
    expect(requestReturn(orderOf([1]), { ...input({ 0: 1 }), comment: 'x'.repeat(501) }, 30, at(1))).toEqual({
      ok: false,
      error: { code: 'RETURN.COMMENT_TOO_LONG', max: 500 },
    });
    expect(canRequestReturn(orderOf([1]), 30, at(29.9))).toBe(true);
    expect(canRequestReturn(orderOf([1], { returnLines: { 0: 1 } }), 30, at(1))).toBe(false);
    expect(canRequestReturn(orderOf([1], { deliveredAt: undefined }), 30, at(1))).toBe(false);
  });

  it('property: a request moves only along RETURN_TRANSITIONS, recording each step', () => {
    const first = requestReturn(orderOf([1]), input({ 0: 1 }), 30, at(1));
    if (!first.ok) throw new Error(first.error.code);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...RETURN_STATUSES), { maxLength: 6 }), (moves) => {
        let request: ReturnRequest = first.value.request;
        for (const to of moves) {
          const moved = moveReturn(request, to, { at: at(2), by: 'staff@example.com', rejectReason: 'No.' });
          expect(moved.ok).toBe(RETURN_TRANSITIONS[request.status].includes(to));
          if (moved.ok) {
            expect(moved.value.history).toHaveLength(request.history.length + 1);
            request = moved.value;
          }
        }
      }),
    );
  });

  it('names a ticket after the order and counts the 48 hours of the reply promise', () => {
    expect(returnTicket({ orderId: 'order1', number: 2 })).toMatch(/^R-[2-9A-Z]{4}-[2-9A-Z]{4}-2$/);
    expect(replyHoursLeft({ createdAt: DELIVERED }, at(0.5))).toBe(36);
    expect(replyHoursLeft({ createdAt: DELIVERED }, at(3))).toBe(-24);
  });

  it("puts a return's steps in the order's timeline with its ticket, a refund once", () => {
    const order = orderOf([1], {
      history: [
        { status: 'delivered', paymentStatus: 'paid', at: at(0), by: 'staff@example.com' },
        { status: 'delivered', paymentStatus: 'refunded', at: at(5), by: 'staff@example.com' },
      ],
    });
    const items = orderTimeline(order, [
      {
        ticket: 'R-AAAA-BBBB-1',
        history: [
          { status: 'requested', at: at(1), by: null },
          { status: 'refunded', at: at(5), by: 'staff@example.com' },
        ],
      },
    ]);
    expect(items.map((item) => TIMELINE_LABELS[item.event])).toEqual([
      'Order placed',
      'Delivered',
      'Payment received',
      'Return requested',
      'Refunded',
    ]);
    expect(items.at(-1)).toMatchObject({ ticket: 'R-AAAA-BBBB-1', by: 'staff@example.com' });
  });

  it("records a return's refund on the paid order, the price of its units, and leaves the payment paid", () => {
    const order = orderOf([2, 1], {
      lines: [
        { productId: 'chair', name: 'Chair', image: '', variant: null, unitPrice: 4000, quantity: 2 },
        { productId: 'bed', name: 'Bed', image: '', variant: null, unitPrice: 52999, quantity: 1 },
      ],
      subtotal: 60999,
      total: 60999,
    });
    const first = orderAfterRefund(order, { number: 1, quantities: { 1: 1 } }, at(6));
    expect(first).toMatchObject({
      ok: true,
      value: { paymentStatus: 'paid', refunds: [{ returnNumber: 1, amount: 52999 }], updatedAt: at(6) },
    });
    if (!first.ok) return;
    const second = orderAfterRefund(first.value, { number: 2, quantities: { 0: 1 } }, at(7));
    expect(second.ok && refundedAmount(second.value)).toBe(56999);
    expect(second.ok && second.value.history).toEqual(order.history);

    expect(
      orderAfterRefund({ ...order, paymentStatus: 'pending' }, { number: 1, quantities: { 0: 1 } }, at(6)),
    ).toEqual({
      ok: false,
      error: { code: 'RETURN.NOT_PAID' },
    });
    const wholeRefunded = { ...order, paymentStatus: 'refunded' as const };
    expect(orderAfterRefund(wholeRefunded, { number: 1, quantities: { 0: 1 } }, at(6))).toEqual({
      ok: true,
      value: wholeRefunded,
    });
  });

  it('refunds never more than the delivered units cost, whatever is asked back line by line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 200_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.array(fc.nat(), { maxLength: 8 }),
        (lines, picks) => {
          let order = orderOf(
            lines.map((line) => line.quantity),
            {
              lines: lines.map((line, index) => ({
                productId: `p${index}`,
                name: `P${index}`,
                image: '',
                variant: null,
                unitPrice: line.price,
                quantity: line.quantity,
              })),
            },
          );
          const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
          let number = 0;
          for (const [index, line] of lines.entries()) {
            const units = (picks[index] ?? 0) % (line.quantity + 1);
            if (units === 0) continue;
            number += 1;
            const quantities = { [index]: units };
            const refunded = orderAfterRefund(order, { number, quantities }, at(5));
            if (!refunded.ok) throw new Error(refunded.error.code);
            expect(refundedAmount(refunded.value) - refundedAmount(order)).toBe(
              returnRefund(order, { quantities }),
            );
            order = refunded.value;
          }
          expect(refundedAmount(order)).toBeLessThanOrEqual(subtotal);
          expect(order.paymentStatus).toBe('paid');
        },
      ),
    );
  });
});

describe('where the refund of a return goes', () => {
  it('asks a cash order where to send it, and keeps it through to the refund the order records', () => {
    const { refundTo: _none, ...nowhere } = input({ 0: 1 });
    expect(requestReturn(orderOf([1]), nowhere, 30, at(1))).toEqual({
      ok: false,
      error: { code: 'RETURN.REFUND_DESTINATION_NEEDED' },
    });
    expect(
      requestReturn(orderOf([1]), { ...nowhere, refundTo: { kind: 'upi', upiId: 'no' } }, 30, at(1)),
    ).toMatchObject({ ok: false, error: { code: 'RETURN.REFUND_DESTINATION_NEEDED' } });
    const asked = requestReturn(orderOf([1]), input({ 0: 1 }), 30, at(1));
    if (!asked.ok) throw new Error(asked.error.code);
    expect(asked.value.request.refundTo).toEqual(ASHA_UPI);
    const refunded = orderAfterRefund(
      { ...asked.value.order, paymentStatus: 'paid' },
      asked.value.request,
      at(2),
    );
    expect(refunded.ok && refunded.value.refunds?.at(-1)?.refundTo).toEqual(ASHA_UPI);
  });

  it('lets a UPI order go back to the UPI ID it came from', () => {
    const { refundTo: _none, ...back } = input({ 0: 1 });
    expect(requestReturn(orderOf([1], { paymentMethod: 'upi' }), back, 30, at(1))).toMatchObject({
      ok: true,
    });
  });
});

describe('photos of the damage', () => {
  const own = (count: number) => Array.from({ length: count }, (_, i) => `returns/asha/dent-${i}.webp`);

  it('takes up to 4 of the shopper’s own, keeping their names in order', () => {
    const asked = requestReturn(orderOf([1]), { ...input({ 0: 1 }), photos: own(4) }, 30, at(1));
    expect(asked.ok && asked.value.request.photos).toEqual(own(4));
    const jpeg = requestReturn(
      orderOf([1]),
      { ...input({ 0: 1 }), photos: ['returns/asha/a_B-9.jpg'] },
      30,
      at(1),
    );
    expect(jpeg.ok && jpeg.value.request.photos).toEqual(['returns/asha/a_B-9.jpg']);
  });

  it('refuses a fifth, or one that is not a photo name in the shopper’s own folder', () => {
    const refused = { ok: false, error: { code: 'RETURN.INVALID_PHOTOS', max: RETURN_PHOTOS_MAX } };
    const ask = (photos: string[]) => requestReturn(orderOf([1]), { ...input({ 0: 1 }), photos }, 30, at(1));
    expect(RETURN_PHOTOS_MAX).toBe(4);
    expect(ask(own(5))).toEqual(refused);
    for (const name of [
      'returns/ravi/dent.webp',
      'returns/asha/dent.card.webp',
      'returns/asha/dent.png',
      'returns/asha/../ravi/dent.webp',
      'products/dent.webp',
      '/demo-photos/returns/asha/dent.webp',
      'https://firebasestorage.googleapis.com/v0/b/shop/o/returns%2Fasha%2Fdent.webp?alt=media',
    ]) {
      expect(ask([name])).toEqual(refused);
    }
  });

  it('stores none when none are attached', () => {
    for (const photos of [undefined, []]) {
      const asked = requestReturn(orderOf([1]), { ...input({ 0: 1 }), photos }, 30, at(1));
      expect(asked.ok && asked.value.request).not.toHaveProperty('photos');
    }
  });
});

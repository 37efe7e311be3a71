import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelLineError,
  cancelLineRefusal,
  codValueFreed,
  withLineCancelled,
} from '../../src/domain/orders/LineCancellation';
import type { Order } from '../../src/domain/orders/Order';
import { orderTimeline } from '../../src/domain/orders/OrderTimeline';
import { testLine, testOrder } from '../support/testOrder';

const PLACED = '2026-12-02T04:30:00.000Z';
const LATER = '2026-12-02T06:00:00.000Z';
const order = (overrides: Partial<Order> = {}): Order =>
  testOrder({
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    lines: [testLine('chair', 4000, 2), testLine('table', 12000, 1)],
    subtotal: 20000,
    shipping: 499,
    total: 20499,
    createdAt: PLACED,
    updatedAt: PLACED,
    history: [],
    ...overrides,
  });

describe('cancelling one line of an order', () => {
  it('takes the line off, lowers subtotal and total by its amount, keeps the shipping and records it', () => {
    const after = withLineCancelled(order(), 0, LATER, 'owner@shop.example');
    expect(after).toMatchObject({
      lines: [testLine('table', 12000, 1)],
      subtotal: 12000,
      shipping: 499,
      total: 12499,
      updatedAt: LATER,
      cancelledLines: [{ line: testLine('chair', 4000, 2), at: LATER, by: 'owner@shop.example' }],
    });
    expect(codValueFreed(order(), testLine('chair', 4000, 2))).toBe(8000);
    expect(codValueFreed(order({ paymentMethod: 'upi' }), testLine('chair', 4000, 2))).toBe(0);
    expect(orderTimeline(after).map((item) => [item.event, item.by])).toEqual([
      ['placed', null],
      ['line-cancelled', 'owner@shop.example'],
    ]);
  });

  it('refuses a line not there, an order past pending or paid, and the last line, and says why', () => {
    expect(cancelLineError(order(), 2)).toEqual({ code: 'LINE.NOT_FOUND' });
    expect(cancelLineError(order(), -1)).toEqual({ code: 'LINE.NOT_FOUND' });
    expect(cancelLineError(order({ status: 'confirmed' }), 0)).toEqual({
      code: 'LINE.NOT_PENDING',
      status: 'confirmed',
    });
    expect(cancelLineError(order({ paymentMethod: 'upi', paymentStatus: 'paid' }), 0)).toEqual({
      code: 'LINE.PAID',
    });
    expect(cancelLineError(order({ lines: [testLine('chair', 4000, 2)] }), 0)).toEqual({
      code: 'LINE.LAST_LINE',
    });
    expect(cancelLineError(order({ paymentStatus: 'failed' }), 1)).toBeNull();
    expect(cancelLineRefusal({ code: 'LINE.LAST_LINE' })).toBe(
      'This is the order’s only item: cancel the whole order instead.',
    );
  });

  it('keeps subtotal the sum of the lines and total subtotal plus shipping, whatever lines go', () => {
    const lines = fc.array(
      fc.record({ price: fc.integer({ min: 1, max: 100000 }), quantity: fc.integer({ min: 1, max: 10 }) }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(lines, fc.array(fc.nat(), { maxLength: 10 }), (specs, picks) => {
        const start = specs.map((spec, index) => testLine(`p${index}`, spec.price, spec.quantity));
        const subtotal = start.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        let current = order({ lines: start, subtotal, total: subtotal + 499 });
        for (const pick of picks) {
          const index = pick % current.lines.length;
          if (cancelLineError(current, index)) continue;
          current = withLineCancelled(current, index, LATER, 'owner@shop.example');
        }
        const kept = current.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        expect(current.subtotal).toBe(kept);
        expect(current.total).toBe(kept + 499);
        expect(current.lines.length).toBeGreaterThanOrEqual(1);
        expect(current.lines.length + (current.cancelledLines?.length ?? 0)).toBe(start.length);
      }),
    );
  });
});

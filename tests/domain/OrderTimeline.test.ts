import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus, PaymentStatus } from '../../src/domain/orders/Order';
import { nextPaymentStatuses, nextStatuses } from '../../src/domain/orders/OrderRules';
import { orderTimeline, recordChange, TIMELINE_LABELS } from '../../src/domain/orders/OrderTimeline';
import { testOrder } from '../support/testOrder';

const PLACED = '2026-11-01T10:00:00.000Z';

const placed = (): Order => testOrder({ createdAt: PLACED, updatedAt: PLACED });

type Move = { status: OrderStatus } | { paymentStatus: PaymentStatus };

/** A walk of allowed moves from a new order: each step picks one of the moves the order allows then. */
const walk = fc.array(fc.nat(), { maxLength: 8 }).map((picks) => {
  let order = placed();
  const moves: Move[] = [];
  picks.forEach((pick, index) => {
    const options: Move[] = [
      ...nextStatuses(order.status).map((status) => ({ status })),
      ...nextPaymentStatuses(order).map((paymentStatus) => ({ paymentStatus })),
    ];
    const move = options[pick % Math.max(1, options.length)];
    if (!move) return;
    moves.push(move);
    order = recordChange(
      order,
      move,
      new Date(Date.parse(PLACED) + (index + 1) * 60_000).toISOString(),
      'a@x.in',
    );
  });
  return { order, moves };
});

describe('orderTimeline', () => {
  it('shows the placing, then one event per change in the order they happened', () => {
    fc.assert(
      fc.property(walk, ({ order, moves }) => {
        const timeline = orderTimeline(order);
        expect(timeline[0]).toEqual({ event: 'placed', at: PLACED, by: null });
        expect(timeline).toHaveLength(1 + moves.length);
        const times = timeline.map((item) => item.at);
        expect([...times].sort()).toEqual(times);
        expect(timeline.slice(1).map((item) => item.event)).toEqual(
          moves.map((move) =>
            'status' in move
              ? move.status
              : move.paymentStatus === 'refunded'
                ? 'refunded'
                : `payment-${move.paymentStatus}`,
          ),
        );
        expect(timeline.every((item) => TIMELINE_LABELS[item.event].length > 0)).toBe(true);
      }),
    );
  });
  it('shows a write that delivered and took the payment as two events, status first', () => {
    const shipped = recordChange(
      recordChange(placed(), { status: 'confirmed' }, '2026-11-01T11:00:00.000Z', 'a@x.in'),
      { status: 'shipped' },
      '2026-11-02T11:00:00.000Z',
      'a@x.in',
    );
    const delivered = recordChange(
      shipped,
      { status: 'delivered', paymentStatus: 'paid' },
      '2026-11-03T10:00:00.000Z',
      'a@x.in',
    );
    expect(orderTimeline(delivered).map((item) => item.event)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
      'payment-paid',
    ]);
  });
  it('shows an order kept before history at its current state, when it was last updated', () => {
    const legacy = { ...placed(), status: 'shipped' as const, updatedAt: '2026-11-02T08:00:00.000Z' };
    expect(orderTimeline(legacy)).toEqual([
      { event: 'placed', at: PLACED, by: null },
      { event: 'shipped', at: '2026-11-02T08:00:00.000Z', by: null },
    ]);
    expect(orderTimeline(placed())).toEqual([{ event: 'placed', at: PLACED, by: null }]);
  });
  it('records who made the change and when, with the new state', () => {
    const confirmed = recordChange(
      placed(),
      { status: 'confirmed' },
      '2026-11-01T11:00:00.000Z',
      'staff@x.in',
    );
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      updatedAt: '2026-11-01T11:00:00.000Z',
      history: [
        { status: 'confirmed', paymentStatus: 'pending', at: '2026-11-01T11:00:00.000Z', by: 'staff@x.in' },
      ],
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailySeries,
  dashboardTotals,
  dashboardWindow,
  ordersByStatus,
  shopDay,
} from '../../src/domain/staff/AdminDashboard';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '../../src/domain/orders/Order';

const order = (
  createdAt: string,
  total: number,
  status: OrderStatus = 'pending',
  paymentStatus: PaymentStatus = 'pending',
  userId = 'u1',
) => ({
  createdAt,
  total,
  status,
  paymentStatus,
  userId,
});

describe('admin dashboard figures', () => {
  it('buckets orders by India day: 20:00 UTC is already the next day there', () => {
    expect(shopDay('2026-05-01T18:29:59.999Z')).toBe('2026-05-01');
    expect(shopDay('2026-05-01T18:30:00.000Z')).toBe('2026-05-02');
  });

  it('the window starts at India midnight 29 days before today', () => {
    expect(dashboardWindow('2026-05-30T10:00:00.000Z')).toEqual({
      from: '2026-04-30T18:30:00.000Z',
      to: '2026-05-30T10:00:00.001Z',
    });
  });

  it('gives 30 days ending today with the value only of orders not cancelled or refunded', () => {
    const points = dailySeries(
      [
        order('2026-05-30T01:00:00.000Z', 1000),
        order('2026-05-30T02:00:00.000Z', 500, 'cancelled'),
        order('2026-05-29T02:00:00.000Z', 700, 'delivered', 'refunded'),
        order('2026-04-01T02:00:00.000Z', 9999),
      ],
      '2026-05-30T10:00:00.000Z',
    );
    expect(points).toHaveLength(30);
    expect(points[0]?.date).toBe('2026-05-01');
    expect(points[29]).toEqual({ date: '2026-05-30', paid: 0, value: 1000, orders: 2 });
    expect(points[28]).toEqual({ date: '2026-05-29', paid: 0, value: 0, orders: 1 });
  });

  it('counts as paid revenue only what was paid: unpaid cash on delivery is order value, not revenue', () => {
    const orders = [
      order('2026-05-30T01:00:00.000Z', 1000, 'pending', 'pending'),
      order('2026-05-30T02:00:00.000Z', 2500, 'delivered', 'paid'),
      order('2026-05-30T03:00:00.000Z', 400, 'shipped', 'failed'),
      order('2026-05-30T04:00:00.000Z', 700, 'delivered', 'refunded'),
    ];
    expect(dashboardTotals(orders)).toMatchObject({ paidRevenue: 2500, orderValue: 3900, orders: 4 });
    expect(dailySeries(orders, '2026-05-30T10:00:00.000Z')[29]).toEqual({
      date: '2026-05-30',
      paid: 2500,
      value: 3900,
      orders: 4,
    });
  });

  it('counts a partly returned order at what the shop kept: the refunds of its returns come off, not its whole total', () => {
    const bedAndChairs = {
      ...order('2026-05-30T02:00:00.000Z', 78997, 'delivered', 'paid'),
      refunds: [{ returnNumber: 1, amount: 52999 }],
    };
    expect(dashboardTotals([bedAndChairs])).toMatchObject({ paidRevenue: 25998, orderValue: 25998 });
    expect(dailySeries([bedAndChairs], '2026-05-30T10:00:00.000Z')[29]).toMatchObject({
      paid: 25998,
      value: 25998,
    });
  });

  it('counts every status and the totals agree with the daily series', () => {
    const arbitraryOrder = fc.record({
      createdAt: fc
        .integer({ min: Date.parse('2026-05-01T00:00:00Z'), max: Date.parse('2026-05-30T09:00:00Z') })
        .map((ms) => new Date(ms).toISOString()),
      total: fc.nat(100000),
      status: fc.constantFrom(...ORDER_STATUSES),
      paymentStatus: fc.constantFrom(...PAYMENT_STATUSES),
      userId: fc.constantFrom('a', 'b', 'c'),
    });
    fc.assert(
      fc.property(fc.array(arbitraryOrder, { maxLength: 30 }), (orders) => {
        const totals = dashboardTotals(orders);
        const series = dailySeries(orders, '2026-05-30T10:00:00.000Z');
        expect(series.reduce((sum, point) => sum + point.orders, 0)).toBe(totals.orders);
        expect(series.reduce((sum, point) => sum + point.value, 0)).toBe(totals.orderValue);
        expect(series.reduce((sum, point) => sum + point.paid, 0)).toBe(totals.paidRevenue);
        expect(totals.paidRevenue).toBe(
          orders
            .filter((entry) => entry.paymentStatus === 'paid')
            .reduce((sum, entry) => sum + entry.total, 0),
        );
        const byStatus = ordersByStatus(orders);
        expect(byStatus.map((entry) => entry.status)).toEqual([...ORDER_STATUSES]);
        expect(byStatus.reduce((sum, entry) => sum + entry.count, 0)).toBe(orders.length);
        expect(totals.pending).toBe(byStatus[0]?.count);
        expect(totals.customers).toBe(new Set(orders.map((entry) => entry.userId)).size);
      }),
    );
  });
});

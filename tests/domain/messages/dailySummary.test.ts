import { describe, expect, it } from 'vitest';
import type { Complaint } from '../../../src/domain/afterSales/Complaint';
import {
  dailySummaryAt,
  dailySummaryEntries,
  dailySummaryFacts,
} from '../../../src/domain/messages/dailySummary';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../../contracts/support/testProduct';
import { testOrder } from '../../support/testOrder';

const NOW = '2026-12-05T02:30:00.000Z'; // 8:00 in India
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();
const complaint = (id: string, filedHoursAgo: number, status: Complaint['status'] = 'open'): Complaint => ({
  id,
  number: Number(id),
  uid: 'u1',
  orderId: null,
  subject: 'Late delivery',
  description: 'My sofa is a week late.',
  contact: '+91 98765 43210',
  status,
  createdAt: hoursAgo(filedHoursAgo),
  acknowledgedAt: null,
  resolvedAt: null,
  replies: [],
});

describe("the owner's daily summary", () => {
  const facts = dailySummaryFacts(
    {
      orders: [
        testOrder({ id: 'new1', total: 24_000, createdAt: hoursAgo(2), codToConfirm: true }),
        testOrder({
          id: 'new2',
          total: 5_000,
          createdAt: hoursAgo(23),
          paymentMethod: 'upi',
          utr: '412345678901',
        }),
        testOrder({
          id: 'old',
          total: 9_000,
          createdAt: hoursAgo(25),
          codToConfirm: true,
          codConfirmedAt: hoursAgo(24),
        }),
      ],
      complaints: [complaint('1', 49), complaint('2', 47), complaint('3', 100, 'resolved')],
      products: [
        testProduct('a', { name: 'Bikaner Stool', stock: 4 }),
        testProduct('b', { name: 'Jodhpur Bed', stock: 0 }),
        testProduct('c', { name: 'Hidden Chair', stock: 1, isActive: false }),
        testProduct('d', { name: 'Udaipur Sofa', stock: 9 }),
      ],
    },
    NOW,
    5,
  );

  it('counts the last 24 hours, what waits on the shop, and the active products low on stock, fewest first', () => {
    expect(facts).toEqual({
      day: '2026-12-05',
      newOrders: 2,
      newOrdersValue: 29_000,
      codToConfirm: 1,
      upiToVerify: 1,
      complaintsOverdue: 1,
      lowStock: [
        { name: 'Jodhpur Bed', stock: 0 },
        { name: 'Bikaner Stool', stock: 4 },
      ],
    });
  });

  it("is due at 8 in the morning, India time, and written once for the day to the shop's address", () => {
    expect(dailySummaryAt('2026-12-05T10:00:00.000Z')).toBe(NOW);
    const context = { settings: { ...DEFAULT_SHOP_SETTINGS, email: 'owner@shop.example' }, origin: '' };
    const [entry, ...more] = dailySummaryEntries(facts, context, NOW);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      id: 'summary-2026-12-05-daily-owner',
      to: 'owner@shop.example',
      subject: 'Daily summary, 5 Dec 2026: 2 new orders',
    });
    expect(entry?.text).toContain('Complaints past their due time: 1');
    expect(
      dailySummaryEntries(facts, { ...context, settings: { ...context.settings, email: '' } }, NOW),
    ).toEqual([]);
  });
});

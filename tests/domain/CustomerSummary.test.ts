import { describe, expect, it } from 'vitest';
import { matchesCustomer, summarizeCustomers } from '../../src/domain/accounts/CustomerSummary';

const order = (
  id: string,
  userId: string,
  createdAt: string,
  total: number,
  name: string,
  status = 'delivered' as const,
) => ({
  id,
  userId,
  customerEmail: `${userId}@demo.shop`,
  total,
  status,
  paymentStatus: 'paid' as const,
  createdAt,
  shippingAddress: { name },
});

describe('summarizeCustomers', () => {
  it('groups by user with count, spend (cancelled excluded) and the latest order, most recent customer first', () => {
    const customers = summarizeCustomers([
      order('o1', 'asha', '2026-05-01T10:00:00.000Z', 1000, 'Asha'),
      order('o2', 'ravi', '2026-05-03T10:00:00.000Z', 5000, 'Ravi K'),
      { ...order('o3', 'asha', '2026-05-04T10:00:00.000Z', 2000, 'Asha Rao'), status: 'cancelled' as const },
      order('o4', 'asha', '2026-05-02T10:00:00.000Z', 300, 'A'),
    ]);
    expect(customers).toEqual([
      {
        userId: 'asha',
        email: 'asha@demo.shop',
        name: 'Asha Rao',
        orderCount: 3,
        totalSpent: 1300,
        lastOrderAt: '2026-05-04T10:00:00.000Z',
        lastOrderId: 'o3',
      },
      {
        userId: 'ravi',
        email: 'ravi@demo.shop',
        name: 'Ravi K',
        orderCount: 1,
        totalSpent: 5000,
        lastOrderAt: '2026-05-03T10:00:00.000Z',
        lastOrderId: 'o2',
      },
    ]);
  });

  it("counts what a customer kept: a returned item's refund comes off its order's total", () => {
    const [asha] = summarizeCustomers([
      {
        ...order('o1', 'asha', '2026-05-01T10:00:00.000Z', 78997, 'Asha'),
        refunds: [{ returnNumber: 1, amount: 52999 }],
      },
    ]);
    expect(asha?.totalSpent).toBe(25998);
  });

  it('is empty without orders, and the search matches name, e-mail or id', () => {
    expect(summarizeCustomers([])).toEqual([]);
    const [asha] = summarizeCustomers([order('o1', 'asha', '2026-05-01T10:00:00.000Z', 1000, 'Asha Rao')]);
    if (!asha) throw new Error('missing');
    expect(matchesCustomer(asha, ' RAO ')).toBe(true);
    expect(matchesCustomer(asha, 'asha@demo')).toBe(true);
    expect(matchesCustomer(asha, '')).toBe(true);
    expect(matchesCustomer(asha, 'ravi')).toBe(false);
  });
});

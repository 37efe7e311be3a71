import { describe, expect, it } from 'vitest';
import { MAX_ACTIVITY_TARGETS } from '../../src/domain/staff/Activity';
import type { Order } from '../../src/domain/orders/Order';
import { erasedAddress, erasureDueAt } from '../../src/domain/accounts/OrderErasure';
import type { ActivityLog } from '../../src/ports/ActivityLog';
import type { OrderErasureRepository } from '../../src/ports/OrderErasureRepository';
import { pastOrder } from '../support/pastOrder';
import { type Harness, useHarness } from './support/harness';

/** What each backend gives the erasure contract: a shop with no orders. */
export interface OrderErasureHarness extends Harness<OrderErasureRepository> {
  /** requestErasure as the shopper it names; countDue and eraseDue as a member of staff. */
  repository: OrderErasureRepository;
  /** Orders as stored, with their own dates (past the rules). */
  seedOrders(orders: Order[]): Promise<void>;
  /** An order as stored (past the rules). */
  orderOf(id: string): Promise<Order | null>;
  /** The activity log, as the shop's owner reads it. */
  activity: ActivityLog;
}

const iso = (text: string): string => new Date(text).toISOString();
/** Near enough to now for a server's clock (the emulator's may differ from this machine's by a little). */
const nearNow = (value: string | undefined): boolean =>
  Math.abs(Date.parse(value ?? '') - Date.now()) < 60_000;

/** The OrderErasureRepository contract (src/ports/OrderErasureRepository.ts), run against every adapter. */
export const describeOrderErasureRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<OrderErasureHarness>,
): void => {
  describe(`OrderErasureRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async (h) => {
      expect(await h.repository.countDue(new Date().toISOString())).toBe(0);
    });
    const repo = (): OrderErasureRepository => harness().repository;

    it("marks each of the shopper's orders once with the time asked and its due day; a retry marks none", async () => {
      const old = pastOrder('asha-2015', 'asha', iso('2015-03-01T10:00:00Z'));
      const recent = pastOrder('asha-2025', 'asha', iso('2025-01-01T10:00:00Z'));
      const ravis = pastOrder('ravi-2015', 'ravi', iso('2015-03-01T10:00:00Z'));
      await harness().seedOrders([old, recent, ravis]);

      expect(await repo().requestErasure('asha')).toBe(2);
      const marked = await harness().orderOf('asha-2015');
      expect(nearNow(marked?.erasureRequestedAt)).toBe(true);
      expect(marked).toEqual({
        ...old,
        erasureRequestedAt: marked?.erasureRequestedAt,
        erasureDueAt: erasureDueAt(old.createdAt),
      });
      expect((await harness().orderOf('asha-2025'))?.erasureDueAt).toBe(iso('2033-01-01T10:00:00Z'));

      expect(await repo().requestErasure('asha')).toBe(0);
      expect(await harness().orderOf('asha-2015')).toEqual(marked);
      expect(await harness().orderOf('ravi-2015')).toEqual(ravis);
      expect(await repo().requestErasure('nobody')).toBe(0);
    });

    it('erases exactly the customer details of marked orders past their retention, logging that and not them', async () => {
      const old = pastOrder('asha-2015', 'asha', iso('2015-03-01T10:00:00Z'));
      const recent = pastOrder('asha-2025', 'asha', iso('2025-01-01T10:00:00Z'));
      const unasked = pastOrder('ravi-2015', 'ravi', iso('2015-03-01T10:00:00Z'));
      await harness().seedOrders([old, recent, unasked]);
      await repo().requestErasure('asha');
      const markedRecent = await harness().orderOf('asha-2025');
      const now = new Date().toISOString();
      expect(await repo().countDue(now)).toBe(1);

      expect(await repo().eraseDue(now, MAX_ACTIVITY_TARGETS)).toBe(1);
      const erased = await harness().orderOf('asha-2015');
      expect(nearNow(erased?.customerErasedAt)).toBe(true);
      const { erasureDueAt: _due, ...kept } = { ...old, erasureDueAt: '' };
      expect(erased).toEqual({
        ...kept,
        customerEmail: '',
        shippingAddress: erasedAddress(old.shippingAddress),
        erasureRequestedAt: erased?.erasureRequestedAt,
        customerErasedAt: erased?.customerErasedAt,
      });
      expect(erased?.shippingAddress).toEqual({
        name: 'Deleted customer',
        phone: '',
        line1: '',
        line2: '',
        city: '',
        state: 'Rajasthan',
        pincode: '',
      });
      expect(await harness().orderOf('asha-2025')).toEqual(markedRecent);
      expect(await harness().orderOf('ravi-2015')).toEqual(unasked);
      expect(await repo().countDue(now)).toBe(0);
      expect(await repo().eraseDue(now, MAX_ACTIVITY_TARGETS)).toBe(0);

      const { items } = await harness().activity.list({ kind: 'order', pageSize: 10 });
      expect(items).toHaveLength(1);
      expect(items[0]?.targets).toEqual([
        {
          id: 'asha-2015',
          label: 'asha-2015',
          action: 'updated',
          changes: [{ field: 'customerDetails', before: 'Kept for tax records', after: 'Deleted customer' }],
        },
      ]);
      expect(JSON.stringify(items)).not.toMatch(/Customer asha|9876543210|MG Road|asha@example\.com/);
    });

    it('erases at most the number asked at a time, the longest due first, and refuses a number out of range', async () => {
      const years = ['2013', '2014', '2015'];
      await harness().seedOrders(
        years.map((year) => pastOrder(`asha-${year}`, 'asha', iso(`${year}-06-01T00:00:00Z`))),
      );
      await repo().requestErasure('asha');
      const now = new Date().toISOString();
      expect(await repo().countDue(now)).toBe(3);
      expect(await repo().eraseDue(now, 2)).toBe(2);
      expect((await harness().orderOf('asha-2013'))?.customerEmail).toBe('');
      expect((await harness().orderOf('asha-2014'))?.customerEmail).toBe('');
      expect((await harness().orderOf('asha-2015'))?.customerEmail).toBe('asha@example.com');
      expect(await repo().countDue(now)).toBe(1);
      for (const max of [0, MAX_ACTIVITY_TARGETS + 1, 1.5])
        await expect(repo().eraseDue(now, max)).rejects.toMatchObject({ code: 'REPO.INVALID' });
      expect(await repo().countDue(now)).toBe(1);
    });
  });
};

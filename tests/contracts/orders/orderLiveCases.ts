import { expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { pause, recorder } from '../support/timing';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { placeInSequence } from './orderQueryCases';

const ids = (orders: Order[]): string[] => orders.map((order) => order.id);

/** The live subscriptions: My Orders, the admin's open order and the admin's new-order feed. */
export const orderLiveCases = (harness: () => OrderRepositoryHarness): void => {
  it("keeps one order live for the admin: the shop's and its shopper's changes, until stopped", async () => {
    const h = harness();
    const [order] = await placeInSequence(h, [{ userId: 'user-a' }]);
    const id = order!.id;
    const seen = recorder<Order | null>();
    const stop = h.repository.subscribe(id, seen.listener, seen.onError);
    await vi.waitFor(() => expect(seen.last()).toMatchObject({ id, status: 'pending' }));
    await h.repository.updateStatus(id, 'confirmed', 'admin@example.com');
    await vi.waitFor(() => expect(seen.last()).toMatchObject({ id, status: 'confirmed' }));
    expect(
      await h.repository.cancelOrder({ orderId: id, userId: 'user-a', reason: 'Bought elsewhere' }),
    ).toMatchObject({
      ok: true,
    });
    await vi.waitFor(() =>
      expect(seen.last()).toMatchObject({ status: 'cancelled', cancelReason: 'Bought elsewhere' }),
    );
    stop();
    expect(seen.failures).toEqual([]);
  });

  it('says nothing more once stopped, and a new live view says a deleted order is gone', async () => {
    const h = harness();
    const [order] = await placeInSequence(h, [{ userId: 'user-a' }]);
    const id = order!.id;
    await h.repository.updateStatus(id, 'cancelled', 'admin@example.com');
    const seen = recorder<Order | null>();
    const stop = h.repository.subscribe(id, seen.listener, seen.onError);
    await vi.waitFor(() => expect(seen.last()).toMatchObject({ id, status: 'cancelled' }));
    stop();
    const count = seen.values.length;
    await h.repository.delete(id);
    await pause(50);
    expect(seen.values).toHaveLength(count);

    const gone = recorder<Order | null>();
    const stopGone = h.repository.subscribe(id, gone.listener, gone.onError);
    // A client that had the order may show its copy first; the live view then says it is gone.
    await vi.waitFor(() => expect(gone.last()).toBeNull());
    stopGone();
    expect([...seen.failures, ...gone.failures]).toEqual([]);
  });

  it("keeps a user's orders live: new orders first, status changes, nobody else's", async () => {
    const h = harness();
    const [old] = await placeInSequence(h, [{ userId: 'user-a' }]);
    const seen = recorder<Order[]>();
    const stop = h.repository.subscribeByUser('user-a', 5, seen.listener, seen.onError);
    await vi.waitFor(() => expect(ids(seen.last() ?? [])).toEqual([old!.id]));
    const [, mine] = await placeInSequence(h, [{ userId: 'user-b' }, { userId: 'user-a' }]);
    await vi.waitFor(() => expect(ids(seen.last() ?? [])).toEqual([mine!.id, old!.id]));
    await h.repository.updateStatus(old!.id, 'confirmed', 'admin@example.com');
    await vi.waitFor(() => expect(seen.last()?.[1]?.status).toBe('confirmed'));
    expect(seen.values.every((orders) => orders.every((order) => order.userId === 'user-a'))).toBe(true);
    stop();
    const count = seen.values.length;
    await placeInSequence(h, [{ userId: 'user-a' }]);
    await pause(50);
    expect(seen.values).toHaveLength(count);
    expect(seen.failures).toEqual([]);
  });

  it('feeds each order created after the instant exactly once, in creation order, until stopped', async () => {
    const h = harness();
    const [before] = await placeInSequence(h, [{ userId: 'user-a' }]);
    const feed = recorder<Order>();
    const stop = h.repository.subscribeCreatedAfter(before!.createdAt, feed.listener, feed.onError);
    await pause(30);
    expect(feed.values).toEqual([]);
    const fresh = await placeInSequence(h, [{ userId: 'user-b' }, { userId: 'user-c' }]);
    await vi.waitFor(() => expect(ids(feed.values)).toEqual(ids(fresh)));
    await h.repository.updateStatus(fresh[0]!.id, 'confirmed', 'admin@example.com');
    await h.repository.updateStatus(before!.id, 'cancelled', 'admin@example.com');
    await pause(50);
    expect(ids(feed.values)).toEqual(ids(fresh));
    expect(feed.values[0]).toMatchObject({ userId: 'user-b', status: 'pending' });
    stop();
    await placeInSequence(h, [{ userId: 'user-d' }]);
    await pause(50);
    expect(feed.values).toHaveLength(2);
    expect(feed.failures).toEqual([]);
  });
};

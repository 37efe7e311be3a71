import { expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';

const desk = testProduct('desk', { name: 'Bikaner Desk', price: 12000, stock: 3 });

/** placeOrder's AbortSignal: a placement the shopper gave up on writes nothing; one retried places once. */
export const orderAbortCases = (harness: () => OrderRepositoryHarness): void => {
  const seed = async (): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([desk]);
    await h.seedSettings(DEFAULT_SHOP_SETTINGS);
    return h;
  };

  it('writes nothing when the signal is aborted before the call, and rejects with its reason', async () => {
    const h = await seed();
    const controller = new AbortController();
    const reason = new Error('The shopper cancelled');
    controller.abort(reason);
    const placing = request([line('desk', 12000, 2)], { signal: controller.signal });
    await expect(h.repository.placeOrder(placing)).rejects.toBe(reason);
    expect(await h.repository.get(placing.orderId)).toBeNull();
    expect(await h.stockOf('desk')).toBe(3);
    expect(await h.counterOf(placing.userId)).toBeNull();
  });

  it('is all or nothing when aborted while the call runs, and a retry with the same id places it once', async () => {
    const h = await seed();
    const controller = new AbortController();
    const first = request([line('desk', 12000, 1)]);
    const attempt = h.repository.placeOrder({ ...first, signal: controller.signal }).then(
      (result) => ({ placed: result.ok }),
      (error: unknown) => ({ placed: false, error }),
    );
    controller.abort();
    const outcome = await attempt;
    const stored = await h.repository.get(first.orderId);
    expect(stored !== null).toBe(outcome.placed);
    expect(await h.stockOf('desk')).toBe(outcome.placed ? 2 : 3);
    if (!outcome.placed) expect(outcome).toMatchObject({ error: { name: 'AbortError' } });

    const retried = await h.repository.placeOrder(first);
    expect(retried).toMatchObject({ ok: true, value: { id: first.orderId, userId: first.userId } });
    expect(await h.stockOf('desk')).toBe(2);
    expect(await h.repository.listByUser(first.userId, 10)).toHaveLength(1);
  });
};

import { expect, it } from 'vitest';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { placeChairsAndSofa } from './stockedProducts';

const STAFF = 'admin@example.com';

/** Staff take one line off a pending order (OrderRepository.cancelLine): its units back, the totals down. */
export const orderLineCancelCases = (harness: () => OrderRepositoryHarness): void => {
  const placeFor = (userId: string) => placeChairsAndSofa(harness, userId);

  it('gives a variant line’s units back, lowers the totals and the open cash value, and records the line', async () => {
    const { h, order } = await placeFor('asha');
    expect(await h.counterOf('asha')).toMatchObject({ openCodValue: order.total });
    const after = await h.repository.cancelLine(order.id, 1, STAFF);
    expect(after).toMatchObject({
      status: 'pending',
      lines: [order.lines[0]],
      subtotal: 8000,
      shipping: order.shipping,
      total: 8000 + order.shipping,
      // Through the rules, the signed-in admin's own address is recorded, whatever the caller names.
      cancelledLines: [{ line: order.lines[1], by: expect.stringMatching(/admin@example\.com$/) }],
    });
    expect(Date.parse(after.cancelledLines?.[0]?.at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(order.createdAt),
    );
    expect(await h.repository.get(order.id)).toEqual(after);
    expect(await h.stockOf('sofa')).toBe(30);
    expect(await h.variantStockOf('sofa')).toEqual({ v2: 15, v3: 15 });
    expect(await h.stockOf('chair')).toBe(28);
    expect(await h.counterOf('asha')).toMatchObject({ openOrders: 1, openCodValue: after.total });
  });

  it('gives a plain line’s units back', async () => {
    const { h, order } = await placeFor('ravi');
    const after = await h.repository.cancelLine(order.id, 0, STAFF);
    expect(after.lines).toEqual([order.lines[1]]);
    expect(after.total).toBe(order.total - 8000);
    expect(await h.stockOf('chair')).toBe(30);
    expect(await h.variantStockOf('sofa')).toEqual({ v2: 15, v3: 14 });
  });

  it('refuses the last line, a line not there, an unknown order and a confirmed one, changing nothing', async () => {
    const { h, order } = await placeFor('meera');
    await expect(h.repository.cancelLine(order.id, 2, STAFF)).rejects.toMatchObject({
      code: 'REPO.CONFLICT',
    });
    await expect(h.repository.cancelLine('no-such-order', 0, STAFF)).rejects.toMatchObject({
      code: 'REPO.NOT_FOUND',
    });
    const after = await h.repository.cancelLine(order.id, 0, STAFF);
    await expect(h.repository.cancelLine(order.id, 0, STAFF)).rejects.toMatchObject({
      code: 'REPO.CONFLICT',
    });
    expect(await h.repository.get(order.id)).toEqual(after);
    expect(await h.variantStockOf('sofa')).toEqual({ v2: 15, v3: 14 });

    const { h: other, order: confirmed } = await placeFor('kavya');
    await other.repository.updateStatus(confirmed.id, 'confirmed', STAFF);
    await expect(other.repository.cancelLine(confirmed.id, 0, STAFF)).rejects.toMatchObject({
      code: 'REPO.CONFLICT',
    });
    expect(await other.stockOf('chair')).toBe(28);
  });
};

import { expect, it } from 'vitest';
import { CANCEL_REASON_MAX } from '../../../src/domain/orders/OrderCancellation';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';
import { placeChairsAndSofa, stockedChair as chair, stockedSofa as sofa } from './stockedProducts';

const STAFF = 'admin@example.com';

/** Cancelling an order, by its shopper or by the shop: the units go back once, in the same write. */
export const orderCancelCases = (harness: () => OrderRepositoryHarness): void => {
  const placeFor = (userId: string) => placeChairsAndSofa(harness, userId);

  it("lets the shopper cancel their open order: stock and each variant's stock come back, the counter frees up", async () => {
    const { h, order } = await placeFor('asha');
    expect(await h.stockOf('chair')).toBe(28);
    expect(await h.variantStockOf('sofa')).toEqual({ v2: 15, v3: 14 });
    const cancelled = await h.repository.cancelOrder({
      orderId: order.id,
      userId: 'asha',
      reason: '  Found a smaller one  ',
    });
    expect(cancelled).toMatchObject({
      ok: true,
      value: { status: 'cancelled', paymentStatus: 'pending', cancelReason: 'Found a smaller one' },
    });
    if (!cancelled.ok) return;
    expect(cancelled.value.history).toEqual([
      { status: 'cancelled', paymentStatus: 'pending', at: cancelled.value.updatedAt, by: null },
    ]);
    expect(await h.repository.get(order.id)).toEqual(cancelled.value);
    expect(await h.stockOf('chair')).toBe(30);
    expect(await h.stockOf('sofa')).toBe(30);
    expect(await h.variantStockOf('sofa')).toEqual({ v2: 15, v3: 15 });
    expect(await h.counterOf('asha')).toMatchObject({ openOrders: 0, openCodValue: 0 });
  });

  it('keeps where the refund of a paid UPI order goes when its shopper cancels it; refuses a malformed account', async () => {
    const h = harness();
    await h.seedProducts([chair, sofa]);
    await h.seedSettings({
      ...DEFAULT_SHOP_SETTINGS,
      upiId: 'sheesham.test@fictitious',
      upiPayeeName: 'Test',
    });
    const placed = await h.repository.placeOrder(
      request([line('chair', 4000)], { userId: 'asha', paymentMethod: 'upi' }),
    );
    if (!placed.ok) throw new Error(placed.error.code);
    const orderId = placed.value.id;
    await h.repository.reportUpiPayment({ orderId, userId: 'asha', utr: '412345678901' });
    const bank = {
      kind: 'bank',
      accountNumber: '000123456789',
      ifsc: 'SBIN0001234',
      holder: 'Asha Rao',
    } as const;
    expect(
      await h.repository.cancelOrder({
        orderId,
        userId: 'asha',
        reason: '',
        refundTo: { ...bank, ifsc: 'SBIN1234' },
      }),
    ).toEqual({ ok: false, error: { code: 'ORDER.INVALID_REFUND_DESTINATION' } });
    expect(
      await h.repository.cancelOrder({ orderId, userId: 'asha', reason: '', refundTo: bank }),
    ).toMatchObject({
      ok: true,
      value: { status: 'cancelled', refundTo: bank },
    });
    expect(await h.repository.get(orderId)).toMatchObject({ refundTo: bank, utr: '412345678901' });
  });

  it('cancels a confirmed order too, and never one that shipped, someone else’s, or one already cancelled', async () => {
    const { h, order } = await placeFor('asha');
    await h.repository.updateStatus(order.id, 'confirmed', STAFF);
    expect(await h.repository.cancelOrder({ orderId: order.id, userId: 'ravi', reason: '' })).toEqual({
      ok: false,
      error: { code: 'ORDER.NOT_FOUND' },
    });
    expect((await h.repository.cancelOrder({ orderId: order.id, userId: 'asha', reason: '' })).ok).toBe(true);
    expect(await h.repository.cancelOrder({ orderId: order.id, userId: 'asha', reason: '' })).toEqual({
      ok: false,
      error: { code: 'ORDER.NOT_CANCELLABLE', status: 'cancelled' },
    });
    expect(await h.stockOf('chair')).toBe(30);

    const second = await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'ravi' }));
    if (!second.ok) throw new Error(second.error.code);
    await h.repository.updateStatus(second.value.id, 'confirmed', STAFF);
    await h.repository.updateStatus(second.value.id, 'shipped', STAFF);
    expect(await h.repository.cancelOrder({ orderId: second.value.id, userId: 'ravi', reason: '' })).toEqual({
      ok: false,
      error: { code: 'ORDER.NOT_CANCELLABLE', status: 'shipped' },
    });
    expect(await h.stockOf('chair')).toBe(29);
    expect(await h.repository.cancelOrder({ orderId: 'nosuchorder', userId: 'ravi', reason: '' })).toEqual({
      ok: false,
      error: { code: 'ORDER.NOT_FOUND' },
    });
  });

  it('refuses a reason longer than the limit and changes nothing', async () => {
    const { h, order } = await placeFor('asha');
    expect(
      await h.repository.cancelOrder({
        orderId: order.id,
        userId: 'asha',
        reason: 'x'.repeat(CANCEL_REASON_MAX + 1),
      }),
    ).toEqual({ ok: false, error: { code: 'ORDER.CANCEL_REASON_TOO_LONG', max: CANCEL_REASON_MAX } });
    expect((await h.repository.get(order.id))?.status).toBe('pending');
    expect(await h.stockOf('chair')).toBe(28);
  });

  it('gives the stock back once when two cancels race', async () => {
    const { h, order } = await placeFor('asha');
    const outcomes = await Promise.all([
      h.repository.cancelOrder({ orderId: order.id, userId: 'asha', reason: '' }),
      h.repository.cancelOrder({ orderId: order.id, userId: 'asha', reason: 'again' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      { ok: false, error: { code: 'ORDER.NOT_CANCELLABLE', status: 'cancelled' } },
    ]);
    expect(await h.stockOf('chair')).toBe(30);
    expect(await h.variantStockOf('sofa')).toEqual({ v2: 15, v3: 15 });
    expect((await h.repository.get(order.id))?.history).toHaveLength(1);
  });

  it('gives back the units of a product the shop has since taken off sale', async () => {
    const { h, order } = await placeFor('asha');
    await h.seedProducts([{ ...chair, stock: 28, isActive: false }]);
    expect((await h.repository.cancelOrder({ orderId: order.id, userId: 'asha', reason: '' })).ok).toBe(true);
    expect(await h.stockOf('chair')).toBe(30);
  });

  it('restocks when the shop cancels, records who moved the order, and never moves a cancelled order again', async () => {
    const { h, order } = await placeFor('asha');
    await h.repository.updateStatus(order.id, 'confirmed', STAFF);
    await h.repository.updateStatus(order.id, 'shipped', STAFF);
    const cancelled = await h.repository.updateStatus(order.id, 'cancelled', STAFF);
    expect(cancelled.history.map(({ status, paymentStatus }) => [status, paymentStatus])).toEqual([
      ['confirmed', 'pending'],
      ['shipped', 'pending'],
      ['cancelled', 'pending'],
    ]);
    expect(cancelled.history.every((entry) => typeof entry.by === 'string' && entry.by !== '')).toBe(true);
    expect(cancelled.history.at(-1)?.at).toBe(cancelled.updatedAt);
    expect(await h.stockOf('chair')).toBe(30);
    expect(await h.variantStockOf('sofa')).toEqual({ v2: 15, v3: 15 });
    await expect(h.repository.updateStatus(order.id, 'pending', STAFF)).rejects.toMatchObject({
      code: 'REPO.CONFLICT',
    });
    await expect(h.repository.updateStatus(order.id, 'cancelled', STAFF)).rejects.toMatchObject({
      code: 'REPO.CONFLICT',
    });
    expect(await h.stockOf('chair')).toBe(30);
  });
};

import { expect, it } from 'vitest';
import type { OrderCounter } from '../../../src/domain/orders/OrderLimits';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';
import { stockedChair as chair, stockedSofa as sofa } from './stockedProducts';

const SETTINGS = {
  ...DEFAULT_SHOP_SETTINGS,
  maxOpenOrders: 3,
  maxOpenPrepaidOrders: 4,
  maxOpenCodValue: 300000,
  upiId: 'sheeshamhome@okaxis',
  upiPayeeName: 'Sheesham Home',
};
const LONG_AGO = '2025-01-01T00:00:00.000Z';
const holding = (openOrders: number, openCodValue: number, openPrepaidOrders = 0): OrderCounter => ({
  openOrders,
  openPrepaidOrders,
  openCodValue,
  lastOrderId: 'earlier',
  lastOrderAt: LONG_AGO,
});

/** What one account may hold (OrderLimits): the same answers from every backend. */
export const orderLimitCases = (harness: () => OrderRepositoryHarness): void => {
  const seed = async (): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([chair, sofa]);
    await h.seedSettings(SETTINGS);
    return h;
  };

  it('counts each order on its account: one more open order and its cash-on-delivery value', async () => {
    const h = await seed();
    await h.setCounter('asha', holding(1, 5000));
    const placed = await h.repository.placeOrder(request([line('chair', 4000, 2)], { userId: 'asha' }));
    if (!placed.ok) throw new Error(placed.error.code);
    expect(await h.counterOf('asha')).toMatchObject({
      openOrders: 2,
      openCodValue: 5000 + placed.value.total,
      lastOrderId: placed.value.id,
    });
  });

  it('refuses a fourth open cash-on-delivery order and leaves the stock alone; allows a third', async () => {
    const h = await seed();
    await h.setCounter('asha', holding(3, 12000));
    expect(await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'asha' }))).toEqual({
      ok: false,
      error: { code: 'ORDER.TOO_MANY_OPEN', limit: 3, payment: 'cod', upiOffered: true },
    });
    expect(await h.stockOf('chair')).toBe(30);
    await h.setCounter('asha', holding(2, 12000));
    expect((await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'asha' }))).ok).toBe(true);
    expect(await h.stockOf('chair')).toBe(29);
  });

  it('takes a UPI order beside three open cash-on-delivery ones, up to the bound on prepaid orders', async () => {
    const h = await seed();
    await h.setCounter('asha', holding(3, 12000));
    const upi = { userId: 'asha', paymentMethod: 'upi' as const };
    const placed = await h.repository.placeOrder(request([line('chair', 4000)], upi));
    expect(placed.ok).toBe(true);
    expect(await h.counterOf('asha')).toMatchObject({
      openOrders: 4,
      openPrepaidOrders: 1,
      openCodValue: 12000,
    });
    await h.setCounter('asha', holding(7, 12000, 4));
    expect(await h.repository.placeOrder(request([line('chair', 4000)], upi))).toEqual({
      ok: false,
      error: { code: 'ORDER.TOO_MANY_OPEN', limit: 4, payment: 'prepaid' },
    });
    expect(await h.stockOf('chair')).toBe(29);
  });

  it('refuses open cash on delivery above the limit; allows it up to the limit', async () => {
    const h = await seed();
    await h.setCounter('asha', holding(1, 290000));
    expect(
      await h.repository.placeOrder(request([line('sofa', 30000, 1, 'v2')], { userId: 'asha' })),
    ).toEqual({
      ok: false,
      error: { code: 'ORDER.COD_LIMIT', limit: 300000, open: 290000 },
    });
    await h.setCounter('asha', holding(1, 270000));
    expect(
      (await h.repository.placeOrder(request([line('sofa', 30000, 1, 'v2')], { userId: 'asha' }))).ok,
    ).toBe(true);
  });

  it('refuses a second order of one account within a minute, and says how long to wait', async () => {
    const h = await seed();
    expect((await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'asha' }))).ok).toBe(true);
    const again = await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'asha' }));
    expect(again).toMatchObject({ ok: false, error: { code: 'ORDER.TOO_SOON' } });
    const wait = !again.ok && again.error.code === 'ORDER.TOO_SOON' ? again.error.waitSeconds : 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'ravi' }))).ok).toBe(true);
  });

  it('caps one product at 10 units per order across its variant lines, whatever the lines', async () => {
    const h = await seed();
    const stool = testProduct('stool', {
      price: 3000,
      stock: 30,
      variants: [
        { id: 'low', size: 'Low', priceModifier: 0, sku: 'ST-L', images: [], stock: 15 },
        { id: 'bar', size: 'Bar', priceModifier: 600, sku: 'ST-B', images: [], stock: 15 },
      ],
    });
    await h.seedProducts([stool]);
    expect(
      await h.repository.placeOrder(request([line('stool', 3000, 6, 'low'), line('stool', 3600, 5, 'bar')])),
    ).toEqual({ ok: false, error: { code: 'ORDER.PRODUCT_LIMIT', productId: 'stool', limit: 10 } });
    expect(await h.stockOf('stool')).toBe(30);
    expect(
      (await h.repository.placeOrder(request([line('stool', 3000, 5, 'low'), line('stool', 3600, 5, 'bar')])))
        .ok,
    ).toBe(true);
    expect(await h.stockOf('stool')).toBe(20);
  });

  it('frees a place when an open order ships or is cancelled; not when it is confirmed, nor by deleting it', async () => {
    const h = await seed();
    const placed = await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'asha' }));
    if (!placed.ok) throw new Error(placed.error.code);
    const counted = await h.counterOf('asha');
    expect(counted).toMatchObject({ openOrders: 1, openCodValue: placed.value.total });
    await h.repository.updateStatus(placed.value.id, 'confirmed', 'admin@example.com');
    expect(await h.counterOf('asha')).toEqual(counted);
    await h.repository.updateStatus(placed.value.id, 'shipped', 'admin@example.com');
    expect(await h.counterOf('asha')).toMatchObject({ openOrders: 0, openCodValue: 0 });

    const second = await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'ravi' }));
    if (!second.ok) throw new Error(second.error.code);
    await h.repository.updateStatus(second.value.id, 'cancelled', 'admin@example.com');
    expect(await h.counterOf('ravi')).toMatchObject({ openOrders: 0, openCodValue: 0 });

    const third = await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'meera' }));
    if (!third.ok) throw new Error(third.error.code);
    const held = await h.counterOf('meera');
    await expect(h.repository.delete(third.value.id)).rejects.toMatchObject({ code: 'REPO.CONFLICT' });
    expect(await h.counterOf('meera')).toEqual(held);
  });
};

import { expect, it } from 'vitest';
import { notConfirmedWithin } from '../../../src/domain/checkout/deliveryMessages';
import { lapseReason } from '../../../src/domain/orders/LapsedOrders';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';

const STAFF = 'admin@example.com';
const sofa = testProduct('sofa', { name: 'Jodhpur Sofa', price: 24000, stock: 20 });
const stool = testProduct('stool', { name: 'Bikaner Stool', price: 2000, stock: 50 });
const SHOP: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, codConfirmAbove: 20000, codConfirmWithinHours: 6 };

/** Cash on delivery above the shop's amount waits for the shopper's word (CodConfirmation). */
export const orderCodConfirmationCases = (harness: () => OrderRepositoryHarness): void => {
  const shop = async (settings: ShopSettings = SHOP): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([sofa, stool]);
    await h.seedSettings(settings);
    return h;
  };

  it('marks a cash order above the amount to confirm, and neither a smaller one nor one when the shop asks for none', async () => {
    const h = await shop();
    const large = await h.repository.placeOrder(request([line('sofa', 24000)], { userId: 'asha' }));
    const small = await h.repository.placeOrder(request([line('stool', 2000)], { userId: 'ravi' }));
    expect(large).toMatchObject({ ok: true, value: { codToConfirm: true } });
    expect(small.ok && small.value.codToConfirm).toBeFalsy();
    const none = await shop({ ...SHOP, codConfirmAbove: 0 });
    const unasked = await none.repository.placeOrder(request([line('sofa', 24000)], { userId: 'meera' }));
    expect(unasked.ok && unasked.value.codToConfirm).toBeFalsy();
  });

  it("takes the shopper's confirmation of their own order once; nobody else's, and never twice", async () => {
    const h = await shop();
    const placed = await h.repository.placeOrder(request([line('sofa', 24000)], { userId: 'asha' }));
    if (!placed.ok) throw new Error(placed.error.code);
    const orderId = placed.value.id;
    expect(await h.repository.confirmCod({ orderId, userId: 'ravi' })).toEqual({
      ok: false,
      error: { code: 'COD.ORDER_NOT_FOUND' },
    });
    const confirmed = await h.repository.confirmCod({ orderId, userId: 'asha' });
    expect(confirmed).toMatchObject({ ok: true, value: { status: 'pending', codToConfirm: true } });
    expect(confirmed.ok && confirmed.value.codConfirmedAt).toBeTruthy();
    expect((await h.repository.get(orderId))?.codConfirmedAt).toBeTruthy();
    expect(await h.repository.confirmCod({ orderId, userId: 'asha' })).toEqual({
      ok: false,
      error: { code: 'COD.NOT_AWAITED' },
    });
    // The shop then prepares it as any other.
    expect(await h.repository.updateStatus(orderId, 'confirmed', STAFF)).toMatchObject({
      status: 'confirmed',
    });
  });

  it('refuses to confirm an order that never asked, or one the shop cancelled', async () => {
    const h = await shop();
    const small = await h.repository.placeOrder(request([line('stool', 2000)], { userId: 'ravi' }));
    const large = await h.repository.placeOrder(request([line('sofa', 24000)], { userId: 'asha' }));
    if (!small.ok || !large.ok) throw new Error('not placed');
    expect(await h.repository.confirmCod({ orderId: small.value.id, userId: 'ravi' })).toEqual({
      ok: false,
      error: { code: 'COD.NOT_AWAITED' },
    });
    await h.repository.updateStatus(large.value.id, 'cancelled', STAFF);
    expect(await h.repository.confirmCod({ orderId: large.value.id, userId: 'asha' })).toEqual({
      ok: false,
      error: { code: 'COD.NOT_AWAITED' },
    });
  });

  it("refuses the confirmation once the shop's time has passed; the order is then cancelled and restocked", async () => {
    const h = await shop();
    const placed = await h.repository.placeOrder(request([line('sofa', 24000)], { userId: 'asha' }));
    if (!placed.ok) throw new Error(placed.error.code);
    const stock = await h.stockOf('sofa');
    // Placed six hours and a minute before the backend's clock says it was.
    const sixHoursAgo = new Date(Date.parse(placed.value.createdAt) - 6 * 3_600_000 - 60_000).toISOString();
    const lapsed = { ...placed.value, createdAt: sixHoursAgo, updatedAt: sixHoursAgo };
    await h.seedOrder(lapsed);
    const orderId = placed.value.id;
    expect(await h.repository.confirmCod({ orderId, userId: 'asha' })).toEqual({
      ok: false,
      error: { code: 'COD.LAPSED', hours: 6 },
    });
    const reason = lapseReason(lapsed, new Date().toISOString(), SHOP);
    expect(reason).toBe(notConfirmedWithin(6));
    expect(await h.repository.cancelOrder({ orderId, userId: 'asha', reason: reason ?? '' })).toMatchObject({
      ok: true,
      value: { status: 'cancelled', cancelReason: 'Not confirmed within 6 hours' },
    });
    expect(await h.stockOf('sofa')).toBe(stock + 1);
  });
};

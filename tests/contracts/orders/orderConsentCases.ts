import { expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { pastOrder } from '../../support/pastOrder';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';

const STAFF = 'admin@example.com';
const chair = testProduct('chair', { name: 'Jodhpur Chair', price: 4000, stock: 5 });

/** An order stored before checkout asked for consent to the terms: everything an order had then, and no consent. */
const orderBeforeConsent = (): Order => ({
  ...pastOrder('olderorder', 'meera', '2025-01-10T08:30:00.000Z'),
  status: 'pending',
  paymentStatus: 'pending',
});

/** The shopper's consent to the Terms of Sale and the Return Policy: required to order, recorded with its time. */
export const orderConsentCases = (harness: () => OrderRepositoryHarness): void => {
  const seeded = async (): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([chair]);
    await h.seedSettings(DEFAULT_SHOP_SETTINGS);
    return h;
  };

  it('refuses an order without consent to the terms and changes nothing; the same checkout with it goes through', async () => {
    const h = await seeded();
    const ask = (termsAccepted: boolean) =>
      request([line('chair', 4000, 2)], { orderId: 'consentorder', userId: 'asha', termsAccepted });
    expect(await h.repository.placeOrder(ask(false))).toEqual({
      ok: false,
      error: { code: 'ORDER.TERMS_NOT_ACCEPTED' },
    });
    expect(await h.repository.get('consentorder')).toBeNull();
    expect(await h.stockOf('chair')).toBe(5);
    expect(await h.counterOf('asha')).toBeNull();

    const placed = await h.repository.placeOrder(ask(true));
    expect(placed.ok).toBe(true);
    expect(await h.stockOf('chair')).toBe(3);
  });

  it("records the consent at the order's creation time and keeps it through every later change", async () => {
    const h = await seeded();
    const placed = await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'asha' }));
    if (!placed.ok) throw new Error(placed.error.code);
    const order = placed.value;
    expect(order.termsAcceptedAt).toBe(order.createdAt);
    expect(await h.repository.get(order.id)).toEqual(order);

    const confirmed = await h.repository.updateStatus(order.id, 'confirmed', STAFF);
    expect(confirmed.termsAcceptedAt).toBe(order.createdAt);
    const cancelled = await h.repository.cancelOrder({ orderId: order.id, userId: 'asha', reason: '' });
    expect(cancelled.ok && cancelled.value.termsAcceptedAt).toBe(order.createdAt);
  });

  it('loads an order placed before checkout asked for consent without inventing one', async () => {
    const h = await seeded();
    const older = orderBeforeConsent();
    await h.seedOrder(older);
    const loaded = await h.repository.get(older.id);
    expect(loaded).toEqual(older);
    expect(loaded).not.toHaveProperty('termsAcceptedAt');
    expect((await h.repository.listByUser('meera', 10)).map((order) => order.id)).toEqual([older.id]);
  });
};

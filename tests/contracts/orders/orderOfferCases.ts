import { expect, it } from 'vitest';
import { newOffer, type Offer } from '../../../src/domain/offers/Offer';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';
import { stockedChair, stockedSofa } from './stockedProducts';

const STARTED = '2024-01-01T00:00:00.000Z';
const offer = (fields: Pick<Offer, 'id' | 'code' | 'kind' | 'value'> & Partial<Offer>): Offer =>
  newOffer(fields, STARTED);
/** ₹500 off once an account; 10% off up to ₹2,000; 5% off paid by UPI or online, combining. */
const WELCOME = offer({ id: 'WELCOME500', code: 'welcome500', kind: 'flat', value: 500, perAccount: 1 });
const TENTH = offer({ id: 'TENTH', code: 'Tenth', kind: 'percent', value: 10, maxDiscount: 2000 });
const PREPAID = offer({
  id: 'auto-prepaid',
  code: null,
  kind: 'percent',
  value: 5,
  paymentMethods: ['upi', 'online'],
  combinable: true,
});

/** Placing with coupons and automatic offers (docs/decisions.md#offers): the discount held, recorded and given back. */
export const orderOfferCases = (harness: () => OrderRepositoryHarness): void => {
  const shop = async (...offers: Offer[]) => {
    const h = harness();
    await h.seedProducts([stockedChair, stockedSofa]);
    await h.seedSettings({
      ...DEFAULT_SHOP_SETTINGS,
      upiId: 'sheesham.test@fictitious',
      upiPayeeName: 'Sheesham Test (fictitious)',
    });
    for (const each of offers) {
      const saved = await h.offers.save(each, true);
      if (!saved.ok) throw new Error(saved.error.code);
    }
    return h;
  };
  /** The account's last order long ago, so it may order again at once. */
  const orderedLongAgo = async (h: OrderRepositoryHarness, userId: string) => {
    const counter = await h.counterOf(userId);
    if (counter) await h.setCounter(userId, { ...counter, lastOrderAt: STARTED });
  };
  const stored = async (h: OrderRepositoryHarness, id: string) =>
    (await h.offers.listAll()).find((each) => each.id === id);

  it('places an order with a coupon: the discount on its own, shared among its lines, off the total; counted once', async () => {
    const h = await shop(TENTH);
    const placed = await h.repository.placeOrder(
      request([line('chair', 4000, 2), line('sofa', 30000, 1, 'v2')], {
        userId: 'asha',
        offerIds: ['TENTH'],
        expectedDiscount: 2000,
      }),
    );
    expect(placed).toMatchObject({
      ok: true,
      value: {
        subtotal: 38000,
        shipping: 0,
        discount: 2000,
        total: 36000,
        offerIds: ['TENTH'],
        offerDiscounts: [2000],
        lineDiscounts: [421, 1579],
        lineCategories: ['sofas', 'sofas'],
      },
    });
    if (!placed.ok) return;
    expect(await h.repository.get(placed.value.id)).toEqual(placed.value);
    expect(await stored(h, 'TENTH')).toMatchObject({ redeemed: 1, discountGiven: 2000 });
    // A retry of the same checkout returns the order, and holds nothing more.
    const again = await h.repository.placeOrder(
      request([line('chair', 4000, 2), line('sofa', 30000, 1, 'v2')], {
        orderId: placed.value.id,
        userId: 'asha',
        offerIds: ['TENTH'],
        expectedDiscount: 2000,
      }),
    );
    expect(again).toEqual(placed);
    expect(await stored(h, 'TENTH')).toMatchObject({ redeemed: 1, discountGiven: 2000 });
    // The owner finds the offer's orders, and no other.
    const plain = await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'ravi' }));
    expect(plain.ok).toBe(true);
    expect(await h.repository.adminList({ pageSize: 5, offerId: 'TENTH' })).toEqual({
      items: [placed.value],
      nextCursor: null,
    });
  });

  it('refuses a discount the offer does not give, a prepaid offer on cash on delivery and an unknown code; holds nothing', async () => {
    const h = await shop(TENTH, PREPAID);
    for (const overrides of [
      { offerIds: ['TENTH'], expectedDiscount: 3000 },
      { offerIds: ['auto-prepaid'], expectedDiscount: 200 },
      { offerIds: ['NOSUCH'], expectedDiscount: 100 },
    ]) {
      const refused = await h.repository.placeOrder(
        request([line('chair', 4000)], { userId: 'asha', ...overrides }),
      );
      expect(refused).toEqual({ ok: false, error: { code: 'ORDER.OFFERS_CHANGED' } });
    }
    expect(await h.stockOf('chair')).toBe(30);
    expect(await stored(h, 'TENTH')).toMatchObject({ redeemed: 0, discountGiven: 0 });
    expect(await stored(h, 'auto-prepaid')).toMatchObject({ redeemed: 0, discountGiven: 0 });
  });

  it('combines a coupon with a prepaid offer paid by UPI; the invoice-ready shares add up per line', async () => {
    const h = await shop({ ...WELCOME, combinable: true }, PREPAID);
    const placed = await h.repository.placeOrder(
      request([line('chair', 4000, 1)], {
        userId: 'asha',
        paymentMethod: 'upi',
        offerIds: ['WELCOME500', 'auto-prepaid'],
        expectedDiscount: 700,
      }),
    );
    expect(placed).toMatchObject({
      ok: true,
      value: { subtotal: 4000, discount: 700, offerDiscounts: [500, 200], lineDiscounts: [700] },
    });
    if (placed.ok) expect(placed.value.total).toBe(4000 + placed.value.shipping - 700);
  });

  it('allows a once-an-account code once; cancelling the order gives it back, and it can be used again', async () => {
    const h = await shop(WELCOME);
    const place = () =>
      h.repository.placeOrder(
        request([line('chair', 4000)], { userId: 'asha', offerIds: ['WELCOME500'], expectedDiscount: 500 }),
      );
    const first = await place();
    if (!first.ok) throw new Error(first.error.code);
    expect(await h.offers.usesOf('asha', ['WELCOME500'])).toEqual({ WELCOME500: 1 });
    await orderedLongAgo(h, 'asha');
    expect(await place()).toEqual({ ok: false, error: { code: 'ORDER.OFFERS_CHANGED' } });

    const cancelled = await h.repository.cancelOrder({ orderId: first.value.id, userId: 'asha', reason: '' });
    expect(cancelled.ok).toBe(true);
    expect(await stored(h, 'WELCOME500')).toMatchObject({ redeemed: 0, discountGiven: 0 });
    expect(await h.offers.usesOf('asha', ['WELCOME500'])).toEqual({ WELCOME500: 0 });
    expect(await place()).toMatchObject({ ok: true, value: { discount: 500 } });
    expect(await stored(h, 'WELCOME500')).toMatchObject({ redeemed: 1, discountGiven: 500 });
  });

  it('refuses to cancel one item of an order placed with offers, changing nothing', async () => {
    const h = await shop(TENTH);
    const placed = await h.repository.placeOrder(
      request([line('chair', 4000, 2), line('sofa', 30000, 1, 'v2')], {
        userId: 'asha',
        offerIds: ['TENTH'],
        expectedDiscount: 2000,
      }),
    );
    if (!placed.ok) throw new Error(placed.error.code);
    await expect(h.repository.cancelLine(placed.value.id, 0, 'admin@example.com')).rejects.toMatchObject({
      code: 'REPO.CONFLICT',
    });
    expect(await h.repository.get(placed.value.id)).toEqual(placed.value);
    expect(await h.stockOf('chair')).toBe(28);
  });

  it('refuses a first-order code to an account that ordered before', async () => {
    const h = await shop({ ...WELCOME, perAccount: null, firstOrderOnly: true });
    const first = await h.repository.placeOrder(request([line('chair', 4000)], { userId: 'ravi' }));
    expect(first.ok).toBe(true);
    await orderedLongAgo(h, 'ravi');
    expect(
      await h.repository.placeOrder(
        request([line('chair', 4000)], { userId: 'ravi', offerIds: ['WELCOME500'], expectedDiscount: 500 }),
      ),
    ).toEqual({ ok: false, error: { code: 'ORDER.OFFERS_CHANGED' } });
    expect(
      await h.repository.placeOrder(
        request([line('chair', 4000)], { userId: 'meera', offerIds: ['WELCOME500'], expectedDiscount: 500 }),
      ),
    ).toMatchObject({ ok: true, value: { discount: 500 } });
  });

  it('gives the last redemption to one of two accounts racing for it', async () => {
    const h = await shop({ ...TENTH, maxRedemptions: 1 });
    const results = await Promise.all(
      ['asha', 'ravi'].map((userId) =>
        h.repository.placeOrder(
          request([line('chair', 4000)], { userId, offerIds: ['TENTH'], expectedDiscount: 400 }),
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: { code: 'ORDER.OFFERS_CHANGED' } },
    ]);
    expect(await stored(h, 'TENTH')).toMatchObject({ redeemed: 1, discountGiven: 400 });
  });

  it('lists the active offers, finds a coupon by its code in any case, and refuses a code taken', async () => {
    const h = await shop(TENTH, { ...PREPAID, active: false });
    expect((await h.offers.listLive()).map((each) => each.id)).toEqual(['TENTH']);
    expect(await h.offers.byCode(' tenth ')).toMatchObject({ id: 'TENTH', code: 'Tenth' });
    expect(await h.offers.byCode('nosuch')).toBeNull();
    expect(await h.offers.save({ ...TENTH, value: 20 }, true)).toEqual({
      ok: false,
      error: { code: 'OFFER.CODE_TAKEN' },
    });
    const paused = await h.offers.save({ ...TENTH, active: false }, false);
    expect(paused).toMatchObject({ ok: true, value: { active: false } });
    expect(await h.offers.listLive()).toEqual([]);
  });
};

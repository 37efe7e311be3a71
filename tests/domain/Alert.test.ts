import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Alert,
  type AlertRequest,
  alertKindsAfter,
  alertNews,
  alertWorkNow,
  freeAlertSlot,
  MOST_ALERTS_AN_ACCOUNT,
  MOST_ALERTS_AN_ADDRESS,
  mostAlertsOf,
  newAlert,
  storedAlert,
} from '../../src/domain/alerts/Alert';
import { alertsToTell } from '../../src/domain/alerts/alertMessages';
import { alertStopPath } from '../../src/domain/alerts/alertTexts';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { testProduct } from '../contracts/support/testProduct';

const NOW = '2026-12-01T10:00:00.000Z';
const request = (overrides: Partial<AlertRequest> = {}): AlertRequest => ({
  kind: 'back-in-stock',
  productId: 'bed',
  variantId: null,
  uid: null,
  email: ' Asha@Example.com ',
  priceSeen: 20000,
  ...overrides,
});
const soldOut = testProduct('bed', {
  price: 20000,
  stock: 2,
  variants: [
    { id: 'single', size: 'Single', priceModifier: 0, sku: 'B-S', images: [], stock: 0 },
    { id: 'double', size: 'Double', priceModifier: 5000, sku: 'B-D', images: [], stock: 2 },
  ],
});
const restocked = {
  ...soldOut,
  stock: 5,
  variants: soldOut.variants.map((variant) => (variant.id === 'single' ? { ...variant, stock: 3 } : variant)),
};
const context = { settings: DEFAULT_SHOP_SETTINGS, origin: 'https://shop.example' };

describe('Alert', () => {
  it("names a guest's alert by its address in lower case, and an account's by its uid", () => {
    expect(newAlert(request(), 3, 'tokentokentokentoken', NOW)).toMatchObject({
      id: 'asha@example.com~3',
      email: 'asha@example.com',
      status: 'waiting',
    });
    expect(newAlert(request({ uid: 'u1' }), 0, 't', NOW).id).toBe('u1~0');
    expect(mostAlertsOf({ uid: null })).toBe(MOST_ALERTS_AN_ADDRESS);
    expect(mostAlertsOf({ uid: 'u1' })).toBe(MOST_ALERTS_AN_ACCOUNT);
  });

  it('property: a free slot is below the most and not taken; none only when every slot is', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 60 })), fc.integer({ min: 1, max: 50 }), (taken, most) => {
        const slot = freeAlertSlot(taken, most);
        const all = Array.from({ length: most }, (_, index) => index).every((index) => taken.includes(index));
        return slot === null ? all : slot < most && !taken.includes(slot);
      }),
    );
  });

  it('has news for a sold-out option back on sale, never for another option or a product gone', () => {
    const waiting = newAlert(request({ variantId: 'single' }), 0, 't', NOW);
    expect(alertNews(waiting, soldOut)).toBeNull();
    expect(alertNews(waiting, restocked)).toEqual({ kind: 'back-in-stock', price: 20000 });
    expect(alertNews({ ...waiting, variantId: 'king' }, restocked)).toBeNull();
    expect(alertNews(waiting, { ...restocked, isActive: false })).toBeNull();
    expect(alertNews(waiting, null)).toBeNull();
    expect(alertNews({ ...waiting, status: 'done' }, restocked)).toBeNull();
  });

  it('property: a price alert has news exactly when the price is below the one seen', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (seen, now) => {
        const alert = newAlert(request({ kind: 'price-drop', priceSeen: seen }), 0, 't', NOW);
        const news = alertNews(alert, { ...soldOut, price: now });
        return now < seen ? news?.price === now : news === null;
      }),
    );
  });

  it('looks for news only after a write that put a choice back on sale or cut the price', () => {
    expect(alertKindsAfter(soldOut, restocked)).toEqual(['back-in-stock']);
    expect(alertKindsAfter(soldOut, { ...soldOut, price: 19000 })).toEqual(['price-drop']);
    expect(alertKindsAfter(soldOut, { ...soldOut, price: 21000 })).toEqual([]);
    expect(alertKindsAfter(restocked, { ...restocked, stock: 4 })).toEqual([]);
    expect(alertKindsAfter(soldOut, null)).toEqual([]);
    expect(alertKindsAfter({ ...soldOut, isActive: false }, soldOut)).toEqual(['back-in-stock']);
  });

  it('judges a late trigger by the product as it is now: news it no longer has is not told, a product back keeps its alerts', () => {
    const cheaper = { ...restocked, price: 19000 };
    expect(alertWorkNow(soldOut, restocked, restocked)).toEqual({ remove: false, tell: ['back-in-stock'] });
    expect(alertWorkNow(soldOut, restocked, cheaper)).toEqual({
      remove: false,
      tell: ['back-in-stock', 'price-drop'],
    });
    // Sold out again, or dearer again, before the trigger ran.
    expect(alertWorkNow(soldOut, restocked, soldOut)).toEqual({ remove: false, tell: [] });
    expect(alertWorkNow(restocked, cheaper, { ...restocked, price: 21000 })).toEqual({
      remove: false,
      tell: [],
    });
    expect(alertWorkNow(soldOut, restocked, null)).toEqual({ remove: false, tell: [] });
    // Deleted: its alerts go, unless a product was made again under its id since.
    expect(alertWorkNow(soldOut, null, null)).toEqual({ remove: true, tell: [] });
    expect(alertWorkNow(soldOut, null, soldOut)).toEqual({ remove: false, tell: [] });
  });

  it('tells each alert with news once, with a message to its address and a stop link in it', () => {
    const back = newAlert(request({ variantId: 'single' }), 0, 'secret-token-123456789', NOW);
    const cheaper = newAlert(
      request({ kind: 'price-drop', uid: 'u1', email: 'u@example.com' }),
      1,
      't2',
      NOW,
    );
    const told = alertsToTell([back, cheaper], { ...restocked, price: 18000 }, context, NOW);
    expect(told.map(({ alert }) => [alert.id, alert.status, alert.firedPrice])).toEqual([
      ['asha@example.com~0', 'done', 18000],
      ['u1~1', 'done', 18000],
    ]);
    const [entry] = told.map(({ entry }) => entry);
    expect(entry).toMatchObject({
      to: 'asha@example.com',
      subject: 'Back in stock: Test bed',
      status: 'pending',
    });
    expect(entry!.unsubscribe).toBe(`https://shop.example${alertStopPath(back)}`);
    expect(entry!.text).toContain(entry!.unsubscribe);
    expect(told[1]!.entry.subject).toBe('Price drop: Test bed is now ₹18,000');
    expect(
      alertsToTell(
        told.map(({ alert }) => alert),
        restocked,
        context,
        NOW,
      ),
    ).toEqual([]);
  });

  it('reads a stored alert, and nothing from a document that is not one', () => {
    const alert: Alert = newAlert(request(), 2, 'token', NOW);
    const { id, ...data } = alert;
    expect(storedAlert(id, data)).toEqual(alert);
    expect(storedAlert(id, { ...data, kind: 'sale' })).toBeNull();
    expect(storedAlert(id, { ...data, priceSeen: -1 })).toBeNull();
    expect(storedAlert(id, {})).toBeNull();
  });
});

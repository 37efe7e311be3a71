import { describe, expect, it } from 'vitest';
import { InMemoryAlertRepository } from '../../../src/adapters/memory/InMemoryAlertRepository';
import { InMemoryProductRepository } from '../../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { PRODUCTS } from '../../../src/adapters/memory/placeOrderInMemory';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import { ALERT_TEXT } from '../../../src/domain/alerts/alertTexts';
import { AlertsStore } from '../../../src/ui/shop/alerts/AlertsStore';
import { memoryActivityLog } from '../../support/activityFakes';
import { counterIds, stepClock } from '../../support/catalogueFakes';
import { testProduct } from '../../contracts/support/testProduct';

/**
 * The account's alerts where no server module tells them (docs/architecture.md#alerts): a database with no alert
 * news running, as a Firebase shop without the module, so only the shopper's visit to Profile tells the news.
 */
const clock = { now: () => new Date().toISOString() };
const db = new MemoryDatabase();
const alerts = new InMemoryAlertRepository(db, clock, new RandomIdGenerator());
const products = new InMemoryProductRepository(db, stepClock(), counterIds(), memoryActivityLog(db));
let online = true;
/** A visit of the shopper asha: a fresh store, as a page load makes. */
const visit = () =>
  new AlertsStore(alerts, products, clock, () => ({ uid: 'asha', email: 'asha@example.com' }), {
    offlineProblem: () => (online ? null : 'You are offline'),
    refusesOffline: () => !online,
  });
const ask = (store: AlertsStore, kind: 'back-in-stock' | 'price-drop', id: string, price: number) =>
  store.ask({ kind, product: { id, price }, variantId: null, email: '' });

describe('AlertsStore', () => {
  it("tells the account's news on its next visit when nothing else did, once, until seen", async () => {
    db.restore({});
    db.set(PRODUCTS, 'bed', { ...testProduct('bed', { price: 20000, stock: 0 }) });
    db.set(PRODUCTS, 'sofa', { ...testProduct('sofa', { price: 30000 }) });
    const first = visit();
    expect(await ask(first, 'back-in-stock', 'bed', 20000)).toBeNull();
    expect(await ask(first, 'price-drop', 'sofa', 30000)).toBeNull();
    await first.loadMine();
    expect(first.news).toEqual([]);

    db.set(PRODUCTS, 'bed', { ...testProduct('bed', { price: 20000, stock: 2 }) });
    db.set(PRODUCTS, 'sofa', { ...testProduct('sofa', { price: 31000 }) });
    const next = visit();
    await next.loadMine();
    expect(next.news.map((alert) => [alert.productId, alert.firedPrice])).toEqual([['bed', 20000]]);
    expect(next.mine.find((alert) => alert.productId === 'sofa')?.status).toBe('waiting');
    await next.seen(next.news[0]!);
    expect(next.news).toEqual([]);

    const later = visit();
    await later.loadMine();
    expect(later.news).toEqual([]);
    expect(later.mine.find((alert) => alert.productId === 'bed')?.status).toBe('done');
  });

  it('says why an alert was not made: the account is full, or the device offline', async () => {
    db.restore({});
    db.set(PRODUCTS, 'sofa', { ...testProduct('sofa', { price: 30000 }) });
    const store = visit();
    for (let index = 0; index < 50; index += 1)
      expect(await ask(store, 'price-drop', 'sofa', 30000)).toBeNull();
    expect(await ask(store, 'price-drop', 'sofa', 30000)).toBe(ALERT_TEXT.accountFull);
    online = false;
    expect(await ask(store, 'price-drop', 'sofa', 30000)).toBe('You are offline');
    online = true;
  });
});

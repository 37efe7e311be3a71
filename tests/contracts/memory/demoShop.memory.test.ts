import { describe, expect, it, vi } from 'vitest';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { demoProducts } from '../../../src/adapters/memory/seed/demoCatalogue';
import { seedDemoShop, seedDemoShopInParts } from '../../../src/adapters/memory/seed/demoShop';
import type { Order } from '../../../src/domain/orders/Order';
import type { Product } from '../../../src/domain/catalogue/Product';

describe('seedDemoShop', () => {
  it('loads every collection in one transaction', () => {
    const db = new MemoryDatabase();
    const changed: string[] = [];
    db.onChange((collection) => changed.push(collection));
    seedDemoShop(db, { products: demoProducts });
    for (const collection of [
      'products',
      'authAccounts',
      'users',
      'banners',
      'settings',
      'categories',
      'orders',
    ]) {
      expect(db.scan(collection).length, collection).toBeGreaterThan(0);
    }
    expect(new Set(changed).size).toBe(changed.length);
    // One demo order in each state, so each screen of the order lifecycle shows at once.
    expect(new Set(db.scan<Order>('orders').map((order) => order.status))).toEqual(
      new Set(['pending', 'confirmed', 'shipped', 'delivered', 'cancelled']),
    );
  });

  it('builds the same shop from the same moment, which is what a stored seed time stands for', () => {
    const at = (now: Date) => {
      const db = new MemoryDatabase();
      seedDemoShop(db, { now });
      return db.snapshot();
    };
    const moment = new Date('2026-11-28T03:00:00.000Z');
    expect(at(new Date(moment))).toEqual(at(new Date(moment)));
    expect(at(moment)).not.toEqual(at(new Date('2026-11-29T03:00:00.000Z')));
  });

  it('builds the same shop in parts, pausing after each part with the shop partly loaded', async () => {
    const now = new Date('2026-11-28T03:00:00.000Z');
    const atOnce = new MemoryDatabase();
    seedDemoShop(atOnce, { now });
    const inParts = new MemoryDatabase();
    const loadedAtPause: number[] = [];
    const pause = vi.fn(async () => {
      loadedAtPause.push(
        Object.values(inParts.snapshot()).reduce((n, docs) => n + Object.keys(docs).length, 0),
      );
    });
    await seedDemoShopInParts(inParts, { now }, pause);
    expect(inParts.snapshot()).toEqual(atOnce.snapshot());
    expect(pause.mock.calls.length).toBeGreaterThan(1);
    expect(loadedAtPause[0]).toBeGreaterThan(0);
    expect(loadedAtPause).toEqual([...loadedAtPause].sort((a, b) => a - b));
    expect(new Set(loadedAtPause).size).toBe(loadedAtPause.length);
  });

  it("prices the shopper's orders from the seeded products, with local images only", () => {
    const db = new MemoryDatabase();
    seedDemoShop(db);
    for (const order of db.scan<Order>('orders')) {
      for (const line of order.lines) {
        const product = db.peek<Product>('products', line.productId);
        const modifier =
          product?.variants.find((variant) => variant.id === line.variant?.id)?.priceModifier ?? 0;
        expect(line.unitPrice).toBe((product?.price ?? Number.NaN) + modifier);
      }
    }
    // Only the couriers' tracking pages are elsewhere: pictures and every other link stay in the shop.
    const withoutTracking = JSON.stringify(db.snapshot(), (key, value: unknown) =>
      key === 'trackingUrl' ? undefined : value,
    );
    expect(withoutTracking).not.toMatch(/https?:\/\//);
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/adapters/memory/demoAuthAccount';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryAuthService } from '../../../src/adapters/memory/InMemoryAuthService';
import { InMemoryBannerRepository } from '../../../src/adapters/memory/InMemoryBannerRepository';
import { InMemoryCategoryRepository } from '../../../src/adapters/memory/InMemoryCategoryRepository';
import { InMemoryDemoInbox } from '../../../src/adapters/memory/InMemoryDemoInbox';
import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { InMemoryOrderRepository } from '../../../src/adapters/memory/InMemoryOrderRepository';
import { InMemoryUserRepository } from '../../../src/adapters/memory/InMemoryUserRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../../src/adapters/memory/seed/demoAccounts';
import { seedDemoBanners } from '../../../src/adapters/memory/seed/demoBanners';
import { seedDemoCategories } from '../../../src/adapters/memory/seed/demoCategories';
import { demoOrders, seedDemoOrders } from '../../../src/adapters/memory/seed/demoOrders';
import { bannerFormFrom, validateBannerForm } from '../../../src/domain/storefront/BannerForm';
import { priceCheckout } from '../../../src/domain/checkout/CheckoutPricing';
import { flattenTree } from '../../../src/domain/catalogue/NavigationTree';
import { DEFAULT_TREE } from '../../support/productArbitraries';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../support/testProduct';
import { memoryActivityLog } from '../../support/activityFakes';

const clock = new FixedStepClock('2026-01-01T00:00:00.000Z');
const ids = new RandomIdGenerator();
const PRODUCTS = [
  testProduct('bed1', {
    categories: ['beds'],
    price: 42000,
    variants: [{ id: 'king', size: 'King', priceModifier: 6000, sku: 'B-K', images: [], stock: 10 }],
  }),
  testProduct('chair1', { categories: ['chairs'], price: 5500 }),
  testProduct('dining1', { categories: ['dining'], price: 38000 }),
  testProduct('table1', { categories: ['tables'], price: 7000 }),
];

describe('demo accounts', () => {
  it('sign in with the passwords of docs/behaviour.md#the-demo, with their roles and verification states', async () => {
    const db = new MemoryDatabase();
    seedDemoAccounts(db);
    const auth = new InMemoryAuthService(
      db,
      new InMemoryKeyValueStorage(),
      clock,
      ids,
      new InMemoryDemoInbox(db, clock, ids),
    );
    const users = new InMemoryUserRepository(db, memoryActivityLog(db));
    const seen = [];
    for (const account of DEMO_ACCOUNTS) {
      expect(account.passwordHash).toBe(await hashPassword(account.email, account.password));
      const user = await auth.signIn(account.email, account.password);
      const record = await users.get(user.uid);
      seen.push([user.email, account.password, record?.role, user.emailVerified]);
      expect(record).toMatchObject({
        email: user.email,
        displayName: user.displayName,
        name: user.displayName,
      });
    }
    expect(seen).toEqual([
      ['admin@demo.shop', 'admin123', 'admin', true],
      ['manager@demo.shop', 'manager123', 'manager', true],
      ['support@demo.shop', 'support123', 'support', true],
      ['shopper@demo.shop', 'shopper123', 'user', true],
      ['newbie@demo.shop', 'newbie123', 'user', false],
    ]);
  });
});

describe('demo banners', () => {
  it('are 4 local banners of both types, one hidden, each one the admin form would save unchanged', async () => {
    const db = new MemoryDatabase();
    seedDemoBanners(db, PRODUCTS);
    const banners = await new InMemoryBannerRepository(db, clock, ids, memoryActivityLog(db)).listAll();
    expect(banners.map((banner) => banner.order)).toEqual([1, 2, 3, 4]);
    expect(new Set(banners.map((banner) => banner.type))).toEqual(new Set(['image-only', 'text-with-image']));
    expect(banners.filter((banner) => !banner.isActive)).toHaveLength(1);
    for (const banner of banners) {
      expect(banner.image).toMatch(/^\/images\/banners\/[a-z-]+\.svg$/);
      const { id: _id, order: _order, createdAt: _c, updatedAt: _u, ...input } = banner;
      expect(validateBannerForm(bannerFormFrom(banner))).toEqual({ ok: true, value: input });
    }
    expect(banners.find((banner) => banner.linkedProductId)?.linkedProductId).toBe('dining1');
  });

  it('link nothing when the catalogue has no dining product', () => {
    const db = new MemoryDatabase();
    seedDemoBanners(db, []);
    expect(
      db
        .scan<{ linkedProductId: string | null }>('banners')
        .every((banner) => banner.linkedProductId === null),
    ).toBe(true);
  });
});

describe('demo categories', () => {
  it('mirror the navigation tree with parents', async () => {
    const db = new MemoryDatabase();
    seedDemoCategories(db);
    const categories = await new InMemoryCategoryRepository(db, clock, ids).list();
    expect(categories.map((category) => category.slug).sort()).toEqual(
      flattenTree(DEFAULT_TREE)
        .map((node) => node.slug)
        .sort(),
    );
    expect(categories.find((category) => category.slug === 'l-shaped-sofa')?.parentSlug).toBe('fabric-sofa');
    expect(categories.find((category) => category.slug === 'sofas')?.parentSlug).toBeNull();
    for (const category of categories) expect(category.image).toBe(`/images/categories/${category.slug}.svg`);
  });
});

describe('demo orders', () => {
  it("are three of the shopper's orders in different states, priced from the catalogue", async () => {
    const db = new MemoryDatabase();
    seedDemoAccounts(db);
    seedDemoOrders(db, PRODUCTS);
    const orders = await new InMemoryOrderRepository(db, clock, memoryActivityLog(db)).listByUser(
      'demoShopper',
      10,
    );
    expect(orders.map((order) => order.status)).toEqual(['pending', 'shipped', 'delivered']);
    for (const order of orders) {
      expect(order).toMatchObject({ customerEmail: 'shopper@demo.shop', paymentMethod: 'cod' });
      expect(order).toMatchObject(priceCheckout(order.lines, DEFAULT_SHOP_SETTINGS));
      expect(order.updatedAt >= order.createdAt).toBe(true);
    }
    expect(orders[2]?.lines).toEqual([
      expect.objectContaining({
        productId: 'bed1',
        unitPrice: 48000,
        variant: { id: 'king', size: 'King' },
        quantity: 1,
      }),
      expect.objectContaining({ productId: 'chair1', unitPrice: 5500, quantity: 2 }),
    ]);
    expect(orders.find((order) => order.status === 'pending')?.shipping).toBe(
      DEFAULT_SHOP_SETTINGS.shippingFee,
    );
  });

  it('were placed in the 30 days before the seed, so the admin dashboard shows them', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const orders = demoOrders(PRODUCTS, now);
    expect(orders).toHaveLength(3);
    const monthBefore = new Date(now.getTime() - 30 * 24 * 3_600_000).toISOString();
    for (const order of orders) {
      expect(order.createdAt > monthBefore).toBe(true);
      expect(order.updatedAt <= now.toISOString()).toBe(true);
      expect(order.updatedAt >= order.createdAt).toBe(true);
    }
  });

  it('skip orders whose categories have no active product', () => {
    expect(demoOrders([])).toEqual([]);
    expect(demoOrders([PRODUCTS[3]!]).map((order) => order.id)).toEqual(['demoOrderPending0003']);
  });
});

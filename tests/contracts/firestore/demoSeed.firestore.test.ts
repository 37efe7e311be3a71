import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreBannerRepository } from '../../../src/adapters/firestore/FirestoreBannerRepository';
import { FirestoreCatalogueSummaryRepository } from '../../../src/adapters/firestore/FirestoreCatalogueSummaryRepository';
import { FirestoreCategoryRepository } from '../../../src/adapters/firestore/FirestoreCategoryRepository';
import { FirestoreOrderRepository } from '../../../src/adapters/firestore/FirestoreOrderRepository';
import { FirestoreReturnRepository } from '../../../src/adapters/firestore/FirestoreReturnRepository';
import { FirestoreProductRepository } from '../../../src/adapters/firestore/FirestoreProductRepository';
import { FirestoreSettingsRepository } from '../../../src/adapters/firestore/FirestoreSettingsRepository';
import { FirestoreUserRepository } from '../../../src/adapters/firestore/FirestoreUserRepository';
import { seedShop, type ShopData } from '../../../src/adapters/firestore/seedShop';
import { summarizeCatalogue } from '../../../src/domain/storefront/CatalogueSummaryBuilder';
import { navigationOf } from '../../../src/domain/catalogue/Category';
import { MAX_PRODUCT_WRITES } from '../../../src/domain/catalogue/ProductChanges';
import { clearFilters } from '../../../src/domain/storefront/ProductFilter';
import { demoShopData } from '../../../scripts/seed/demoShopData';
import { ADMIN, EmulatorClients, systemClock, actorOf } from './support/emulator';

const clients = new EmulatorClients('demo-contract-seed');
let data: ShopData;

beforeAll(async () => {
  data = demoShopData();
  await clients.clear();
  await seedShop(clients.as('owner'), data, new Date().toISOString());
});
afterAll(() => clients.dispose());

describe('the demo seed on Firestore (npm run seed)', () => {
  const admin = () => clients.as(ADMIN);
  const anonymous = () => clients.as('anonymous');

  it('serves the demo catalogue and its summary to shoppers as the memory backend does', async () => {
    const products = new FirestoreProductRepository(anonymous(), systemClock, actorOf(anonymous()));
    const active = data.products.filter((product) => product.isActive);
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(await products.count({ filters: clearFilters() })).toBe(
      active.filter((product) => product.price <= clearFilters().priceRange[1]).length,
    );
    const summary = await new FirestoreCatalogueSummaryRepository(anonymous()).get();
    expect({ ...summary, updatedAt: '' }).toEqual({
      ...summarizeCatalogue(data.products, navigationOf(data.categories), ''),
      updatedAt: '',
    });
  });

  it('stores documents the rules accept: an admin can rewrite every one of them unchanged', async () => {
    const products = new FirestoreProductRepository(admin(), systemClock, actorOf(admin()));
    for (let start = 0; start < data.products.length; start += MAX_PRODUCT_WRITES)
      await products.writeMany(
        data.products
          .slice(start, start + MAX_PRODUCT_WRITES)
          .map((product) => ({ kind: 'update', id: product.id, patch: {} })),
      );
    const banners = new FirestoreBannerRepository(admin(), systemClock, actorOf(admin()));
    for (const banner of data.banners) await banners.update(banner.id, {});
    const categories = new FirestoreCategoryRepository(admin(), systemClock);
    for (const category of data.categories) await categories.update(category.id, {});
    const settings = new FirestoreSettingsRepository(admin(), actorOf(admin()));
    await settings.save(await settings.get());
    expect(await settings.get()).toEqual(data.settings);
    const users = new FirestoreUserRepository(admin(), actorOf(admin()));
    for (const user of data.users) expect(await users.setRole(user.uid, user.role)).toEqual(user);
    const orders = new FirestoreOrderRepository(admin(), actorOf(admin()));
    for (const order of data.orders) expect(await orders.get(order.id)).toEqual(order);
    expect(data.returns.length).toBeGreaterThan(0);
    const returns = await new FirestoreReturnRepository(admin(), actorOf(admin())).adminList({
      pageSize: 10,
    });
    expect(returns.items).toEqual(data.returns);
  });

  it('shows the active banners in order', async () => {
    const banners = await new FirestoreBannerRepository(
      anonymous(),
      systemClock,
      actorOf(anonymous()),
    ).listActive();
    const expected = data.banners.filter((banner) => banner.isActive).sort((a, b) => a.order - b.order);
    expect(banners.map((banner) => banner.id)).toEqual(expected.map((banner) => banner.id));
  });
});

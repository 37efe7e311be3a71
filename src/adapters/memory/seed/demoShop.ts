import type { Product } from '../../../domain/Product';
import { SETTINGS, SHOP_SETTINGS_ID } from '../InMemorySettingsRepository';
import { DEMO_SHOP_SETTINGS } from './demoSettings';
import { storeDeliveryZones } from '../InMemoryDeliveryZoneRepository';
import { DEMO_DELIVERY_ZONES } from './demoDeliveryZones';
import type { MemoryDatabase } from '../MemoryDatabase';
import { seedDemoAccounts } from './demoAccounts';
import { seedDemoBanners } from './demoBanners';
import { demoProducts, seedCatalogue } from './demoCatalogue';
import { seedDemoCategories } from './demoCategories';
import { seedDemoComplaints } from './demoComplaints';
import { seedDemoOrders } from './demoOrders';
import { seedDemoReviews } from './demoReviews';

export interface DemoShopOptions {
  /** The catalogue to load; the shipped demo catalogue by default. */
  products?: readonly Product[];
  /** The moment the past orders, reviews and complaints are dated back from; the same moment gives the same shop. */
  now?: Date;
}

/**
 * Loads the whole demo shop into an empty database in one transaction (listeners hear once): catalogue and its
 * summary, accounts and user records, banners, shop settings, delivery zones, categories, the shopper's past orders,
 * the products' approved reviews and the shopper's complaints.
 */
export const seedDemoShop = (
  db: MemoryDatabase,
  { products = demoProducts, now = new Date() }: DemoShopOptions = {},
): void => {
  db.transaction(() => {
    seedCatalogue(db, [...products]);
    seedDemoAccounts(db);
    seedDemoBanners(db, products);
    db.set(SETTINGS, SHOP_SETTINGS_ID, { ...DEMO_SHOP_SETTINGS });
    storeDeliveryZones(db, DEMO_DELIVERY_ZONES);
    seedDemoCategories(db);
    seedDemoOrders(db, products, now);
    seedDemoReviews(db, products, now);
    seedDemoComplaints(db, now);
  });
};

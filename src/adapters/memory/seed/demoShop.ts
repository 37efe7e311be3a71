import type { Product } from '../../../domain/catalogue/Product';
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

/** The demo shop's parts, in the order they load: the catalogue first, the products' many reviews on their own. */
const demoShopParts = ({
  products = demoProducts,
  now = new Date(),
}: DemoShopOptions): Array<(db: MemoryDatabase) => void> => [
  (db) => seedCatalogue(db, [...products]),
  (db) => {
    seedDemoAccounts(db);
    seedDemoBanners(db, products);
    db.set(SETTINGS, SHOP_SETTINGS_ID, { ...DEMO_SHOP_SETTINGS });
    storeDeliveryZones(db, DEMO_DELIVERY_ZONES);
    seedDemoCategories(db);
    seedDemoOrders(db, products, now);
    seedDemoComplaints(db, now);
  },
  (db) => seedDemoReviews(db, products, now),
];

/**
 * Loads the whole demo shop into an empty database in one transaction (listeners hear once): catalogue and its
 * summary, accounts and user records, banners, shop settings, delivery zones, categories, the shopper's past orders
 * and complaints, and the products' approved reviews.
 */
export const seedDemoShop = (db: MemoryDatabase, options: DemoShopOptions = {}): void => {
  db.transaction(() => demoShopParts(options).forEach((load) => load(db)));
};

/**
 * The same shop loaded a part at a time, with `pause` between parts, into a database nobody listens to yet: a phone
 * starting the demo runs a few short tasks instead of one long one.
 */
export const seedDemoShopInParts = async (
  db: MemoryDatabase,
  options: DemoShopOptions,
  pause: () => Promise<void>,
): Promise<void> => {
  for (const load of demoShopParts(options)) {
    load(db);
    await pause();
  }
};

import type { Product } from '../../../domain/catalogue/Product';
import { storeCouriers } from '../InMemoryCourierRepository';
import { DEMO_COURIERS } from './demoCouriers';
import { SETTINGS, SHOP_SETTINGS_ID } from '../InMemorySettingsRepository';
import { DEMO_SHOP_SETTINGS } from './demoSettings';
import { storeDeliveryZones } from '../InMemoryDeliveryZoneRepository';
import { DEMO_DELIVERY_ZONES } from './demoDeliveryZones';
import type { MemoryDatabase } from '../MemoryDatabase';
import { MESSAGES_SINCE_ID, META } from '../meta';
import { seedDemoAccounts } from './demoAccounts';
import { seedDemoBanners } from './demoBanners';
import { demoProducts, seedCatalogue } from './demoCatalogue';
import { seedDemoCategories } from './demoCategories';
import { seedDemoComplaints } from './demoComplaints';
import { seedDemoOrders } from './demoOrders';
import { seedDemoOffers } from './demoOffers';
import { seedDemoReviewsLater } from './demoReviews';

export interface DemoShopOptions {
  /** The catalogue to load; the shipped demo catalogue by default. */
  products?: readonly Product[];
  /** The moment the past orders, reviews and complaints are dated back from; the same moment gives the same shop. */
  now?: Date;
}

const withDefaults = ({
  products = demoProducts,
  now = new Date(),
}: DemoShopOptions): Required<DemoShopOptions> => ({ products, now });

/**
 * Loads the demo shop a step at a time, pausing (`yield`) after each: the catalogue first, the orders on their own.
 * Each step is short enough for a phone's main thread. The products' many reviews are not among them: they are made
 * when first read (seedDemoReviewsLater).
 */
function* demoShopSteps(
  db: MemoryDatabase,
  { products, now }: Required<DemoShopOptions>,
): Generator<void, void, void> {
  seedCatalogue(db, [...products]);
  yield;
  seedDemoAccounts(db);
  seedDemoBanners(db, products);
  db.set(SETTINGS, SHOP_SETTINGS_ID, { ...DEMO_SHOP_SETTINGS });
  storeDeliveryZones(db, DEMO_DELIVERY_ZONES);
  storeCouriers(db, DEMO_COURIERS);
  seedDemoOffers(db, now);
  seedDemoCategories(db);
  yield;
  seedDemoOrders(db, products, now);
  // The seed's orders are dated back from `now`: the demo's messages tell of what happens after it.
  db.set(META, MESSAGES_SINCE_ID, { since: now.toISOString() });
  yield;
  seedDemoComplaints(db, now);
}

/**
 * Loads the whole demo shop into an empty database in one transaction: catalogue and its summary, accounts and user
 * records, banners, shop settings, delivery zones, categories, the shopper's past orders and complaints; then the
 * products' approved reviews, made when first read.
 */
export const seedDemoShop = (db: MemoryDatabase, options: DemoShopOptions = {}): void => {
  const shop = withDefaults(options);
  // Running the steps to their end is the whole seed; their pauses are not taken.
  db.transaction(() => Array.from(demoShopSteps(db, shop)));
  seedDemoReviewsLater(db, shop.products, shop.now);
};

/**
 * The same shop loaded a step at a time, with `pause` between steps, into a database nobody listens to yet: a phone
 * starting the demo runs short tasks instead of one long one.
 */
export const seedDemoShopInParts = async (
  db: MemoryDatabase,
  options: DemoShopOptions,
  pause: () => Promise<void>,
): Promise<void> => {
  const shop = withDefaults(options);
  const steps = demoShopSteps(db, shop);
  while (!steps.next().done) await pause();
  seedDemoReviewsLater(db, shop.products, shop.now);
};

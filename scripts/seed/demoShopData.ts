import type { ShopData } from '../../src/adapters/firestore/seedShop';
import { DEMO_COURIERS } from '../../src/adapters/memory/seed/demoCouriers';
import { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { seedDemoShop } from '../../src/adapters/memory/seed/demoShop';
import { deliveryZonesIn } from '../../src/adapters/memory/InMemoryDeliveryZoneRepository';
import type { Banner } from '../../src/domain/storefront/Banner';
import type { Category } from '../../src/domain/catalogue/Category';
import type { Complaint } from '../../src/domain/afterSales/Complaint';
import type { Order } from '../../src/domain/orders/Order';
import type { Offer } from '../../src/domain/offers/Offer';
import type { Product } from '../../src/domain/catalogue/Product';
import type { ReturnRequest } from '../../src/domain/afterSales/ReturnRequest';
import type { Review } from '../../src/domain/afterSales/Review';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/domain/settings/ShopSettings';
import type { UserProfile } from '../../src/domain/accounts/User';

/** The demo shop exactly as the memory backend seeds it (one source of demo data for both backends). */
export const demoShopData = (): ShopData => {
  const db = new MemoryDatabase();
  seedDemoShop(db);
  const snapshot = db.snapshot();
  const all = <T>(collection: string): T[] => Object.values(snapshot[collection] ?? {}) as T[];
  return {
    products: all<Product>('products'),
    banners: all<Banner>('banners'),
    categories: all<Category>('categories'),
    users: all<UserProfile>('users'),
    orders: all<Order>('orders'),
    returns: all<ReturnRequest>('returns'),
    reviews: all<Review>('reviews'),
    complaints: all<Complaint>('complaints'),
    deliveryZones: deliveryZonesIn(db),
    couriers: DEMO_COURIERS,
    offers: all<Offer>('offers'),
    settings: {
      ...DEFAULT_SHOP_SETTINGS,
      ...(snapshot['settings']?.['shop'] as Partial<ShopSettings> | undefined),
    },
  };
};

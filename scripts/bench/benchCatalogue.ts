import { demoStars } from '../../src/adapters/memory/seed/demoReviews';
import { aggregateOf, productRatingOf } from '../../src/domain/afterSales/Review';
import { MemoryDatabase, type Snapshot } from '../../src/adapters/memory/MemoryDatabase';
import { ORDERS } from '../../src/adapters/memory/placeOrderInMemory';
import { demoAccount } from '../../src/adapters/memory/seed/demoAccounts';
import { demoProducts } from '../../src/adapters/memory/seed/demoCatalogue';
import { PRIYA_ADDRESS } from '../../src/adapters/memory/seed/demoOrders';
import { seedDemoShop } from '../../src/adapters/memory/seed/demoShop';
import { priceCheckout } from '../../src/domain/checkout/CheckoutPricing';
import { slugify } from '../../src/domain/catalogue/NavigationTree';
import type { Order, OrderLine } from '../../src/domain/orders/Order';
import type { Product } from '../../src/domain/catalogue/Product';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';

/** The demo catalogue's active products: the patterns a bench catalogue repeats. */
const PATTERNS = demoProducts.filter((product) => product.isActive);
const BASE_TIME = Date.UTC(2025, 0, 1);

export const benchProductId = (index: number): string => `bench${String(index).padStart(6, '0')}product`;

/**
 * A page of reviews reads the same however many a product has, so each bench product has at most
 * BENCH_REVIEWS (seeded by seedDemoShop, as the demo's are), and the figures they give.
 */
const BENCH_REVIEWS = 6;
const benchReviewFigures = (pattern: Product): Pick<Product, 'rating' | 'reviewCount'> => {
  const count = Math.min(pattern.reviewCount, BENCH_REVIEWS);
  const stars = demoStars(pattern.rating, count).map((rating) => ({ rating, status: 'approved' as const }));
  return productRatingOf(aggregateOf(stars));
};

/**
 * `count` active products, the same on every run: the demo catalogue's active products repeated with numbered
 * names, unique ids and slugs, prices spread over the catalogue's range and one creation minute each. Every 41st
 * product is a demo product under its own name, so the header counts, flags and search words look like the shop's.
 */
export const benchProducts = (count: number): Product[] =>
  Array.from({ length: count }, (_, index): Product => {
    const pattern = PATTERNS[index % PATTERNS.length] as Product;
    const round = Math.floor(index / PATTERNS.length);
    const id = benchProductId(index);
    const name = round === 0 ? pattern.name : `${pattern.name} ${round + 1}`;
    const createdAt = new Date(BASE_TIME + index * 60_000).toISOString();
    return {
      ...pattern,
      id,
      name,
      slug: slugify(name),
      price: pattern.price + ((round * 37) % 20) * 100,
      stock: 5 + ((index * 7) % 40),
      ...benchReviewFigures(pattern),
      variants: pattern.variants.map((variant, position) => ({
        ...variant,
        id: `${id}-v${position + 1}`,
        sku: `BN-${index}-${position + 1}`,
      })),
      createdAt,
      updatedAt: createdAt,
    };
  });

/** A cash-on-delivery order of shopper@demo.shop with one unit of each of `products`, a line each. */
export const benchOrder = (products: readonly Product[], id: string, createdAt: string): Order => {
  const shopper = demoAccount('shopper@demo.shop');
  const lines: OrderLine[] = products.map((product) => ({
    productId: product.id,
    name: product.name,
    image: product.image,
    variant: null,
    unitPrice: product.price,
    quantity: 1,
  }));
  return {
    id,
    userId: shopper.uid,
    customerEmail: shopper.email,
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    lines,
    ...priceCheckout(lines, DEFAULT_SHOP_SETTINGS),
    shippingAddress: PRIYA_ADDRESS,
    createdAt,
    updatedAt: createdAt,
    history: [],
  };
};

/** One past order per ten products (SPEC's admin poll re-reads them all), an hour apart from 1 January 2025. */
export const benchOrders = (products: readonly Product[]): Order[] =>
  products
    .filter((_, index) => index % 10 === 0)
    .map((product, index) =>
      benchOrder(
        [product],
        `benchOrder${String(index).padStart(6, '0')}`,
        new Date(BASE_TIME + index * 3_600_000).toISOString(),
      ),
    );

/**
 * The demo shop (accounts, banners, settings, categories) with a bench catalogue of `count` active products and
 * its orders, written through the seed path so the catalogue summary matches the catalogue.
 */
export const benchShopSnapshot = (count: number): Snapshot => {
  const db = new MemoryDatabase();
  const products = benchProducts(count);
  seedDemoShop(db, { products });
  db.transaction(() => {
    for (const order of benchOrders(products)) db.set(ORDERS, order.id, { ...order });
  });
  return db.snapshot();
};

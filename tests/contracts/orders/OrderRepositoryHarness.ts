import type { DeliveryZone } from '../../../src/domain/checkout/DeliveryZones';
import type { Order } from '../../../src/domain/orders/Order';
import type { OrderCounter } from '../../../src/domain/orders/OrderLimits';
import type { Product } from '../../../src/domain/catalogue/Product';
import type { ShopSettings } from '../../../src/domain/settings/ShopSettings';
import type { OrderRepository } from '../../../src/ports/OrderRepository';
import type { OfferRepository } from '../../../src/ports/OfferRepository';
import type { DeliverySlotRepository } from '../../../src/ports/DeliverySlotRepository';

/**
 * What each backend gives the order contract. A fresh harness starts with no orders, no products, no settings
 * document and the delivery zones of TEST_ZONES; fixtures are loaded the backend's own way.
 */
export interface OrderRepositoryHarness {
  repository: OrderRepository;
  /** The offers of the same backend, as a manager sets and reads them. */
  offers: OfferRepository;
  /** The delivery slots of the same backend, as the shopper of each request and the staff reach them. */
  slots: DeliverySlotRepository;
  seedProducts(products: Product[]): Promise<void>;
  seedSettings(settings: ShopSettings): Promise<void>;
  seedZones(zones: readonly DeliveryZone[]): Promise<void>;
  /** The product's current stock, read outside the repository under test. */
  stockOf(productId: string): Promise<number>;
  /** Each variant's current stock by variant id, read outside the repository under test. */
  variantStockOf(productId: string): Promise<Record<string, number>>;
  /**
   * Replaces the account's order counter outside the repository (null: as before its first order), so a case can
   * start from an account that already holds open orders, or place several orders of one account without waiting.
   */
  setCounter(userId: string, counter: OrderCounter | null): Promise<void>;
  /** The account's order counter as stored; null when there is none. */
  counterOf(userId: string): Promise<OrderCounter | null>;
  /** Stores an order as the backend keeps it, outside the repository: one placed before a field existed. */
  seedOrder(order: Order): Promise<void>;
  dispose?(): Promise<void>;
}

export type OrderRepositoryFactory = () => Promise<OrderRepositoryHarness>;

export interface OrderContractOptions {
  /** fast-check runs of the stock-conservation property; each run makes a fresh harness. Default 25. */
  propertyRuns?: number;
}

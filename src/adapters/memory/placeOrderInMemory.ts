import type { Order } from '../../domain/orders/Order';
import type { OrderCounter } from '../../domain/orders/OrderLimits';
import { checkOrderRequest, planOrder } from '../../domain/orders/OrderPlan';
import type { Product } from '../../domain/catalogue/Product';
import { fail, ok, type Result } from '../../domain/shared/Result';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/settings/ShopSettings';
import type { PlaceOrderError, PlaceOrderRequest } from '../../domain/orders/PlaceOrderRequest';
import type { MemoryDatabase } from './MemoryDatabase';
import { deliveryZonesIn } from './InMemoryDeliveryZoneRepository';
import { holdOffers } from '../../domain/offers/OfferCheckout';
import { offerFactsIn, storeHold } from './offerHoldsInMemory';

export const ORDERS = 'orders';
export const PRODUCTS = 'products';
/** Each account's OrderCounter, keyed by user id, as in Firestore. */
export const ORDER_COUNTERS = 'orderCounters';

type Outcome = Result<Order, PlaceOrderError>;

/**
 * The body of placeOrder; call it inside `db.transaction`. Reads go through the metered `get`, as the Firestore
 * transaction reads the order id, each product, the settings, the delivery zones and the account's counter, and with
 * offers each offer and the account's use of it (Firestore holds them in a write of its own first).
 */
export const placeOrderInMemory = (db: MemoryDatabase, now: string, request: PlaceOrderRequest): Outcome => {
  const existing = db.get<Order>(ORDERS, request.orderId);
  if (existing) return existing.userId === request.userId ? ok(existing) : fail({ code: 'ORDER.ID_TAKEN' });

  const requestError = checkOrderRequest(request);
  if (requestError) return fail(requestError);

  const products = new Map<string, Product | null>();
  for (const { productId } of request.lines) {
    if (!products.has(productId)) products.set(productId, db.get<Product>(PRODUCTS, productId));
  }
  const settings = { ...DEFAULT_SHOP_SETTINGS, ...db.get<ShopSettings>('settings', 'shop') };
  const counter = db.get<OrderCounter>(ORDER_COUNTERS, request.userId);
  const zones = deliveryZonesIn(db);
  const facts = offerFactsIn(db, request.userId, request.offerIds ?? []);
  const held = holdOffers(request, products, settings, counter, now, zones, facts);
  if (!held.ok) return held;
  const plan = planOrder(request, products, settings, counter, now, zones, held.value);
  if (!plan.ok) return plan;
  if (held.value) storeHold(db, request.orderId, held.value, facts);
  const { order, productsAfter } = plan.value;
  for (const [productId, product] of productsAfter) db.set(PRODUCTS, productId, { ...product });
  db.set(ORDER_COUNTERS, request.userId, { ...plan.value.counter });
  db.set(ORDERS, order.id, { ...order });
  return ok(order);
};

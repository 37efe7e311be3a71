import type { PlaceOrderError, PlaceOrderLine, PlaceOrderRequest } from '../ports/OrderRepository';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, priceCheckout } from './CheckoutPricing';
import type { Order, OrderLine, OrderLineVariant } from './Order';
import { counterAfterCheckout, type OrderCounter } from './OrderLimits';
import type { Product } from './Product';
import { fail, ok, type Result } from './Result';
import type { ShopSettings } from './ShopSettings';

/** What placing an order writes: the order, each ordered product's stock after it, and the account's counter. */
export interface OrderPlan {
  order: Order;
  stockAfter: ReadonlyMap<string, number>;
  counter: OrderCounter;
}

/**
 * The request's shape, checked before any stock is read: lines present, at most the limit, quantities 1..10, and at
 * most 10 of one product however many of its variants the lines hold.
 */
export const checkOrderShape = (lines: readonly PlaceOrderLine[]): PlaceOrderError | null => {
  if (lines.length === 0) return { code: 'ORDER.EMPTY' };
  const extra = lines[MAX_ORDER_LINES];
  if (extra) return { code: 'ORDER.INVALID_QUANTITY', productId: extra.productId };
  const bad = lines.find(
    ({ quantity }) => !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY,
  );
  if (bad) return { code: 'ORDER.INVALID_QUANTITY', productId: bad.productId };
  const perProduct = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    const total = (perProduct.get(productId) ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY)
      return { code: 'ORDER.PRODUCT_LIMIT', productId, limit: MAX_LINE_QUANTITY };
    perProduct.set(productId, total);
  }
  return null;
};

/** A null variant orders the product at its base price; a variant id the product lacks makes it unavailable. */
export const priceOrderLine = (
  product: Product,
  line: PlaceOrderLine,
): Result<OrderLine, PlaceOrderError> => {
  let variant: OrderLineVariant | null = null;
  let modifier = 0;
  if (line.variantId !== null) {
    const found = product.variants.find((candidate) => candidate.id === line.variantId);
    if (!found) return fail({ code: 'ORDER.PRODUCT_UNAVAILABLE', productId: product.id });
    variant = { id: found.id };
    if (found.size !== undefined) variant.size = found.size;
    if (found.color !== undefined) variant.color = found.color;
    modifier = found.priceModifier;
  }
  const unitPrice = product.price + modifier;
  if (unitPrice !== line.expectedUnitPrice) {
    return fail({
      code: 'ORDER.PRICE_CHANGED',
      productId: product.id,
      expected: line.expectedUnitPrice,
      actual: unitPrice,
    });
  }
  return ok({
    productId: product.id,
    name: product.name,
    image: product.image || product.images[0] || '',
    variant,
    unitPrice,
    quantity: line.quantity,
  });
};

/**
 * Decides a well-shaped order (see checkOrderShape) against the products it names as they are now (null: missing or
 * not readable): every product active, every price as the shopper saw it, enough stock for the summed quantities,
 * and the account within its limits (`counter`: its counter before, null before its first order). Both backends run
 * it inside their transaction and write what it returns.
 */
export const planOrder = (
  request: PlaceOrderRequest,
  products: ReadonlyMap<string, Product | null>,
  settings: ShopSettings,
  counter: OrderCounter | null,
  now: string,
): Result<OrderPlan, PlaceOrderError> => {
  const lines: OrderLine[] = [];
  for (const line of request.lines) {
    const product = products.get(line.productId);
    if (!product || !product.isActive)
      return fail({ code: 'ORDER.PRODUCT_UNAVAILABLE', productId: line.productId });
    const priced = priceOrderLine(product, line);
    if (!priced.ok) return priced;
    lines.push(priced.value);
  }
  const stockAfter = new Map<string, number>();
  for (const line of lines) {
    const available = stockAfter.get(line.productId) ?? products.get(line.productId)?.stock ?? 0;
    stockAfter.set(line.productId, available - line.quantity);
  }
  for (const [productId, after] of stockAfter) {
    if (after < 0) {
      const available = products.get(productId)?.stock ?? 0;
      return fail({ code: 'ORDER.OUT_OF_STOCK', productId, available: Math.max(0, available) });
    }
  }
  const order: Order = {
    id: request.orderId,
    userId: request.userId,
    customerEmail: request.customerEmail,
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    lines,
    ...priceCheckout(lines, settings),
    shippingAddress: { ...request.shippingAddress },
    createdAt: now,
    updatedAt: now,
  };
  const counted = counterAfterCheckout(counter, order, settings, now);
  if (!counted.ok) return counted;
  return ok({ order, stockAfter, counter: counted.value });
};

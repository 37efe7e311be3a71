import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, priceCheckout } from '../../domain/CheckoutPricing';
import type { Order, OrderLine, OrderLineVariant } from '../../domain/Order';
import type { Product } from '../../domain/Product';
import { fail, ok, type Result } from '../../domain/Result';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/ShopSettings';
import type { PlaceOrderError, PlaceOrderLine, PlaceOrderRequest } from '../../ports/OrderRepository';
import type { MemoryDatabase } from './MemoryDatabase';

export const ORDERS = 'orders';
export const PRODUCTS = 'products';

type Outcome = Result<Order, PlaceOrderError>;

/**
 * The body of placeOrder; call it inside `db.transaction`. Reads go through the metered `get`, as the Firestore
 * transaction reads the order id, each product and the settings.
 */
export const placeOrderInMemory = (db: MemoryDatabase, now: string, request: PlaceOrderRequest): Outcome => {
  const existing = db.get<Order>(ORDERS, request.orderId);
  if (existing) return existing.userId === request.userId ? ok(existing) : fail({ code: 'ORDER.ID_TAKEN' });

  const shapeError = checkShape(request.lines);
  if (shapeError) return fail(shapeError);

  const products = new Map<string, Product>();
  const lines: OrderLine[] = [];
  for (const line of request.lines) {
    if (!products.has(line.productId)) {
      const product = db.get<Product>(PRODUCTS, line.productId);
      if (!product || !product.isActive)
        return fail({ code: 'ORDER.PRODUCT_UNAVAILABLE', productId: line.productId });
      products.set(line.productId, product);
    }
    const priced = priceLine(products.get(line.productId) as Product, line);
    if (!priced.ok) return priced;
    lines.push(priced.value);
  }

  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of wanted) {
    const available = (products.get(productId) as Product).stock;
    if (quantity > available)
      return fail({ code: 'ORDER.OUT_OF_STOCK', productId, available: Math.max(0, available) });
  }

  for (const [productId, quantity] of wanted) {
    const product = products.get(productId) as Product;
    db.set(PRODUCTS, productId, { ...product, stock: product.stock - quantity, updatedAt: now });
  }
  const settings = { ...DEFAULT_SHOP_SETTINGS, ...db.get<ShopSettings>('settings', 'shop') };
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
  db.set(ORDERS, order.id, { ...order });
  return ok(order);
};

const checkShape = (lines: readonly PlaceOrderLine[]): PlaceOrderError | null => {
  if (lines.length === 0) return { code: 'ORDER.EMPTY' };
  const extra = lines[MAX_ORDER_LINES];
  if (extra) return { code: 'ORDER.INVALID_QUANTITY', productId: extra.productId };
  const bad = lines.find(
    ({ quantity }) => !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY,
  );
  return bad ? { code: 'ORDER.INVALID_QUANTITY', productId: bad.productId } : null;
};

/** A null variant orders the product at its base price; a variant id the product lacks makes it unavailable. */
const priceLine = (product: Product, line: PlaceOrderLine): Result<OrderLine, PlaceOrderError> => {
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

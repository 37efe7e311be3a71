import { onlinePaymentOffered } from '../payments/PaymentGateway';
import type { PlaceOrderError, PlaceOrderLine, PlaceOrderRequest } from './PlaceOrderRequest';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_VARIANTS_PER_PRODUCT,
  priceCheckout,
} from '../checkout/CheckoutPricing';
import type { Order, OrderLine, OrderLineVariant } from './Order';
import { counterAfterCheckout, type OrderCounter } from './OrderLimits';
import type { Product } from '../catalogue/Product';
import { fail, ok, type Result } from '../shared/Result';
import type { ShopSettings } from '../settings/ShopSettings';
import { codDecision, zoneFor, type DeliveryZone } from '../checkout/DeliveryZones';
import { upiOffered } from './UpiPayment';
import { pincodeStateConflict } from '../checkout/PincodeStates';
import { picturesOf } from '../catalogue/VariantChoice';
import { availableStock } from '../catalogue/VariantStock';
import { codConfirmationAsked } from './CodConfirmation';
import { holdFits, withHeldOffers, type OfferHold } from '../offers/OfferHold';

/**
 * What placing an order writes: the order, each ordered product after it (its stock, and the stock of each ordered
 * variant, decremented) and the account's counter.
 */
export interface OrderPlan {
  order: Order;
  productsAfter: ReadonlyMap<string, Product>;
  counter: OrderCounter;
}
/**
 * The request's shape, checked before any stock is read: lines present, at most the limit, quantities 1..10, at
 * most 10 of one product however many of its variants the lines hold, and at most 5 of its variants.
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
  const variantsOf = new Map<string, Set<string>>();
  for (const { productId, quantity, variantId } of lines) {
    const total = (perProduct.get(productId) ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY)
      return { code: 'ORDER.PRODUCT_LIMIT', productId, limit: MAX_LINE_QUANTITY };
    perProduct.set(productId, total);
    const variants = variantsOf.get(productId) ?? new Set<string>();
    if (variantId !== null) variants.add(variantId);
    if (variants.size > MAX_VARIANTS_PER_PRODUCT)
      return { code: 'ORDER.TOO_MANY_VARIANTS', productId, limit: MAX_VARIANTS_PER_PRODUCT };
    variantsOf.set(productId, variants);
  }
  return null;
};

/**
 * A request is considered only when the shopper agreed to the Terms of Sale and the Return Policy; then its shape
 * (checkOrderShape). Both run before any stock is read.
 */
export const checkOrderRequest = (
  request: Pick<PlaceOrderRequest, 'lines' | 'termsAccepted'>,
): PlaceOrderError | null =>
  request.termsAccepted === true ? checkOrderShape(request.lines) : { code: 'ORDER.TERMS_NOT_ACCEPTED' };

/**
 * A null variant orders a product without variants at its price. A product with variants is sold by variant (each
 * counts its own stock), so a line without one, or with an id the product lacks, finds it unavailable. The line
 * shows the variant's first picture, else the product's.
 */
export const priceOrderLine = (
  product: Product,
  line: PlaceOrderLine,
): Result<OrderLine, PlaceOrderError> => {
  let variant: OrderLineVariant | null = null;
  let modifier = 0;
  let pictureOf: Parameters<typeof picturesOf>[1] = null;
  if (line.variantId === null && product.variants.length > 0)
    return fail({ code: 'ORDER.PRODUCT_UNAVAILABLE', productId: product.id });
  if (line.variantId !== null) {
    const found = product.variants.find((candidate) => candidate.id === line.variantId);
    if (!found) return fail({ code: 'ORDER.PRODUCT_UNAVAILABLE', productId: product.id });
    variant = { id: found.id };
    if (found.size !== undefined) variant.size = found.size;
    if (found.color !== undefined) variant.color = found.color;
    modifier = found.priceModifier;
    pictureOf = found;
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
    image: picturesOf(product, pictureOf).image,
    variant,
    unitPrice,
    quantity: line.quantity,
  });
};

/**
 * Lines naming the same product and variant become one (first one's place, quantities added): a cart never holds
 * two, and firestore.rules, which check a variant's decrement against one line, refuse an order that does.
 */
export const mergeLines = (lines: readonly OrderLine[]): OrderLine[] => {
  const merged = new Map<string, OrderLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.variant?.id ?? null]);
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : line);
  }
  return [...merged.values()];
};

/**
 * Decides a well-shaped order the shopper agreed to (see checkOrderRequest) against the products it names as they
 * are now (null: missing or not readable): every product active, every price as the shopper saw it, enough stock of
 * the product and of each variant for the summed quantities (a sold-out variant is refused even when its siblings
 * have units), the address's state one its pincode can be in (the invoice's place of supply), the address in a
 * delivery zone, the payment method one the zone and the shop take for this total, and the account within its limits
 * (`counter`: its counter before, null before its first order). The order records the consent at its creation time.
 * An order with offers takes its discount from the shopper's hold of them (`held`, OfferCheckout.holdOffers), which
 * must be for exactly these lines and this payment (ORDER.OFFERS_CHANGED otherwise); its total is after the discount.
 * Both backends run it inside their transaction and write what it returns.
 */
export const planOrder = (
  request: PlaceOrderRequest,
  products: ReadonlyMap<string, Product | null>,
  settings: ShopSettings,
  counter: OrderCounter | null,
  now: string,
  zones: readonly DeliveryZone[],
  held: OfferHold | null = null,
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
  const merged = mergeLines(lines);
  const productsAfter = new Map<string, Product>();
  for (const line of merged) {
    const before = productsAfter.get(line.productId) ?? (products.get(line.productId) as Product);
    const variant = line.variant ? (before.variants.find(({ id }) => id === line.variant?.id) ?? null) : null;
    const available = availableStock(before, variant);
    if (line.quantity > available) {
      const original = products.get(line.productId) as Product;
      const originalVariant = original.variants.find(({ id }) => id === variant?.id) ?? null;
      return fail({
        code: 'ORDER.OUT_OF_STOCK',
        productId: line.productId,
        ...(variant ? { variantId: variant.id } : {}),
        available: variant ? availableStock(original, originalVariant) : Math.max(0, original.stock),
      });
    }
    productsAfter.set(line.productId, {
      ...before,
      stock: before.stock - line.quantity,
      variants: before.variants.map((entry) =>
        entry === variant ? { ...entry, stock: entry.stock - line.quantity } : entry,
      ),
    });
  }
  const placed: Order = {
    id: request.orderId,
    userId: request.userId,
    customerEmail: request.customerEmail,
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: request.paymentMethod,
    lines: merged,
    ...priceCheckout(merged, settings),
    shippingAddress: { ...request.shippingAddress },
    createdAt: now,
    updatedAt: now,
    history: [],
    termsAcceptedAt: now,
  };
  if (held && !holdFits(held, placed)) return fail({ code: 'ORDER.OFFERS_CHANGED' });
  const order = held ? withHeldOffers(placed, held) : placed;
  if (codConfirmationAsked(order, settings)) order.codToConfirm = true;
  const { pincode, state } = order.shippingAddress;
  const states = pincodeStateConflict(pincode, state);
  if (states) return fail({ code: 'ORDER.STATE_NOT_OF_PINCODE', states: [...states], state });
  const refused = deliveryAndPaymentError(order, settings, zones);
  if (refused) return fail(refused);
  order.deliveryDays = zoneFor(zones, pincode)?.maxDays ?? 0;
  const counted = counterAfterCheckout(counter, order, settings, now);
  if (!counted.ok) return counted;
  return ok({ order, productsAfter, counter: counted.value });
};

/** Whether the shop delivers to the order's pincode and takes its payment method there for its total. */
export const deliveryAndPaymentError = (
  order: Pick<Order, 'shippingAddress' | 'paymentMethod' | 'total'>,
  settings: ShopSettings,
  zones: readonly DeliveryZone[],
): PlaceOrderError | null => {
  const { pincode } = order.shippingAddress;
  const zone = zoneFor(zones, pincode);
  if (!zone) return { code: 'ORDER.NOT_DELIVERABLE', pincode };
  if (order.paymentMethod === 'upi') return upiOffered(settings) ? null : { code: 'ORDER.UPI_UNAVAILABLE' };
  if (order.paymentMethod === 'online')
    return onlinePaymentOffered(settings) ? null : { code: 'ORDER.ONLINE_UNAVAILABLE' };
  const cod = codDecision(zone, order.total);
  if (cod.allowed) return null;
  return cod.reason === 'zone'
    ? { code: 'ORDER.COD_UNAVAILABLE' }
    : { code: 'ORDER.COD_ABOVE_ZONE_LIMIT', limit: cod.limit };
};

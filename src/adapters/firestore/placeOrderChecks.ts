import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../domain/CheckoutPricing';
import type { OrderLine, OrderLineVariant } from '../../domain/Order';
import type { Product } from '../../domain/Product';
import { fail, ok, type Result } from '../../domain/Result';
import type { PlaceOrderError, PlaceOrderLine } from '../../ports/OrderRepository';

/** The request's shape, checked before any stock is touched: lines present, at most the limit, quantities 1..10. */
export const checkOrderShape = (lines: readonly PlaceOrderLine[]): PlaceOrderError | null => {
  if (lines.length === 0) return { code: 'ORDER.EMPTY' };
  const extra = lines[MAX_ORDER_LINES];
  if (extra) return { code: 'ORDER.INVALID_QUANTITY', productId: extra.productId };
  const bad = lines.find(
    ({ quantity }) => !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY,
  );
  return bad ? { code: 'ORDER.INVALID_QUANTITY', productId: bad.productId } : null;
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

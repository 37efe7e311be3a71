import { MAX_LINE_QUANTITY } from './CheckoutPricing';
import type { Product, ProductVariant } from '../catalogue/Product';
import { picturesOf } from '../catalogue/VariantChoice';
import { availableStock } from '../catalogue/VariantStock';

/** The chosen option of a cart or wishlist line (docs/behaviour.md#cart-wishlist-and-what-survives-a-reload). */
export interface LineVariant {
  id?: string;
  size?: string;
  color?: string;
  colorHex?: string;
  priceModifier: number;
  sku?: string;
}

/** What the shop hands to the cart when the shopper presses "Add to cart". */
export interface CartProductInput {
  /** The product id. */
  id: string;
  name: string;
  image: string;
  images: string[];
  category: string;
  basePrice: number;
  variant: LineVariant | null;
  /**
   * The units of this choice the shop had when it was added (the chosen variant's own, else the product's): a line
   * never goes above it. Absent for lines saved before the cart knew it; placeOrder checks the real stock anyway.
   */
  stock?: number;
  /** The product's GST rate (per cent) when it was added; absent for a line of an older cart or from the wishlist. */
  gstRate?: number;
}

export interface CartItem extends CartProductInput {
  /** basePrice + priceModifier, whole rupees. */
  price: number;
  priceModifier: number;
  quantity: number;
  /** Line identity, built by `cartLineKey`. */
  key: string;
}

export interface Cart {
  readonly items: readonly CartItem[];
  /** Sum of price × quantity. */
  readonly total: number;
  /** Sum of quantities. */
  readonly totalItems: number;
}

/** Which lines a removal targets: a whole product, one variant id, or one size/colour combination. */
export type LineTarget =
  | { productId: string }
  | { productId: string; variantId: string }
  | { productId: string; size?: string; color?: string };

export const EMPTY_CART: Cart = { items: [], total: 0, totalItems: 0 };

const part = (value: string): string => encodeURIComponent(value);

/**
 * Line identity (docs/behaviour.md#cart-wishlist-and-what-survives-a-reload): the product id with the variant id, or else with size and colour. Each part is
 * percent-encoded, so two different lines can never build the same key.
 */
export const cartLineKey = (
  productId: string,
  variant: Pick<LineVariant, 'id' | 'size' | 'color'> | null,
): string => {
  if (variant?.id) return `${part(productId)}|v|${part(variant.id)}`;
  if (variant?.size || variant?.color) {
    return `${part(productId)}|s|${part(variant.size ?? '')}|c|${part(variant.color ?? '')}`;
  }
  return part(productId);
};

/** What a cart line keeps of a variant: its options and price, not its pictures or stock. */
export const lineVariantOf = ({
  id,
  size,
  color,
  colorHex,
  priceModifier,
  sku,
}: ProductVariant): LineVariant => ({
  id,
  ...(size === undefined ? {} : { size }),
  ...(color === undefined ? {} : { color }),
  ...(colorHex === undefined ? {} : { colorHex }),
  priceModifier,
  sku,
});

/**
 * The cart input for a product and the variant the shopper picked (null for none): the variant's pictures (else
 * the product's) and the units of it on hand.
 */
export const cartInputFromProduct = (product: Product, variant: ProductVariant | null): CartProductInput => {
  const pictures = picturesOf(product, variant);
  return {
    id: product.id,
    name: product.name,
    image: pictures.image,
    images: pictures.images,
    category: product.categories[0] || product.category || 'furniture',
    basePrice: product.price,
    variant: variant ? lineVariantOf(variant) : null,
    stock: availableStock(product, variant),
    gstRate: product.gstRate,
  };
};

/** The most a line may hold: MAX_LINE_QUANTITY, or fewer when the shop had fewer. */
export const lineLimit = (line: Pick<CartProductInput, 'stock'>): number =>
  line.stock === undefined ? MAX_LINE_QUANTITY : Math.max(0, Math.min(MAX_LINE_QUANTITY, line.stock));

const clampQuantity = (quantity: number, limit = MAX_LINE_QUANTITY): number =>
  Math.min(limit, Math.max(0, Math.trunc(quantity)));

const toItem = (input: CartProductInput, quantity: number): CartItem => {
  const priceModifier = input.variant?.priceModifier ?? 0;
  // Stored carts come back from localStorage; tolerate a missing images list there.
  const images = Array.isArray(input.images) ? input.images : [];
  return {
    id: input.id,
    name: input.name,
    image: input.image || images[0] || '',
    images: [...images],
    category: input.category,
    basePrice: input.basePrice,
    variant: input.variant ? { ...input.variant } : null,
    ...(typeof input.stock === 'number' ? { stock: input.stock } : {}),
    ...(typeof input.gstRate === 'number' ? { gstRate: input.gstRate } : {}),
    priceModifier,
    price: input.basePrice + priceModifier,
    quantity,
    key: cartLineKey(input.id, input.variant),
  };
};

const withTotals = (items: readonly CartItem[]): Cart => ({
  items,
  total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
});

/**
 * Adds one unit: a new line starts at 1, an existing line goes up by 1. A line never exceeds MAX_LINE_QUANTITY (10,
 * the most one order line may carry) nor the stock the input names (the newest one known); adding beyond keeps it.
 * A choice with no stock is not added.
 */
export const addToCart = (cart: Cart, input: CartProductInput): Cart => {
  const key = cartLineKey(input.id, input.variant);
  const existing = cart.items.find((item) => item.key === key);
  const limit = lineLimit(input);
  if (!existing) return limit < 1 ? cart : withTotals([...cart.items, toItem(input, 1)]);
  if (existing.quantity >= limit) return cart;
  return withTotals(
    cart.items.map((item) =>
      item.key === key
        ? {
            ...item,
            quantity: item.quantity + 1,
            ...(input.stock === undefined ? {} : { stock: input.stock }),
          }
        : item,
    ),
  );
};

/**
 * Sets a line's quantity, clamped to 0..the line's limit (lineLimit; fractions are cut); 0 removes the line.
 * An unknown key or a non-finite quantity leaves the cart as it is.
 */
export const setQuantity = (cart: Cart, key: string, quantity: number): Cart => {
  const line = cart.items.find((item) => item.key === key);
  if (!Number.isFinite(quantity) || !line) return cart;
  const next = clampQuantity(quantity, Math.max(1, lineLimit(line)));
  if (next === 0) return removeLine(cart, key);
  return withTotals(cart.items.map((item) => (item.key === key ? { ...item, quantity: next } : item)));
};

export const removeLine = (cart: Cart, key: string): Cart =>
  withTotals(cart.items.filter((item) => item.key !== key));

/** True when the line belongs to the target (see LineTarget). Shared with the wishlist. */
export const matchesTarget = (line: Pick<CartItem, 'id' | 'variant'>, target: LineTarget): boolean => {
  if (line.id !== target.productId) return false;
  if ('variantId' in target) return line.variant?.id === target.variantId;
  if ('size' in target || 'color' in target) {
    return (
      (line.variant?.size ?? '') === (target.size ?? '') &&
      (line.variant?.color ?? '') === (target.color ?? '')
    );
  }
  return true;
};

/** Removes every line of a product, or only the lines of one variant id or one size/colour. */
export const removeFromCart = (cart: Cart, target: LineTarget): Cart =>
  withTotals(cart.items.filter((item) => !matchesTarget(item, target)));

export const clearCart = (): Cart => EMPTY_CART;

/**
 * Rebuilds a cart from stored or foreign lines: recomputes keys, prices and totals; lines sharing a key merge
 * (quantities add up, the first line's details win); quantities are clamped and empty lines dropped.
 */
export const setWholeCart = (lines: readonly (CartProductInput & { quantity: number })[]): Cart => {
  const byKey = new Map<string, CartItem>();
  for (const line of lines) {
    const quantity = Number.isFinite(line.quantity) ? Math.trunc(line.quantity) : 0;
    if (quantity <= 0) continue;
    const item = toItem(line, quantity);
    const existing = byKey.get(item.key);
    byKey.set(item.key, existing ? { ...existing, quantity: existing.quantity + quantity } : item);
  }
  return withTotals(
    [...byKey.values()].map((item) => ({
      ...item,
      quantity: clampQuantity(item.quantity, Math.max(1, lineLimit(item))),
    })),
  );
};

/** The quantity already in the cart for one line (0 when absent). */
export const quantityInCart = (cart: Cart, productId: string, variant: LineVariant | null): number =>
  cart.items.find((item) => item.key === cartLineKey(productId, variant))?.quantity ?? 0;

import { cartLineKey, matchesTarget } from './Cart';
import type { CartProductInput, LineTarget, LineVariant } from './Cart';
import type { Product, ProductVariant } from '../catalogue/Product';
import { picturesOf } from '../catalogue/VariantChoice';

export interface WishlistInput {
  /** The product id. */
  id: string;
  name: string;
  basePrice: number;
  image: string;
  images: string[];
  /** Defaults to 'furniture' when empty. */
  category?: string;
  variant: LineVariant | null;
}

export interface WishlistItem extends WishlistInput {
  category: string;
  /** basePrice + priceModifier. */
  price: number;
  priceModifier: number;
  /** Same identity rule as the cart (`cartLineKey`). */
  key: string;
}

export type Wishlist = readonly WishlistItem[];

export const DEFAULT_WISHLIST_CATEGORY = 'furniture';

const toItem = (input: WishlistInput): WishlistItem => {
  const priceModifier = input.variant?.priceModifier ?? 0;
  return {
    id: input.id,
    name: input.name,
    basePrice: input.basePrice,
    priceModifier,
    price: input.basePrice + priceModifier,
    image: input.image || input.images[0] || '',
    images: [...input.images],
    category: input.category || DEFAULT_WISHLIST_CATEGORY,
    variant: input.variant ? { ...input.variant } : null,
    key: cartLineKey(input.id, input.variant),
  };
};

/** The wishlist input for a product and the variant the shopper picked: the variant's pictures (else the product's). */
export const wishlistInputFromProduct = (
  product: Product,
  variant: ProductVariant | null,
): WishlistInput => ({
  id: product.id,
  name: product.name,
  basePrice: product.price,
  ...picturesOf(product, variant),
  category: product.categories[0] || product.category,
  variant: variant ? { ...variant } : null,
});

/** Adds the line; a line already on the list leaves the list untouched (same array back). */
export const addToWishlist = (list: Wishlist, input: WishlistInput): Wishlist => {
  const key = cartLineKey(input.id, input.variant);
  return list.some((item) => item.key === key) ? list : [...list, toItem(input)];
};

export const removeWishlistLine = (list: Wishlist, key: string): Wishlist =>
  list.filter((item) => item.key !== key);

/** Removes every line of a product, or only one variant id or size/colour (same targets as the cart). */
export const removeFromWishlist = (list: Wishlist, target: LineTarget): Wishlist =>
  list.filter((item) => !matchesTarget(item, target));

export const clearWishlist = (): Wishlist => [];

/** Replaces the list, rebuilding keys and prices; repeated lines keep the first. */
export const setWishlist = (inputs: readonly WishlistInput[]): Wishlist =>
  inputs.reduce<Wishlist>((list, input) => addToWishlist(list, input), []);

export const isInWishlist = (
  list: Wishlist,
  productId: string,
  variant: LineVariant | null = null,
): boolean => {
  const key = cartLineKey(productId, variant);
  return list.some((item) => item.key === key);
};

/** True when any line of the product is on the list, whatever its variant (for a heart icon on a card). */
export const hasProduct = (list: Wishlist, productId: string): boolean =>
  list.some((item) => item.id === productId);

/** The cart input for "move to cart". */
export const wishlistItemToCartInput = (item: WishlistItem): CartProductInput => ({
  id: item.id,
  name: item.name,
  image: item.image,
  images: [...item.images],
  category: item.category,
  basePrice: item.basePrice,
  variant: item.variant ? { ...item.variant } : null,
});

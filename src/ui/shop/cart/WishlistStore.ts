import { makeAutoObservable } from 'mobx';
import type { ProductVariant, Product } from '../../../domain/catalogue/Product';
import {
  addToWishlist,
  clearWishlist,
  hasProduct,
  isInWishlist,
  removeFromWishlist,
  removeWishlistLine,
  setWishlist,
  wishlistInputFromProduct,
  wishlistItemToCartInput,
  type Wishlist,
  type WishlistInput,
  type WishlistItem,
} from '../../../domain/checkout/Wishlist';
import type { LineTarget, LineVariant } from '../../../domain/checkout/Cart';
import type { CartStore } from './CartStore';

/** The shopper's wishlist; every rule is the domain Wishlist's. */
export class WishlistStore {
  items: Wishlist = [];

  constructor(inputs: readonly WishlistInput[] = []) {
    this.items = setWishlist(inputs);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get count(): number {
    return this.items.length;
  }

  /** What 'root' stores. */
  get lines(): WishlistInput[] {
    return this.items.map(({ id, name, basePrice, image, images, category, variant }) => ({
      id,
      name,
      basePrice,
      image,
      images,
      category,
      variant,
    }));
  }

  add(input: WishlistInput): void {
    this.items = addToWishlist(this.items, input);
  }

  addProduct(product: Product, variant: ProductVariant | null = null): void {
    this.add(wishlistInputFromProduct(product, variant));
  }

  /** Adds the product when no line of it is listed, else removes all its lines (the heart button of a card). */
  toggleProduct(product: Product): void {
    if (hasProduct(this.items, product.id)) this.remove({ productId: product.id });
    else this.addProduct(product);
  }

  removeLine(key: string): void {
    this.items = removeWishlistLine(this.items, key);
  }

  remove(target: LineTarget): void {
    this.items = removeFromWishlist(this.items, target);
  }

  clear(): void {
    this.items = clearWishlist();
  }

  replace(inputs: readonly WishlistInput[]): void {
    this.items = setWishlist(inputs);
  }

  has(productId: string, variant: LineVariant | null = null): boolean {
    return isInWishlist(this.items, productId, variant);
  }

  hasProduct(productId: string): boolean {
    return hasProduct(this.items, productId);
  }

  /** Moves one line to the cart and off the list. */
  moveToCart(item: WishlistItem, cart: CartStore): void {
    cart.add(wishlistItemToCartInput(item));
    this.removeLine(item.key);
  }
}

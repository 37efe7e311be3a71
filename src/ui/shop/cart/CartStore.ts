import { makeAutoObservable } from 'mobx';
import {
  EMPTY_CART,
  addToCart,
  cartInputFromProduct,
  clearCart,
  quantityInCart,
  removeFromCart,
  removeLine,
  setQuantity,
  setWholeCart,
  type Cart,
  type CartItem,
  type CartProductInput,
  type LineTarget,
  type LineVariant,
} from '../../../domain/checkout/Cart';
import type { Product, ProductVariant } from '../../../domain/catalogue/Product';
import type { CartLine } from '../../../domain/checkout/RootState';

/** The shopper's cart; every rule is the domain Cart's. */
export class CartStore {
  cart: Cart = EMPTY_CART;
  /** The pincode the shopper last checked delivery for; '' when none. */
  pincode: string;

  constructor(lines: readonly CartLine[] = [], pincode = '') {
    this.cart = setWholeCart(lines);
    this.pincode = pincode;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setPincode(pincode: string): void {
    this.pincode = pincode;
  }

  get items(): readonly CartItem[] {
    return this.cart.items;
  }

  get total(): number {
    return this.cart.total;
  }

  get totalItems(): number {
    return this.cart.totalItems;
  }

  get isEmpty(): boolean {
    return this.cart.items.length === 0;
  }

  /** What 'root' stores: the inputs and quantities; keys and totals are rebuilt on load. */
  get lines(): CartLine[] {
    return this.cart.items.map(
      ({ id, name, image, images, category, basePrice, variant, quantity, stock, gstRate }) => ({
        id,
        name,
        image,
        images,
        category,
        basePrice,
        variant,
        quantity,
        ...(stock === undefined ? {} : { stock }),
        ...(gstRate === undefined ? {} : { gstRate }),
      }),
    );
  }

  add(input: CartProductInput): void {
    this.cart = addToCart(this.cart, input);
  }

  addProduct(product: Product, variant: ProductVariant | null = null): void {
    this.add(cartInputFromProduct(product, variant));
  }

  setQuantity(key: string, quantity: number): void {
    this.cart = setQuantity(this.cart, key, quantity);
  }

  removeLine(key: string): void {
    this.cart = removeLine(this.cart, key);
  }

  remove(target: LineTarget): void {
    this.cart = removeFromCart(this.cart, target);
  }

  clear(): void {
    this.cart = clearCart();
  }

  replace(lines: readonly CartLine[]): void {
    this.cart = setWholeCart(lines);
  }

  /** The shop's price of a product changed (checkout found out): every line of it takes the new base price. */
  repriceProduct(productId: string, basePrice: number): void {
    this.cart = setWholeCart(
      this.lines.map((line) => (line.id === productId ? { ...line, basePrice } : line)),
    );
  }

  quantityOf(productId: string, variant: LineVariant | null = null): number {
    return quantityInCart(this.cart, productId, variant);
  }
}

import { action, compareStructural, makeObservable, observable } from 'mobx';
import type { Product } from '../../../domain/catalogue/Product';

/**
 * The shop's products by id, one object each (docs/architecture.md#the-product-cache): the stores that show products
 * keep the ids they list and read the products here, so a product loaded anew shows its new figures on every card.
 */
export class ProductCache {
  readonly #products = observable.map<string, Product>();

  constructor() {
    makeObservable(this, { put: action, replace: action });
  }

  get(id: string): Product | undefined {
    return this.#products.get(id);
  }

  /** The products of `ids` the cache holds, in that order. */
  list(ids: readonly string[]): Product[] {
    return ids.flatMap((id) => this.#products.get(id) ?? []);
  }

  /**
   * Puts the products a load got, and returns their ids in order; a product equal to the one held is not replaced, so
   * nothing renders again for it.
   */
  put(products: readonly Product[]): string[] {
    products.forEach((product) => {
      const held = this.#products.get(product.id);
      if (!held || !compareStructural(held, product)) this.#products.set(product.id, product);
    });
    return products.map((product) => product.id);
  }

  /** Holds `product` for its id as it is, equal or not (the cache keeps an observable copy of a plain one). */
  replace(product: Product): void {
    this.#products.set(product.id, product);
  }
}

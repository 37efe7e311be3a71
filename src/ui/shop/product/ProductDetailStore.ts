import { KeyedLoad } from '../common/KeyedLoad';
import { computed, makeAutoObservable, observableRef, observableStruct, runInAction } from 'mobx';
import { messageFor } from '../../../domain/text/messages';
import { discountPercent } from '../../../domain/text/Money';
import type { Product, ProductVariant } from '../../../domain/catalogue/Product';
import {
  defaultSelection,
  originalPriceWithVariant,
  picturesOfChoice,
  priceWithVariant,
  selectOption,
  selectedVariant,
  variantColors,
  variantForOption,
  variantSizes,
  type ColorOption,
  type Pictures,
  type VariantSelection,
} from '../../../domain/catalogue/VariantChoice';
import { availableStock } from '../../../domain/catalogue/VariantStock';
import type { ProductRepository } from '../../../ports/ProductRepository';
import { ProductCache } from '../../shared/stores/ProductCache';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

export const RELATED_PRODUCTS_LIMIT = 4;

/** How the address names the product: /products/{id} by id, /{category}/{productName} by slug (docs/behaviour.md#screens-and-routes). */
export type ProductLookup = { by: 'id'; value: string } | { by: 'slug'; value: string };

const keyOf = (lookup: ProductLookup): string => `${lookup.by}:${lookup.value}`;

/**
 * The product page: finds the product by slug then id (or id then slug), keeps the shopper's size and colour pick,
 * and loads related products. Inactive products are not for sale and show as not found.
 */
export class ProductDetailStore {
  /** The id of the product shown; the product is the cache's. */
  productId: string | null = null;
  /** The product's load; loaded without a product when none is for sale under the lookup (see notFound). */
  state: LoadState = IDLE;
  /** The ids of the related products, in order. */
  relatedIds: string[] = [];
  /** The related products' load: a bonus, so a failure only leaves them out. */
  relatedState: LoadState = IDLE;
  selection: VariantSelection = { size: null, color: null };
  /** The lookup the state belongs to (loading or loaded), so a page never shows another page's product. */
  lookupKey: string | null = null;
  #request = 0;
  readonly #loads = new KeyedLoad();
  readonly #products: ProductRepository;
  readonly #cache: ProductCache;

  constructor(
    products: ProductRepository,
    readonly relatedLimit = RELATED_PRODUCTS_LIMIT,
    cache = new ProductCache(),
  ) {
    this.#products = products;
    this.#cache = cache;
    // Kept alive: the related list stays the same array until a product of it or its ids change.
    makeAutoObservable(
      this,
      {
        related: computed({ keepAlive: true }),
        relatedIds: observableStruct,
        state: observableRef,
        relatedState: observableRef,
      },
      { autoBind: true },
    );
  }

  get product(): Product | null {
    return this.productId === null ? null : (this.#cache.get(this.productId) ?? null);
  }

  /** Loaded, and no product for sale answers the lookup. */
  get notFound(): boolean {
    return this.state.status === 'loaded' && this.productId === null;
  }

  /** The related products, in order. */
  get related(): Product[] {
    return this.#cache.list(this.relatedIds);
  }

  get variants(): readonly ProductVariant[] {
    return this.product?.variants ?? [];
  }

  get sizes(): string[] {
    return variantSizes(this.variants);
  }

  get colors(): ColorOption[] {
    return variantColors(this.variants);
  }

  /** The chosen variant; null for a product without variants. */
  get variant(): ProductVariant | null {
    return selectedVariant(this.variants, this.selection);
  }

  /** The chosen variant's pictures, else its colour's, else the product's (VariantChoice.picturesOfChoice). */
  get pictures(): Pictures {
    return this.product
      ? picturesOfChoice(this.product, this.variants, this.selection)
      : { image: '', images: [] };
  }

  /** Units of the current choice on hand (the chosen variant's own; the product's without variants). */
  get stock(): number {
    return this.product ? availableStock(this.product, this.variant) : 0;
  }

  /** Units on hand of the variant that picking `value` would select (0 when none would be). */
  optionStock(dimension: keyof VariantSelection, value: string): number {
    const variant = variantForOption(this.variants, this.selection, dimension, value);
    return this.product && variant ? availableStock(this.product, variant) : 0;
  }

  get unitPrice(): number {
    return this.product ? priceWithVariant(this.product, this.variant) : 0;
  }

  get originalPrice(): number | undefined {
    return this.product ? originalPriceWithVariant(this.product, this.variant) : undefined;
  }

  get discount(): number {
    return discountPercent(this.unitPrice, this.originalPrice);
  }

  select(dimension: keyof VariantSelection, value: string): void {
    this.selection = selectOption(this.variants, this.selection, dimension, value);
  }

  /** True when the state is for `lookup` (it may still be loading). */
  isFor(lookup: ProductLookup): boolean {
    return this.lookupKey === keyOf(lookup);
  }

  /** Loads the product of `lookup` (a repeat while it loads, or just after, is the same load: see KeyedLoad). */
  load(lookup: ProductLookup): Promise<void> {
    return this.#loads.run(keyOf(lookup), () => this.fetch(lookup), this.state.status !== 'failed');
  }

  private async fetch(lookup: ProductLookup): Promise<void> {
    const request = ++this.#request;
    this.lookupKey = keyOf(lookup);
    this.state = LOADING;
    this.relatedIds = [];
    try {
      const product = await this.find(lookup);
      if (request !== this.#request) return;
      runInAction(() => {
        this.productId = product ? (this.#cache.put([product])[0] ?? null) : null;
        this.selection = defaultSelection(product?.variants ?? []);
        this.state = LOADED;
      });
      if (product) await this.loadRelated(product, request);
    } catch (error) {
      console.error(error);
      if (request !== this.#request) return;
      runInAction(() => {
        this.productId = null;
        this.state = failed(messageFor('PRODUCTS.LOAD_FAILED'));
      });
    }
  }

  /**
   * Asks again for the product on show and its related products, which stay as they are meanwhile, and as they were if
   * the answer fails; a product no longer for sale becomes one not found, as it would load now.
   */
  async refresh(): Promise<void> {
    const { product } = this;
    if (this.state.status !== 'loaded' || !product) return;
    const request = this.#request;
    try {
      const [fresh, related] = await Promise.all([
        this.#products.getById(product.id),
        this.#products.listRelated(product, this.relatedLimit),
      ]);
      if (request !== this.#request) return;
      runInAction(() => {
        this.productId = fresh?.isActive ? (this.#cache.put([fresh])[0] ?? null) : null;
        if (this.relatedState.status === 'loaded') this.relatedIds = this.#cache.put(related);
      });
    } catch (error) {
      console.info('The product was not refreshed:', error);
    }
  }

  private async find(lookup: ProductLookup): Promise<Product | null> {
    const { value } = lookup;
    if (value.trim() === '') return null;
    const first = lookup.by === 'slug' ? this.#products.getBySlug(value) : this.#products.getById(value);
    const found =
      (await first) ??
      (await (lookup.by === 'slug' ? this.#products.getById(value) : this.#products.getBySlug(value)));
    return found && found.isActive ? found : null;
  }

  private async loadRelated(product: Product, request: number): Promise<void> {
    runInAction(() => (this.relatedState = LOADING));
    try {
      const related = await this.#products.listRelated(product, this.relatedLimit);
      if (request !== this.#request) return;
      runInAction(() => {
        this.relatedIds = this.#cache.put(related);
        this.relatedState = LOADED;
      });
    } catch (error) {
      // Related products are a bonus: the page stays usable without them.
      console.error(error);
      if (request === this.#request)
        runInAction(() => (this.relatedState = failed(messageFor('PRODUCTS.LOAD_FAILED'))));
    }
  }
}

import type { AlertRepository } from '../../../ports/AlertRepository';
import type { NavigationTree } from '../../../domain/catalogue/NavigationTree';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { messageFor } from '../../../domain/text/messages';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { Product } from '../../../domain/catalogue/Product';
import {
  EMPTY_PRODUCT_FORM,
  EMPTY_VARIANT_FORM,
  MAX_PRODUCT_IMAGES,
  productFormFrom,
  validateProductForm,
  type ProductForm,
  type ProductFormErrors,
  type ProductVariantForm,
} from '../../../domain/catalogue/ProductFormValidation';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { AdminNotifier } from '../layout/AdminNotifier';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { toasterNotifier } from '../common/toasterNotifier';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

export type ListField = 'images' | 'tags' | 'features';
export type ScalarField = Exclude<keyof ProductForm, ListField | 'variants' | 'categories'>;

/** The add / edit product form: what was typed stays through every refused save (the fields of docs/architecture.md#data-model). */
export class ProductEditorStore {
  form: ProductForm = structuredClone(EMPTY_PRODUCT_FORM);
  errors: ProductFormErrors = {};
  product: Product | null = null;
  /** Idle for a new product: there is nothing to load. */
  state: LoadState;
  notFound = false;
  saving = false;
  /** How many saves validation refused: the form takes each one as its cue to bring the first error into view. */
  refusedSaves = 0;
  /** How many shoppers wait for the product to come back in stock (null until counted, or when it could not be). */
  waitingShoppers: number | null = null;
  readonly #products: ProductRepository;
  readonly #alerts: Pick<AlertRepository, 'waitingCount'>;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;
  /** The shop's navigation, whose categories the product is filed under. */
  readonly #tree: () => NavigationTree;

  constructor(
    products: ProductRepository,
    notifier: AdminNotifier,
    network: NetworkGuard,
    readonly productId: string | null,
    tree: () => NavigationTree,
    alerts: Pick<AlertRepository, 'waitingCount'>,
  ) {
    this.#products = products;
    this.#alerts = alerts;
    this.#notifier = notifier;
    this.#network = network;
    this.#tree = tree;
    this.state = productId !== null ? LOADING : IDLE;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  get isEdit(): boolean {
    return this.productId !== null;
  }

  async load(): Promise<void> {
    if (!this.productId) return;
    this.state = LOADING;
    try {
      const product = await this.#products.getById(this.productId);
      runInAction(() => {
        this.product = product;
        this.notFound = product === null;
        if (product) this.form = productFormFrom(product);
        this.state = LOADED;
      });
      if (product) void this.#countWaiting(product.id);
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(messageFor('PRODUCTS.LOAD_FAILED'))));
    }
  }

  /** A reason to restock: a count aggregation, one read per 1,000 waiting. Failing, the form shows no count. */
  async #countWaiting(productId: string): Promise<void> {
    try {
      const count = await this.#alerts.waitingCount(productId);
      runInAction(() => (this.waitingShoppers = count));
    } catch (error) {
      console.error('Could not count the shoppers waiting', error);
    }
  }

  error(path: string): string | undefined {
    return this.errors[path];
  }

  setField<K extends ScalarField>(field: K, value: ProductForm[K]): void {
    this.form[field] = value;
    this.clearError(field);
  }

  setCategories(categories: string[]): void {
    this.form.categories = categories;
    if (this.form.category && !categories.includes(this.form.category)) this.form.category = '';
    this.clearError('categories');
  }

  setListItem(field: ListField, index: number, value: string): void {
    this.form[field][index] = value;
    this.clearError(field);
    this.clearError(`${field}.${index}`);
  }

  addListItem(field: ListField): void {
    this.form[field].push('');
  }

  removeListItem(field: ListField, index: number): void {
    this.form[field].splice(index, 1);
    if (field === 'images' && this.form.images.length === 0) this.form.images.push('');
    this.errors = Object.fromEntries(
      Object.entries(this.errors).filter(([path]) => !path.startsWith(`${field}.`)),
    );
  }

  /** How many more pictures the product may take (MAX_PRODUCT_IMAGES counts the filled rows). */
  get imageRoom(): number {
    return MAX_PRODUCT_IMAGES - this.form.images.filter((url) => url.trim() !== '').length;
  }

  /** An uploaded photo: into the first empty row (the main image of a new product), else a new row at the end. */
  addImage(url: string): void {
    const empty = this.form.images.findIndex((image) => image.trim() === '');
    if (empty >= 0) this.setListItem('images', empty, url);
    else if (this.form.images.length < MAX_PRODUCT_IMAGES) this.form.images.push(url);
    this.clearError('images');
  }

  /** Moves the picture at `from` to `to` (the first is the main image); their row errors are recomputed on save. */
  moveImage(from: number, to: number): void {
    const { images } = this.form;
    if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) return;
    const [moved] = images.splice(from, 1);
    images.splice(to, 0, moved ?? '');
    this.errors = Object.fromEntries(
      Object.entries(this.errors).filter(([path]) => !path.startsWith('images.')),
    );
  }

  setVariant<K extends keyof ProductVariantForm>(
    index: number,
    field: K,
    value: ProductVariantForm[K],
  ): void {
    const variant = this.form.variants[index];
    if (!variant) return;
    variant[field] = value;
    this.clearError(`variants.${index}.${field}`);
  }

  addVariant(): void {
    this.form.variants.push({ ...EMPTY_VARIANT_FORM });
  }

  removeVariant(index: number): void {
    this.form.variants.splice(index, 1);
    this.errors = Object.fromEntries(
      Object.entries(this.errors).filter(([path]) => !path.startsWith('variants.')),
    );
  }

  /** Validates and saves; the stored product on success, null when refused (errors show, the form stays). */
  async save(): Promise<Product | null> {
    const checked = validateProductForm(this.form, this.#tree());
    if (!checked.ok) {
      this.errors = checked.error.fields;
      this.refusedSaves += 1;
      this.#notifier.error(adminMessageFor('PRODUCT.INVALID'));
      return null;
    }
    this.errors = {};
    if (this.#network.refusesOffline(this.#notifier)) return null;
    this.saving = true;
    try {
      const saved = this.productId
        ? await this.#products.update(this.productId, checked.value)
        : await this.#products.create(checked.value);
      this.#notifier.success(adminMessageFor(this.productId ? 'PRODUCT.UPDATED' : 'PRODUCT.CREATED'));
      runInAction(() => (this.product = saved));
      return saved;
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('PRODUCT.SAVE_FAILED'));
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  private clearError(path: string): void {
    if (!(path in this.errors)) return;
    const next = { ...this.errors };
    delete next[path];
    this.errors = next;
  }
}

/** A fresh editor for each product form screen: `productId` null adds a product, else edits that one. */
export const createProductEditorStore = (root: RootStore, productId: string | null): ProductEditorStore =>
  new ProductEditorStore(
    root.ports.products,
    toasterNotifier,
    networkStatusOf(root),
    productId,
    () => root.summary.tree,
    root.ports.alerts,
  );

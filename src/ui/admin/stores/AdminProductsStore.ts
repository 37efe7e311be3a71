import { makeAutoObservable, runInAction } from 'mobx';
import { messageFor } from '../../../domain/messages';
import { adminMessageFor } from '../../../domain/adminMessages';
import type { Product, ProductInput } from '../../../domain/Product';
import { ProductRepository } from '../../../ports/ProductRepository';
import type { AdminNotifier } from './AdminNotifier';
import { CursorPager } from './CursorPager';
import type { RootStore } from '../../stores/RootStore';
import { toasterNotifier } from './toasterNotifier';

export type ActiveFilter = 'all' | 'active' | 'inactive';
export type BulkAction = 'activate' | 'deactivate' | 'feature' | 'unfeature';

export const PRODUCTS_PAGE_SIZE = 20;

const BULK: Record<BulkAction, { patch: Partial<ProductInput>; done: string }> = {
  activate: { patch: { isActive: true }, done: 'activated' },
  deactivate: { patch: { isActive: false }, done: 'deactivated' },
  feature: { patch: { isFeatured: true }, done: 'featured' },
  unfeature: { patch: { isFeatured: false }, done: 'removed from featured' },
};

/** The admin product table: search, category and active filters, keyset pages, selection and bulk changes. */
export class AdminProductsStore {
  search = '';
  category = '';
  /** The chosen category's name: products tagged with it count too (SPEC §5). */
  categoryName: string | undefined = undefined;
  active: ActiveFilter = 'all';
  selected = new Set<string>();
  working = false;
  readonly pager: CursorPager<Product>;
  readonly #products: ProductRepository;
  readonly #notifier: AdminNotifier;

  constructor(
    products: ProductRepository,
    notifier: AdminNotifier,
    readonly pageSize = PRODUCTS_PAGE_SIZE,
  ) {
    this.#products = products;
    this.#notifier = notifier;
    this.pager = new CursorPager(
      (cursor) =>
        this.#products.adminList({
          pageSize: this.pageSize,
          cursor,
          ...(this.search.trim() ? { search: this.search.trim() } : {}),
          ...(this.category ? { category: this.category } : {}),
          ...(this.category && this.categoryName ? { categoryName: this.categoryName } : {}),
          ...(this.active === 'all' ? {} : { isActive: this.active === 'active' }),
        }),
      messageFor('PRODUCTS.LOAD_FAILED'),
      () => (this.selected = new Set()),
    );
    // The pager is a store of its own, fixed for this store's life: nothing to observe in the reference.
    makeAutoObservable(this, { pager: false }, { autoBind: true });
  }

  get items(): Product[] {
    return this.pager.items;
  }

  get allSelected(): boolean {
    return this.items.length > 0 && this.items.every((product) => this.selected.has(product.id));
  }

  setSearch(search: string): void {
    this.search = search;
    void this.pager.firstPage();
  }

  setCategory(category: string, name?: string): void {
    this.category = category;
    this.categoryName = name;
    void this.pager.firstPage();
  }

  setActive(active: ActiveFilter): void {
    this.active = active;
    void this.pager.firstPage();
  }

  toggleSelected(id: string): void {
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
  }

  toggleAll(): void {
    this.selected = this.allSelected ? new Set() : new Set(this.items.map((product) => product.id));
  }

  /** Applies one change to every selected product in one atomic step (ProductRepository.writeMany). */
  async bulk(action: BulkAction): Promise<void> {
    const ids = [...this.selected];
    if (ids.length === 0) return;
    this.working = true;
    try {
      await this.#products.writeMany(ids.map((id) => ({ kind: 'update', id, patch: BULK[action].patch })));
      this.#notifier.success(
        adminMessageFor('PRODUCT.BULK_DONE', { count: ids.length, action: BULK[action].done }),
      );
      runInAction(() => (this.selected = new Set()));
      await this.pager.load();
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('PRODUCT.BULK_FAILED'));
    } finally {
      runInAction(() => (this.working = false));
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.#products.delete(id);
      this.#notifier.success(adminMessageFor('PRODUCT.DELETED'));
      runInAction(() => {
        const next = new Set(this.selected);
        next.delete(id);
        this.selected = next;
      });
      await this.pager.load();
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('PRODUCT.DELETE_FAILED'));
    }
  }
}

/** A fresh store for each visit to the Products screen (used through useScreenStore). */
export const createAdminProductsStore = (root: RootStore): AdminProductsStore =>
  new AdminProductsStore(root.container.get(ProductRepository), toasterNotifier);

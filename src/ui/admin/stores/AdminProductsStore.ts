import { makeAutoObservable, runInAction } from 'mobx';
import { messageFor } from '../../../domain/messages';
import type { Product, ProductInput } from '../../../domain/Product';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { AdminNotifier } from './AdminNotifier';

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
  active: ActiveFilter = 'all';
  items: Product[] = [];
  loading = true;
  error: string | null = null;
  /** The cursor that opens each page seen so far; page 1 starts at null. */
  private cursors: (string | null)[] = [null];
  pageIndex = 0;
  nextCursor: string | null = null;
  selected = new Set<string>();
  working = false;
  private loadCount = 0;

  constructor(
    private readonly products: ProductRepository,
    private readonly notifier: AdminNotifier,
    readonly pageSize = PRODUCTS_PAGE_SIZE,
  ) {
    makeAutoObservable<AdminProductsStore, 'products' | 'notifier' | 'loadCount'>(
      this,
      { products: false, notifier: false, loadCount: false },
      { autoBind: true },
    );
  }

  get hasPrevious(): boolean {
    return this.pageIndex > 0;
  }

  get hasNext(): boolean {
    return this.nextCursor !== null;
  }

  get allSelected(): boolean {
    return this.items.length > 0 && this.items.every((product) => this.selected.has(product.id));
  }

  setSearch(search: string): void {
    this.search = search;
    void this.firstPage();
  }

  setCategory(category: string): void {
    this.category = category;
    void this.firstPage();
  }

  setActive(active: ActiveFilter): void {
    this.active = active;
    void this.firstPage();
  }

  firstPage(): Promise<void> {
    this.cursors = [null];
    this.pageIndex = 0;
    this.selected = new Set();
    return this.load();
  }

  nextPage(): Promise<void> {
    if (!this.nextCursor) return Promise.resolve();
    this.cursors = [...this.cursors.slice(0, this.pageIndex + 1), this.nextCursor];
    this.pageIndex += 1;
    this.selected = new Set();
    return this.load();
  }

  previousPage(): Promise<void> {
    if (this.pageIndex === 0) return Promise.resolve();
    this.pageIndex -= 1;
    this.selected = new Set();
    return this.load();
  }

  /** Loads the current page; an answer to an older request (typing fast) is dropped. */
  async load(): Promise<void> {
    const ticket = ++this.loadCount;
    this.loading = true;
    try {
      const page = await this.products.adminList({
        pageSize: this.pageSize,
        cursor: this.cursors[this.pageIndex] ?? null,
        ...(this.search.trim() ? { search: this.search.trim() } : {}),
        ...(this.category ? { category: this.category } : {}),
        ...(this.active === 'all' ? {} : { isActive: this.active === 'active' }),
      });
      if (ticket !== this.loadCount) return;
      runInAction(() => {
        this.items = page.items;
        this.nextCursor = page.nextCursor;
        this.error = null;
      });
    } catch (error) {
      console.error(error);
      if (ticket === this.loadCount) runInAction(() => (this.error = messageFor('PRODUCTS.LOAD_FAILED')));
    } finally {
      if (ticket === this.loadCount) runInAction(() => (this.loading = false));
    }
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

  /** Applies one change to every selected product in one batch (ProductRepository.bulkUpdate). */
  async bulk(action: BulkAction): Promise<void> {
    const ids = [...this.selected];
    if (ids.length === 0) return;
    this.working = true;
    try {
      await this.products.bulkUpdate(ids, BULK[action].patch);
      this.notifier.success(
        messageFor('PRODUCT.BULK_DONE', { count: ids.length, action: BULK[action].done }),
      );
      runInAction(() => (this.selected = new Set()));
      await this.load();
    } catch (error) {
      console.error(error);
      this.notifier.error(messageFor('PRODUCT.BULK_FAILED'));
    } finally {
      runInAction(() => (this.working = false));
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.products.delete(id);
      this.notifier.success(messageFor('PRODUCT.DELETED'));
      runInAction(() => {
        const next = new Set(this.selected);
        next.delete(id);
        this.selected = next;
      });
      await this.load();
    } catch (error) {
      console.error(error);
      this.notifier.error(messageFor('PRODUCT.DELETE_FAILED'));
    }
  }
}

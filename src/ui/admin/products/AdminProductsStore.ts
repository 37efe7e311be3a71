import { makeAutoObservable, runInAction } from 'mobx';
import { messageFor } from '../../../domain/text/messages';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { Product } from '../../../domain/catalogue/Product';
import type { AdminProductQuery } from '../../../domain/storefront/ProductQuery';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { CursorPager } from '../common/CursorPager';
import { ProductBulkEditStore } from './ProductBulkEditStore';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { toasterNotifier } from '../common/toasterNotifier';

export type ActiveFilter = 'all' | 'active' | 'inactive';

export const PRODUCTS_PAGE_SIZE = 20;
/** Page size when reading every product matching the filters for a bulk change. */
const MATCHING_PAGE_SIZE = 100;

/** The admin product table: search, category and active filters, keyset pages, selection and bulk changes. */
export class AdminProductsStore {
  search = '';
  category = '';
  /** The chosen category's name: products tagged with it count too (docs/behaviour.md#browsing-and-search). */
  categoryName: string | undefined = undefined;
  active: ActiveFilter = 'all';
  selected = new Set<string>();
  /** Every product matching the filters is chosen, not only the ticked ones of this page. */
  allMatching = false;
  readonly pager: CursorPager<Product>;
  readonly bulk: ProductBulkEditStore;
  readonly #products: ProductRepository;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(
    products: ProductRepository,
    notifier: AdminNotifier,
    network: NetworkGuard,
    readonly pageSize = PRODUCTS_PAGE_SIZE,
  ) {
    this.#products = products;
    this.#notifier = notifier;
    this.#network = network;
    this.pager = new CursorPager(
      (cursor) => this.#products.adminList(this.#query(cursor, this.pageSize)),
      messageFor('PRODUCTS.LOAD_FAILED'),
      () => this.clearSelection(),
    );
    this.bulk = new ProductBulkEditStore(
      products,
      notifier,
      {
        targets: () => this.targets(),
        changed: async () => {
          this.clearSelection();
          await this.pager.load();
        },
      },
      network,
    );
    // The pager and the bulk editor are stores of their own, fixed for this store's life.
    makeAutoObservable(this, { pager: false, bulk: false }, { autoBind: true });
  }

  #query(cursor: string | null, pageSize: number): AdminProductQuery {
    return {
      pageSize,
      cursor,
      ...(this.search.trim() ? { search: this.search.trim() } : {}),
      ...(this.category ? { category: this.category } : {}),
      ...(this.category && this.categoryName ? { categoryName: this.categoryName } : {}),
      ...(this.active === 'all' ? {} : { isActive: this.active === 'active' }),
    };
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

  /** How many products a bulk change would touch; null for all matching the filters (not counted up front). */
  get selectionCount(): number | null {
    return this.allMatching ? null : this.selected.size;
  }

  /** The whole page is ticked and more pages follow: the admin may widen the choice to every match. */
  get canSelectAllMatching(): boolean {
    return !this.allMatching && this.allSelected && this.pager.hasNext;
  }

  selectAllMatching(): void {
    this.allMatching = true;
  }

  clearSelection(): void {
    this.selected = new Set();
    this.allMatching = false;
  }

  toggleSelected(id: string): void {
    this.allMatching = false;
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
  }

  toggleAll(): void {
    this.allMatching = false;
    this.selected = this.allSelected ? new Set() : new Set(this.items.map((product) => product.id));
  }

  /**
   * The products a bulk change applies to, as they are now: the ticked ones of this page, or every product matching
   * the filters, read page by page (a deliberate, bounded-per-request read of the matches).
   */
  async targets(): Promise<Product[]> {
    if (!this.allMatching) return this.items.filter((product) => this.selected.has(product.id));
    const found: Product[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Product[]; nextCursor: string | null } = await this.#products.adminList(
        this.#query(cursor, MATCHING_PAGE_SIZE),
      );
      found.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return found;
  }

  async remove(id: string): Promise<void> {
    if (this.#network.refusesOffline(this.#notifier)) return;
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
  new AdminProductsStore(root.ports.products, toasterNotifier, networkStatusOf(root));

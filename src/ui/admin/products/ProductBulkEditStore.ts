import { makeAutoObservable, runInAction } from 'mobx';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { messageFor } from '../../../domain/text/messages';
import type { BulkEdit } from '../../../domain/catalogue/BulkProductEdit';
import type { Product } from '../../../domain/catalogue/Product';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { applyBulkEdit, undoBulkEdit, type BulkChange } from './BulkChange';

/** Where the bulk editor's products come from: the products table's choice, and what to do after a change. */
export interface BulkEditSource {
  /** The chosen products as they are now. */
  targets(): Promise<Product[]>;
  /** After a change or its undo: clear the choice and reload the table. */
  changed(): Promise<void>;
}

/**
 * Bulk changes of the products table: loads the chosen products (for a preview), applies one edit to them in steps
 * with progress, and keeps the last change so that it can be undone.
 */
export class ProductBulkEditStore {
  /** The chosen products, loaded for a preview; null until asked for. */
  targets: Product[] | null = null;
  loadingTargets = false;
  working = false;
  progress: { done: number; total: number } | null = null;
  /** The last change applied from this screen, with the words that describe it ('set inactive'). */
  last: { change: BulkChange; label: string } | null = null;
  readonly #products: ProductRepository;
  readonly #notifier: AdminNotifier;
  readonly #source: BulkEditSource;
  readonly #network: NetworkGuard;

  constructor(
    products: ProductRepository,
    notifier: AdminNotifier,
    source: BulkEditSource,
    network: NetworkGuard,
  ) {
    this.#products = products;
    this.#notifier = notifier;
    this.#source = source;
    this.#network = network;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Loads the chosen products for a preview; false (and a message) when they could not be read. */
  async loadTargets(): Promise<boolean> {
    this.loadingTargets = true;
    try {
      const targets = await this.#source.targets();
      runInAction(() => (this.targets = targets));
      return true;
    } catch (error) {
      console.error(error);
      this.#notifier.error(messageFor('PRODUCTS.LOAD_FAILED'));
      return false;
    } finally {
      runInAction(() => (this.loadingTargets = false));
    }
  }

  clearTargets(): void {
    this.targets = null;
  }

  /**
   * Applies the edit to the previewed products (or, without a preview, to the chosen ones read now). Resolves true
   * once every product is written.
   */
  async apply(edit: BulkEdit, label: string): Promise<boolean> {
    if (this.working) return false;
    if (this.#network.refusesOffline(this.#notifier)) return false;
    this.working = true;
    try {
      const targets = this.targets ?? (await this.#source.targets());
      runInAction(() => (this.progress = { done: 0, total: targets.length }));
      const { change, error } = await applyBulkEdit(this.#products, targets, edit, this.#step);
      if (change.before.length > 0) runInAction(() => (this.last = { change, label }));
      if (error) throw error;
      this.#notifier.success(
        adminMessageFor('PRODUCT.BULK_DONE', { count: change.before.length, action: label }),
      );
      return true;
    } catch (error) {
      console.error(error);
      const written = this.last?.change.before.length ?? 0;
      this.#notifier.error(adminMessageFor('PRODUCT.BULK_FAILED', { written }));
      return false;
    } finally {
      await this.#finish();
    }
  }

  /** Puts back the last change on every product that still holds it. */
  async undo(): Promise<void> {
    const last = this.last;
    if (!last || this.working) return;
    if (this.#network.refusesOffline(this.#notifier)) return;
    this.working = true;
    try {
      runInAction(() => (this.progress = { done: 0, total: last.change.before.length }));
      const { restored, skipped } = await undoBulkEdit(this.#products, last.change, this.#step);
      runInAction(() => (this.last = null));
      this.#notifier.success(adminMessageFor('PRODUCT.BULK_UNDONE', { restored, skipped }));
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('PRODUCT.BULK_UNDO_FAILED'));
    } finally {
      await this.#finish();
    }
  }

  readonly #step = (done: number): void =>
    runInAction(() => {
      if (this.progress) this.progress = { ...this.progress, done };
    });

  async #finish(): Promise<void> {
    runInAction(() => {
      this.working = false;
      this.progress = null;
      this.targets = null;
    });
    await this.#source.changed();
  }
}

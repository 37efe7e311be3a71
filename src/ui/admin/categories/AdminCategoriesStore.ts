import { makeAutoObservable, observableRef } from 'mobx';
import { type Category, navigationOf } from '../../../domain/catalogue/Category';
import {
  validateCategoryForm,
  type CategoryForm,
  type CategoryFormErrors,
} from '../../../domain/catalogue/CategoryForm';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { navigationTreeOf, type NavigationTree } from '../../../domain/catalogue/NavigationTree';
import type { CategoryRepository } from '../../../ports/CategoryRepository';
import type { AdminNotifier } from '../layout/AdminNotifier';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { reopenableView, type ReopenableView } from '../../shared/stores/reopenableView';
import { toasterNotifier } from '../common/toasterNotifier';
import { LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

export type CategorySaveOutcome = { ok: true } | { ok: false; errors: CategoryFormErrors };

export interface CategoryRow {
  category: Category;
  /** 0 for a top-level category, 1 for its subcategories, … */
  depth: number;
}

/** The `categories` collection, live, with add, edit and delete; the shop's navigation follows it. */
export class AdminCategoriesStore {
  categories: Category[] = [];
  state: LoadState = LOADING;
  readonly #repository: CategoryRepository;
  readonly #view: ReopenableView;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(repository: CategoryRepository, notifier: AdminNotifier, network: NetworkGuard) {
    this.#repository = repository;
    this.#notifier = notifier;
    this.#network = network;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
    this.#view = reopenableView(() => repository.subscribe(this.receive, this.fail));
  }

  /** Follows the collection; returns the stop function. */
  start(): () => void {
    return this.#view.open();
  }

  retry(): void {
    this.state = LOADING;
    this.#view.open();
  }

  receive(categories: Category[]): void {
    this.categories = categories;
    this.state = LOADED;
  }

  fail(error: unknown): void {
    console.error(error);
    this.state = failed(adminMessageFor('CATEGORY.LOAD_FAILED'));
  }

  /** The categories as the shop's navigation orders them: parents before children, siblings in the owner's order. */
  get rows(): CategoryRow[] {
    const bySlug = new Map(this.categories.map((category) => [category.slug, category]));
    const rows: CategoryRow[] = [];
    const walk = (nodes: NavigationTree, depth: number): void => {
      for (const node of nodes) {
        const category = bySlug.get(node.slug);
        if (category) rows.push({ category, depth });
        walk(node.subcategories ?? [], depth + 1);
      }
    };
    walk(navigationTreeOf(navigationOf(this.categories).entries), 0);
    // A category the tree leaves out (a parent cycle written by another tool) is still listed, to be repaired.
    const placed = new Set(rows.map((row) => row.category.id));
    const unplaced = this.categories.filter((category) => !placed.has(category.id));
    return [...rows, ...unplaced.map((category) => ({ category, depth: 0 }))];
  }

  nameOf(slug: string | null): string {
    return this.categories.find((category) => category.slug === slug)?.name ?? slug ?? '';
  }

  async save(form: CategoryForm, id: string | null): Promise<CategorySaveOutcome> {
    const others = this.categories.filter((category) => category.id !== id);
    const editing = this.categories.find((category) => category.id === id) ?? null;
    const checked = validateCategoryForm(form, others, editing);
    if (!checked.ok) return { ok: false, errors: checked.error.fields };
    if (this.#network.refusesOffline(this.#notifier)) return { ok: false, errors: {} };
    try {
      if (id) await this.#repository.update(id, checked.value);
      else await this.#repository.create(checked.value);
      this.#notifier.success(adminMessageFor(id ? 'CATEGORY.UPDATED' : 'CATEGORY.CREATED'));
      return { ok: true };
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('CATEGORY.SAVE_FAILED'));
      return { ok: false, errors: {} };
    }
  }

  async remove(id: string): Promise<void> {
    const category = this.categories.find((entry) => entry.id === id);
    if (category && this.categories.some((entry) => entry.parentSlug === category.slug)) {
      this.#notifier.error(adminMessageFor('CATEGORY.HAS_SUBCATEGORIES', { name: category.name }));
      return;
    }
    if (this.#network.refusesOffline(this.#notifier)) return;
    try {
      await this.#repository.delete(id);
      this.#notifier.success(adminMessageFor('CATEGORY.DELETED'));
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('CATEGORY.DELETE_FAILED'));
    }
  }

  async setHideEmptyInBar(hide: boolean): Promise<void> {
    if (this.#network.refusesOffline(this.#notifier)) return;
    try {
      await this.#repository.setHideEmptyInBar(hide);
      this.#notifier.success(adminMessageFor(hide ? 'CATEGORY.BAR_HIDES_EMPTY' : 'CATEGORY.BAR_SHOWS_EMPTY'));
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('CATEGORY.BAR_FAILED'));
    }
  }
}

/** A fresh store for each visit to the Categories screen (used through useScreenStore). */
export const createAdminCategoriesStore = (root: RootStore): AdminCategoriesStore =>
  new AdminCategoriesStore(root.ports.categories, toasterNotifier, networkStatusOf(root));

import { makeAutoObservable } from 'mobx';
import type { Category } from '../../../domain/Category';
import {
  validateCategoryForm,
  type CategoryForm,
  type CategoryFormErrors,
} from '../../../domain/CategoryForm';
import { messageFor } from '../../../domain/messages';
import type { CategoryRepository } from '../../../ports/CategoryRepository';
import type { AdminNotifier } from './AdminNotifier';

export type CategorySaveOutcome = { ok: true } | { ok: false; errors: CategoryFormErrors };

/** The `categories` collection, live, with add, edit and delete. */
export class AdminCategoriesStore {
  categories: Category[] = [];
  loading = true;

  constructor(
    private readonly repository: CategoryRepository,
    private readonly notifier: AdminNotifier,
  ) {
    makeAutoObservable<AdminCategoriesStore, 'repository' | 'notifier'>(
      this,
      { repository: false, notifier: false },
      { autoBind: true },
    );
  }

  /** Follows the collection; returns the stop function. */
  start(): () => void {
    return this.repository.subscribe(this.receive);
  }

  receive(categories: Category[]): void {
    this.categories = categories;
    this.loading = false;
  }

  nameOf(slug: string | null): string {
    return this.categories.find((category) => category.slug === slug)?.name ?? slug ?? '';
  }

  async save(form: CategoryForm, id: string | null): Promise<CategorySaveOutcome> {
    const others = this.categories.filter((category) => category.id !== id);
    const checked = validateCategoryForm(form, others);
    if (!checked.ok) return { ok: false, errors: checked.error.fields };
    try {
      if (id) await this.repository.update(id, checked.value);
      else await this.repository.create(checked.value);
      this.notifier.success(messageFor(id ? 'CATEGORY.UPDATED' : 'CATEGORY.CREATED'));
      return { ok: true };
    } catch (error) {
      console.error(error);
      this.notifier.error(messageFor('CATEGORY.SAVE_FAILED'));
      return { ok: false, errors: {} };
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.repository.delete(id);
      this.notifier.success(messageFor('CATEGORY.DELETED'));
    } catch (error) {
      console.error(error);
      this.notifier.error(messageFor('CATEGORY.DELETE_FAILED'));
    }
  }
}

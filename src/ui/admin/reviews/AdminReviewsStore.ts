import { makeAutoObservable, runInAction } from 'mobx';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import {
  REJECT_REASON_MAX,
  type Review,
  type ReviewMoveError,
  type ReviewStatus,
} from '../../../domain/afterSales/Review';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { ReviewRepository } from '../../../ports/ReviewRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { CursorPager } from '../common/CursorPager';
import { toasterNotifier } from '../common/toasterNotifier';

export const REVIEWS_PAGE_SIZE = 20;
export type ReviewDecision = 'approved' | 'rejected';

const problemOf = (error: ReviewMoveError, count: number, from: ReviewStatus): string =>
  error.code === 'REVIEW.INVALID_REASON'
    ? adminMessageFor('REVIEW.INVALID_REASON', { max: error.max })
    : adminMessageFor(error.code, { count, list: from === 'approved' ? 'approved' : 'pending' });

const decidedMessage = (from: ReviewStatus, to: ReviewDecision) =>
  to === 'approved' ? 'REVIEW.APPROVED' : from === 'approved' ? 'REVIEW.TAKEN_DOWN' : 'REVIEW.REJECTED';

/** The admin's Reviews screen: one status at a time, oldest first, with the products' names and each decision. */
export class AdminReviewsStore {
  filter: ReviewStatus = 'pending';
  /** The names of the shown reviews' products, by id (null: deleted since). */
  productNames = new Map<string, string | null>();
  selected = new Set<string>();
  working = false;
  readonly pager: CursorPager<Review>;
  readonly #reviews: ReviewRepository;
  readonly #products: ProductRepository;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(
    reviews: ReviewRepository,
    products: ProductRepository,
    notifier: AdminNotifier,
    network: NetworkGuard,
  ) {
    this.#reviews = reviews;
    this.#products = products;
    this.#notifier = notifier;
    this.#network = network;
    this.pager = new CursorPager(
      async (cursor) => {
        const page = await this.#reviews.adminList({
          status: this.filter,
          pageSize: REVIEWS_PAGE_SIZE,
          cursor,
        });
        await this.loadProductNames(page.items);
        return page;
      },
      adminMessageFor('REVIEWS.LOAD_FAILED'),
      () => (this.selected = new Set()),
    );
    makeAutoObservable(this, { pager: false }, { autoBind: true });
  }

  get items(): Review[] {
    return this.pager.items;
  }

  get allSelected(): boolean {
    return this.items.length > 0 && this.items.every((review) => this.selected.has(review.id));
  }

  setFilter(filter: ReviewStatus): void {
    this.filter = filter;
    void this.pager.firstPage();
  }

  /** The product's name; undefined while unknown, null once it is gone. */
  productName(review: Review): string | null | undefined {
    return this.productNames.get(review.productId);
  }

  toggleSelected(id: string): void {
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
  }

  toggleAll(): void {
    this.selected = this.allSelected ? new Set() : new Set(this.items.map((review) => review.id));
  }

  /**
   * Approves or rejects the shown reviews among `ids` (rejecting an approved one takes it down), one after another;
   * decided ones leave the list. Null when done (refusals, such as another admin's decision, are toasted and the page
   * reloads), else why a rejection could not go ahead: the reject dialog shows it and keeps the reason typed.
   */
  async moderate(ids: readonly string[], to: ReviewDecision, reason = ''): Promise<string | null> {
    const why = reason.trim();
    if (to === 'rejected' && (why === '' || why.length > REJECT_REASON_MAX))
      return adminMessageFor('REVIEW.INVALID_REASON', { max: REJECT_REASON_MAX });
    const shown = new Set(this.items.map((review) => review.id));
    const waiting = ids.filter((id) => shown.has(id));
    if (waiting.length === 0) return null;
    const offline = this.#network.offlineProblem();
    if (offline) {
      if (to === 'approved') this.#notifier.error(offline);
      return offline;
    }
    this.working = true;
    const done = new Set<string>();
    const refused: ReviewMoveError[] = [];
    let failed = false;
    try {
      for (const id of waiting) {
        const outcome = await this.#reviews.moderate(id, to, why);
        if (outcome.ok) done.add(id);
        else refused.push(outcome.error);
      }
    } catch (error) {
      console.error(error);
      failed = true;
    }
    runInAction(() => {
      this.pager.setItems(this.items.filter((review) => !done.has(review.id)));
      this.selected = new Set([...this.selected].filter((id) => !done.has(id)));
    });
    if (done.size > 0)
      this.#notifier.success(adminMessageFor(decidedMessage(this.filter, to), { count: done.size }));
    const [first] = refused;
    if (first) this.#notifier.error(problemOf(first, refused.length, this.filter));
    if (first || this.items.length === 0) await this.pager.load();
    runInAction(() => (this.working = false));
    if (!failed) return null;
    const problem = adminMessageFor('REVIEW.MODERATE_FAILED');
    if (to === 'approved') this.#notifier.error(problem);
    return problem;
  }

  private async loadProductNames(reviews: readonly Review[]): Promise<void> {
    const missing = [...new Set(reviews.map((review) => review.productId))].filter(
      (id) => !this.productNames.has(id),
    );
    const fetched = await Promise.all(
      missing.map(async (id) => [id, (await this.#products.getById(id))?.name ?? null] as const),
    );
    runInAction(() => fetched.forEach(([id, name]) => this.productNames.set(id, name)));
  }
}

/** A fresh store for each visit to the Reviews screen (used through useScreenStore). */
export const createAdminReviewsStore = (root: RootStore): AdminReviewsStore =>
  new AdminReviewsStore(root.ports.reviews, root.ports.products, toasterNotifier, networkStatusOf(root));

import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  aggregateAfter,
  EMPTY_AGGREGATE,
  firstNameOf,
  ONLY_BUYERS_REVIEW,
  REVIEW_RECEIVED,
  validateReview,
  type RatingAggregate,
  type Review,
  type ReviewErrors,
  type ReviewInput,
} from '../../../domain/afterSales/Review';
import {
  HELPFUL_FAILED,
  helpfulProblemOf,
  REVIEW_DELETE_FAILED,
  REVIEW_DELETED,
  REVIEW_SAVE_FAILED,
  REVIEWS_LOAD_FAILED,
  submitProblemOf,
} from '../../../domain/afterSales/reviewMessages';
import type { ReviewRepository, ReviewSort } from '../../../ports/ReviewRepository';
import { KeyedLoad } from '../common/KeyedLoad';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { RootStore } from '../../app/stores/RootStore';
import type { SessionStore } from '../../shared/stores/SessionStore';

export const REVIEW_PAGE_SIZE = 5;

export type SaveReviewOutcome = { ok: true } | { ok: false; fields: ReviewErrors; message: string | null };

/**
 * One product's reviews section: the approved reviews' aggregate and pages, and for a signed-in shopper their own
 * review, the order that lets them write one and their helpful votes. Reads once per request: the aggregate and a
 * page of REVIEW_PAGE_SIZE, then own + buyerOrderId + the shown page's votes; the shopper's own changes move the
 * aggregate locally (domain aggregateAfter) instead of reading it again.
 */
export class ProductReviewsStore {
  aggregate: RatingAggregate = EMPTY_AGGREGATE;
  reviews: Review[] = [];
  nextCursor: string | null = null;
  sort: ReviewSort = 'newest';
  /** The section's load, the aggregate and the first page: loading from the start, as the section loads as it shows. */
  state: LoadState = LOADING;
  /**
   * The load of a page asked for later: the next one ('Show more'), or the first in another sort. Failed: the shown
   * reviews stay.
   */
  pageState: LoadState = IDLE;
  /** The cursor of the page last asked for: null for a first page, else the next page's. */
  pageCursor: string | null = null;
  /** The user whose own review and order are loaded (null: none yet). */
  shopperOf: string | null = null;
  /** The load of the signed-in shopper's own review, order and votes. */
  shopperState: LoadState = IDLE;
  own: Review | null = null;
  orderId: string | null = null;
  /** `{userId}/{reviewId}` of each vote the shopper has cast. */
  voted = new Set<string>();
  voting: string | null = null;
  voteProblem: { reviewId: string; message: string } | null = null;
  working = false;
  /** The thank-you (or deletion) note, announced once the shopper's change is saved. */
  notice: string | null = null;
  readonly #firstLoad = new KeyedLoad();
  readonly #shopperLoad = new KeyedLoad();
  #pageRequest = 0;

  constructor(
    private readonly repository: ReviewRepository,
    private readonly session: Pick<SessionStore, 'ready' | 'user' | 'displayName'>,
    readonly productId: string,
    private readonly network: NetworkGuard,
  ) {
    makeAutoObservable<this, 'repository' | 'session' | 'network'>(
      this,
      {
        repository: false,
        session: false,
        productId: false,
        network: false,
        state: observableRef,
        pageState: observableRef,
        shopperState: observableRef,
      },
      { autoBind: true },
    );
  }

  /** 'Show more' is reading the next page. */
  get loadingMore(): boolean {
    return this.pageState.status === 'loading' && this.pageCursor !== null;
  }

  /** The signed-in user once the session is known; null for a guest (or while the session is checked). */
  get userId(): string | null {
    return this.session.ready ? (this.session.user?.uid ?? null) : null;
  }

  /** True once it is known what the visitor may do here (always for a guest). */
  get shopperKnown(): boolean {
    if (!this.session.ready) return false;
    return this.userId === null || this.shopperOf === this.userId || this.shopperState.status === 'failed';
  }

  get ownReview(): Review | null {
    return this.userId !== null && this.shopperOf === this.userId ? this.own : null;
  }

  /** A verified buyer without a review yet. */
  get canWrite(): boolean {
    return this.userId !== null && this.shopperOf === this.userId && !this.own && this.orderId !== null;
  }

  hasVoted(reviewId: string): boolean {
    return this.voted.has(`${this.userId}/${reviewId}`);
  }

  /** The aggregate and the first page (a repeat while it runs, or just after, is the same read: KeyedLoad). */
  load(): Promise<void> {
    return this.#firstLoad.run('first', this.fetchFirst, this.state.status !== 'failed');
  }

  /** The signed-in shopper's own review, order and votes; nothing for a guest. */
  loadShopper(userId: string | null): Promise<void> {
    if (userId === null) return Promise.resolve();
    return this.#shopperLoad.run(
      userId,
      () => this.fetchShopper(userId),
      this.shopperState.status !== 'failed',
    );
  }

  async setSort(sort: ReviewSort): Promise<void> {
    if (sort === this.sort) return;
    this.sort = sort;
    await this.fetchPage(null);
  }

  showMore(): Promise<void> {
    return this.nextCursor && !this.loadingMore ? this.fetchPage(this.nextCursor) : Promise.resolve();
  }

  clearNotice(): void {
    this.notice = null;
  }

  /** Tries the failed read again: the whole section, or the page that failed. */
  retry(): Promise<void> {
    return this.state.status === 'failed' ? this.load() : this.fetchPage(this.pageCursor);
  }

  async markHelpful(review: Review): Promise<void> {
    const userId = this.userId;
    if (!userId || review.userId === userId || this.hasVoted(review.id) || this.voting) return;
    if (
      this.network.refusesOffline({
        error: (message) => (this.voteProblem = { reviewId: review.id, message }),
      })
    )
      return;
    this.voting = review.id;
    this.voteProblem = null;
    try {
      const outcome = await this.repository.markHelpful(review.id, userId);
      runInAction(() => {
        if (outcome.ok) this.reviews = this.reviews.map((r) => (r.id === review.id ? outcome.value : r));
        if (outcome.ok || outcome.error.code === 'REVIEW.ALREADY_VOTED')
          this.voted.add(`${userId}/${review.id}`);
        else this.voteProblem = { reviewId: review.id, message: helpfulProblemOf(outcome.error) };
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.voteProblem = { reviewId: review.id, message: HELPFUL_FAILED }));
    } finally {
      runInAction(() => (this.voting = null));
    }
  }

  /** Writes or rewrites the shopper's review; it waits for moderation again. */
  async save(input: ReviewInput): Promise<SaveReviewOutcome> {
    const userId = this.userId;
    const before = this.ownReview;
    const orderId = before?.orderId ?? this.orderId;
    if (!userId || !orderId) return { ok: false, fields: {}, message: ONLY_BUYERS_REVIEW };
    const checked = validateReview(input);
    if (!checked.ok) return { ok: false, fields: checked.error.fields, message: null };
    const offline = this.network.offlineProblem();
    if (offline) return { ok: false, fields: {}, message: offline };
    this.working = true;
    this.notice = null;
    try {
      const outcome = await this.repository.submit({
        productId: this.productId,
        userId,
        orderId,
        firstName: firstNameOf(this.session.displayName),
        ...checked.value,
      });
      if (!outcome.ok) {
        const fields = outcome.error.code === 'REVIEW.INVALID' ? outcome.error.fields : {};
        return { ok: false, fields, message: submitProblemOf(outcome.error) };
      }
      runInAction(() => this.settle(before, outcome.value, REVIEW_RECEIVED));
      return { ok: true };
    } catch (error) {
      console.error(error);
      return { ok: false, fields: {}, message: REVIEW_SAVE_FAILED };
    } finally {
      runInAction(() => (this.working = false));
    }
  }

  /** Deletes the shopper's review: null when done, else why not. */
  async remove(): Promise<string | null> {
    const userId = this.userId;
    const before = this.ownReview;
    if (!userId || !before) return null;
    const offline = this.network.offlineProblem();
    if (offline) return offline;
    this.working = true;
    this.notice = null;
    try {
      await this.repository.remove(this.productId, userId);
      runInAction(() => this.settle(before, null, REVIEW_DELETED));
      return null;
    } catch (error) {
      console.error(error);
      return REVIEW_DELETE_FAILED;
    } finally {
      runInAction(() => (this.working = false));
    }
  }

  /** The shopper's review went from `before` to `after` (pending, or deleted): it leaves the approved list. */
  private settle(before: Review | null, after: Review | null, notice: string): void {
    this.own = after;
    this.aggregate = aggregateAfter(this.aggregate, before, after);
    if (before) this.reviews = this.reviews.filter((review) => review.id !== before.id);
    this.notice = notice;
  }

  private async fetchFirst(): Promise<void> {
    this.state = LOADING;
    try {
      const [aggregate] = await Promise.all([
        this.repository.aggregate(this.productId),
        this.fetchPage(null, true),
      ]);
      runInAction(() => {
        this.aggregate = aggregate;
        if (this.state.status === 'loading') this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(REVIEWS_LOAD_FAILED)));
    }
  }

  /** The first page (cursor null) in place of the shown one, or the next page after it. */
  private async fetchPage(cursor: string | null, rethrow = false): Promise<void> {
    const request = ++this.#pageRequest;
    this.pageCursor = cursor;
    this.pageState = LOADING;
    try {
      const page = await this.repository.listApproved({
        productId: this.productId,
        sort: this.sort,
        pageSize: REVIEW_PAGE_SIZE,
        cursor,
      });
      if (request !== this.#pageRequest) return;
      runInAction(() => {
        this.reviews = cursor === null ? page.items : [...this.reviews, ...page.items];
        this.nextCursor = page.nextCursor;
        this.pageState = LOADED;
      });
    } catch (error) {
      if (rethrow) {
        // The first page is the section's: its load tells the failure.
        runInAction(() => (this.pageState = IDLE));
        throw error;
      }
      console.error(error);
      if (request === this.#pageRequest) runInAction(() => (this.pageState = failed(REVIEWS_LOAD_FAILED)));
    }
  }

  private async fetchShopper(userId: string): Promise<void> {
    this.shopperState = LOADING;
    try {
      const [own, orderId, voted] = await Promise.all([
        this.repository.own(this.productId, userId),
        this.repository.buyerOrderId(this.productId, userId),
        // Without them the buttons stay usable; a repeated vote is refused by the repository and shown as cast.
        this.repository.votedHelpful(this.productId, userId).catch((error: unknown) => {
          console.error(error);
          return new Set<string>();
        }),
      ]);
      runInAction(() => {
        this.own = own;
        this.orderId = orderId;
        voted.forEach((id) => this.voted.add(`${userId}/${id}`));
        this.shopperOf = userId;
        this.shopperState = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.shopperState = failed(REVIEWS_LOAD_FAILED)));
    }
  }
}

/** A fresh store for each product's reviews section (used through useScreenStore, keyed by product). */
export const createProductReviewsStore = (root: RootStore, productId: string): ProductReviewsStore =>
  new ProductReviewsStore(root.ports.reviews, root.session, productId, networkStatusOf(root));

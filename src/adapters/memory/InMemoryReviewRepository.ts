import type { CurrentActor } from '../../domain/staff/Activity';
import { DELETED_CUSTOMER_NAME } from '../../domain/accounts/DataRetention';
import type { Order } from '../../domain/orders/Order';
import type { Page } from '../../domain/shared/Page';
import type { Product } from '../../domain/catalogue/Product';
import { fail, ok, type Result } from '../../domain/shared/Result';
import {
  aggregateAfter,
  EMPTY_AGGREGATE,
  moderateReview,
  productRatingOf,
  type RatingAggregate,
  type Review,
  type ReviewMoveError,
  reviewId,
  submittedReview,
  validateReview,
} from '../../domain/afterSales/Review';
import type { Clock } from '../../ports/Clock';
import {
  type AdminReviewQuery,
  MAX_REVIEW_PAGE,
  type ReviewPageQuery,
  type ReviewRepository,
} from '../../ports/ReviewRepository';
import {
  type HelpfulVoteError,
  type SubmitReviewError,
  type SubmitReviewRequest,
} from '../../domain/afterSales/Review';
import { decodePosition, encodePosition, type Keyset, keysetPage } from './keysetPage';
import type { MemoryDatabase } from './MemoryDatabase';
import { ORDERS, PRODUCTS } from './placeOrderInMemory';

export const REVIEWS = 'reviews';
/** Each product's RatingAggregate, keyed by product id. */
export const REVIEW_STATS = 'reviewStats';
/** One document per helpful vote, keyed `{reviewId}/{userId}`. */
export const REVIEW_VOTES = 'reviewVotes';

interface HelpfulVote {
  reviewId: string;
  productId: string;
  userId: string;
  createdAt: string;
}

/** A review's place in a list: the sort value (helpful votes, or 0 for newest first), createdAt, id. */
type Position = readonly [number, string, string];

const positionOf = (review: Review, sort: ReviewPageQuery['sort'] | 'oldest'): Position => [
  sort === 'helpful' ? review.helpful : 0,
  review.createdAt,
  review.id,
];

const compare = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);
/** Highest first on every key (newest and most helpful first), or lowest first for the staff's oldest-first list. */
const comparePositions = (a: Position, b: Position, ascending: boolean): number => {
  const order = compare(a[0], b[0]) || compare(a[1], b[1]) || compare(a[2], b[2]);
  return ascending ? order : -order;
};

const listedBy = (sort: ReviewPageQuery['sort'] | 'oldest'): Keyset<Review, Position> => ({
  positionOf: (review) => positionOf(review, sort),
  compare: (a, b) => comparePositions(a, b, sort === 'oldest'),
  encode: encodePosition,
  decode: (cursor) =>
    decodePosition(cursor, ([value, createdAt, id]) =>
      typeof value === 'number' && typeof createdAt === 'string' && typeof id === 'string'
        ? [value, createdAt, id]
        : null,
    ),
});

/** Reviews, their aggregates and helpful votes in the memory database, beside the products and orders they concern. */
export class InMemoryReviewRepository implements ReviewRepository {
  /** `actor`: who is signed in, so nobody decides on their own review. */
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly actor: CurrentActor = () => null,
  ) {}

  async listApproved(query: ReviewPageQuery): Promise<Page<Review>> {
    return this.page(
      (review) => review.productId === query.productId && review.status === 'approved',
      query.sort,
      query,
    );
  }

  async aggregate(productId: string): Promise<RatingAggregate> {
    return this.db.get<RatingAggregate>(REVIEW_STATS, productId) ?? EMPTY_AGGREGATE;
  }

  async own(productId: string, userId: string): Promise<Review | null> {
    return this.db.get<Review>(REVIEWS, reviewId(productId, userId));
  }

  async buyerOrderId(productId: string, userId: string): Promise<string | null> {
    const [order] = this.db.query<Order>(ORDERS, {
      where: (candidate) =>
        candidate.userId === userId &&
        candidate.status === 'delivered' &&
        candidate.lines.some((line) => line.productId === productId),
      limit: 1,
    });
    return order?.id ?? null;
  }

  async submit(request: SubmitReviewRequest): Promise<Result<Review, SubmitReviewError>> {
    const checked = validateReview(request);
    if (!checked.ok) return checked;
    return this.db.transaction(() => {
      const order = this.db.get<Order>(ORDERS, request.orderId);
      const bought =
        order?.userId === request.userId &&
        order.status === 'delivered' &&
        order.lines.some((line) => line.productId === request.productId);
      if (!bought) return fail({ code: 'REVIEW.NOT_A_BUYER' });
      const id = reviewId(request.productId, request.userId);
      const before = this.db.get<Review>(REVIEWS, id);
      const review = submittedReview(before, { ...request, ...checked.value }, this.clock.now());
      this.write(before, review);
      return ok(review);
    });
  }

  async remove(productId: string, userId: string): Promise<void> {
    this.db.transaction(() => {
      const before = this.db.get<Review>(REVIEWS, reviewId(productId, userId));
      if (before) this.write(before, null);
    });
  }

  async votedHelpful(productId: string, userId: string): Promise<Set<string>> {
    const votes = this.db.query<HelpfulVote>(REVIEW_VOTES, {
      where: (vote) => vote.productId === productId && vote.userId === userId,
    });
    return new Set(votes.map((vote) => vote.reviewId));
  }

  async markHelpful(id: string, userId: string): Promise<Result<Review, HelpfulVoteError>> {
    return this.db.transaction(() => {
      const review = this.db.get<Review>(REVIEWS, id);
      if (!review || review.status !== 'approved') return fail({ code: 'REVIEW.NOT_FOUND' });
      if (review.userId === userId) return fail({ code: 'REVIEW.OWN_REVIEW' });
      const vote = `${id}/${userId}`;
      if (this.db.get(REVIEW_VOTES, vote)) return fail({ code: 'REVIEW.ALREADY_VOTED' });
      const voted = { ...review, helpful: review.helpful + 1 };
      const cast: HelpfulVote = {
        reviewId: id,
        productId: review.productId,
        userId,
        createdAt: this.clock.now(),
      };
      this.db.set(REVIEW_VOTES, vote, { ...cast });
      this.db.set(REVIEWS, id, { ...voted });
      return ok(voted);
    });
  }

  async listByAuthor(userId: string): Promise<Review[]> {
    return this.db.query<Review>(REVIEWS, {
      where: (review) => review.userId === userId,
      orderBy: (a, b) => comparePositions(positionOf(a, 'newest'), positionOf(b, 'newest'), false),
    });
  }

  async anonymizeAuthor(userId: string): Promise<number> {
    return this.db.transaction(() => {
      const named = this.db.query<Review>(REVIEWS, {
        where: (review) => review.userId === userId && review.firstName !== DELETED_CUSTOMER_NAME,
      });
      for (const review of named)
        this.db.set(REVIEWS, review.id, { ...review, firstName: DELETED_CUSTOMER_NAME });
      return named.length;
    });
  }

  async adminList(query: AdminReviewQuery): Promise<Page<Review>> {
    return this.page((review) => review.status === query.status, 'oldest', query);
  }

  async countPending(): Promise<number> {
    return this.db.count<Review>(REVIEWS, (review) => review.status === 'pending');
  }

  async moderate(
    id: string,
    to: 'approved' | 'rejected',
    reason = '',
  ): Promise<Result<Review, ReviewMoveError>> {
    return this.db.transaction(() => {
      const before = this.db.get<Review>(REVIEWS, id);
      const moved = moderateReview(before, to, this.clock.now(), reason, this.actor()?.uid ?? null);
      if (moved.ok) this.write(before, moved.value);
      return moved;
    });
  }

  /** Stores the review's change with the aggregate and the product's figures it moves; call inside a transaction. */
  private write(before: Review | null, after: Review | null): void {
    const review = (after ?? before) as Review;
    if (after) this.db.set(REVIEWS, after.id, { ...after });
    else this.db.delete(REVIEWS, review.id);
    const counted = (status: Review['status'] | undefined) => status === 'approved';
    if (!counted(before?.status) && !counted(after?.status)) return;
    const aggregate = aggregateAfter(
      this.db.get<RatingAggregate>(REVIEW_STATS, review.productId) ?? EMPTY_AGGREGATE,
      before,
      after,
    );
    this.db.set(REVIEW_STATS, review.productId, { ...aggregate });
    const product = this.db.get<Product>(PRODUCTS, review.productId);
    if (product) this.db.set(PRODUCTS, product.id, { ...product, ...productRatingOf(aggregate) });
  }

  private page(
    matches: (review: Review) => boolean,
    sort: ReviewPageQuery['sort'] | 'oldest',
    request: { pageSize: number; cursor?: string | null },
  ): Page<Review> {
    return keysetPage(this.db, REVIEWS, matches, listedBy(sort), request, MAX_REVIEW_PAGE);
  }
}

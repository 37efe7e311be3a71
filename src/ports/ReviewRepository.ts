import type {
  HelpfulVoteError,
  RatingAggregate,
  Review,
  ReviewMoveError,
  ReviewStatus,
  SubmitReviewError,
  SubmitReviewRequest,
} from '../domain/afterSales/Review';
import type { Page } from '../domain/shared/Page';
import type { Result } from '../domain/shared/Result';

/** The largest page of reviews anyone may ask for; the product page asks for REVIEW_PAGE_SIZE. */
export const MAX_REVIEW_PAGE = 20;

export type ReviewSort = 'newest' | 'helpful';

export interface ReviewPageQuery {
  productId: string;
  sort: ReviewSort;
  pageSize: number;
  cursor?: string | null;
}

export interface AdminReviewQuery {
  status: ReviewStatus;
  pageSize: number;
  cursor?: string | null;
}

/**
 * Reviews by verified buyers and each product's RatingAggregate. Every change that moves a review in or out of the
 * approved set (an approval, an edit or deletion of an approved review) moves the aggregate and the product's
 * `rating`, `reviewCount` in the same atomic write, so two approvals racing on one product both count.
 */
export interface ReviewRepository {
  /** Approved reviews of a product, newest first or most helpful first (ties newest first). */
  listApproved(query: ReviewPageQuery): Promise<Page<Review>>;
  /** The approved reviews' aggregate of a product (EMPTY_AGGREGATE without one). */
  aggregate(productId: string): Promise<RatingAggregate>;
  /** The shopper's own review of a product, whatever its status. */
  own(productId: string, userId: string): Promise<Review | null>;
  /** The shopper's delivered order holding the product, if any: it makes them a verified buyer. */
  buyerOrderId(productId: string, userId: string): Promise<string | null>;
  /** Writes or rewrites the shopper's review; it (again) waits for moderation. */
  submit(request: SubmitReviewRequest): Promise<Result<Review, SubmitReviewError>>;
  /** The shopper deletes their review; unknown ids are ignored. */
  remove(productId: string, userId: string): Promise<void>;
  /** The ids of the product's reviews that the user found helpful, in one query. */
  votedHelpful(productId: string, userId: string): Promise<Set<string>>;
  /** One vote per signed-in user per approved review, never their own. */
  markHelpful(reviewId: string, userId: string): Promise<Result<Review, HelpfulVoteError>>;
  /** Every review the shopper wrote, whatever its status, newest first. */
  listByAuthor(userId: string): Promise<Review[]>;
  /**
   * The author's account is deleted: each of their reviews shows DELETED_CUSTOMER_NAME (DataRetention) as its
   * author's name, and nothing else about it changes (its status, stars and place in its product's figures stay).
   * Returns how many it renamed; a review already renamed is left alone.
   */
  anonymizeAuthor(userId: string): Promise<number>;
  /** Staff's list of one status, oldest first (the longest waiting on top). */
  adminList(query: AdminReviewQuery): Promise<Page<Review>>;
  /** How many reviews wait for moderation. */
  countPending(): Promise<number>;
  /** Approves, or rejects with a reason (Review.moderateReview). */
  moderate(
    id: string,
    to: 'approved' | 'rejected',
    reason?: string,
  ): Promise<Result<Review, ReviewMoveError>>;
}

import type { Order } from '../orders/Order';
import { fail, ok, type Result } from '../shared/Result';

/**
 * Reviews from verified buyers, moderated by the shop. A product's shown rating and count are its approved reviews'
 * (RatingAggregate), moved in the same write as every approval, rejection, edit or deletion.
 */

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REJECT_REASON_MAX = 300;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type Stars = 1 | 2 | 3 | 4 | 5;

export interface Review {
  /** One review per shopper per product: `{productId}_{userId}` (reviewId). */
  id: string;
  productId: string;
  userId: string;
  /** The delivered order of the author's that holds the product: what makes them a verified buyer. */
  orderId: string;
  /** The author's first name, as shown beside the review. */
  firstName: string;
  rating: Stars;
  title: string;
  text: string;
  status: ReviewStatus;
  /** Why the shop rejected it, shown to its author. */
  rejectReason?: string;
  createdAt: string;
  updatedAt: string;
  /** How many signed-in shoppers found it helpful (one vote each). */
  helpful: number;
}

export const reviewId = (productId: string, userId: string): string => `${productId}_${userId}`;

export interface ReviewInput {
  rating: number | null;
  title: string;
  text: string;
}
export type ReviewErrors = Partial<Record<keyof ReviewInput, string>>;

/** The review as typed: 1–5 stars, a title of at most 100 characters, a text of 20 to 2,000. Text is trimmed. */
export const validateReview = (
  input: ReviewInput,
): Result<
  { rating: Stars; title: string; text: string },
  { code: 'REVIEW.INVALID'; fields: ReviewErrors }
> => {
  const errors: ReviewErrors = {};
  const title = input.title.trim();
  const text = input.text.trim();
  const rating = input.rating;
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.rating = 'Please choose a rating from 1 to 5 stars.';
  if (title.length > REVIEW_TITLE_MAX)
    errors.title = `Please keep the title to ${REVIEW_TITLE_MAX} characters or fewer.`;
  if (text.length < REVIEW_TEXT_MIN)
    errors.text = `Please write at least ${REVIEW_TEXT_MIN} characters about the product.`;
  else if (text.length > REVIEW_TEXT_MAX)
    errors.text = `Please keep the review to ${REVIEW_TEXT_MAX} characters or fewer.`;
  if (Object.keys(errors).length > 0) return fail({ code: 'REVIEW.INVALID', fields: errors });
  return ok({ rating: rating as Stars, title, text });
};

/** The shopper's delivered order that holds the product, if any: it makes them a verified buyer of it. */
export const orderMakingBuyer = (
  orders: readonly Pick<Order, 'id' | 'status' | 'lines'>[],
  productId: string,
): string | null =>
  orders.find(
    (order) => order.status === 'delivered' && order.lines.some((line) => line.productId === productId),
  )?.id ?? null;

/** Approved reviews' count, sum of stars and how many gave each star (index 0 is one star). */
export interface RatingAggregate {
  count: number;
  sum: number;
  stars: [number, number, number, number, number];
}

export const EMPTY_AGGREGATE: RatingAggregate = { count: 0, sum: 0, stars: [0, 0, 0, 0, 0] };

const counted = (review: Pick<Review, 'status' | 'rating'> | null): Pick<Review, 'rating'> | null =>
  review && review.status === 'approved' ? review : null;

/**
 * The aggregate after one review changed from `before` to `after` (null: did not exist / deleted): only approved
 * reviews count, so an edit sent back to moderation leaves it and an approval enters it.
 */
export const aggregateAfter = (
  aggregate: RatingAggregate,
  before: Pick<Review, 'status' | 'rating'> | null,
  after: Pick<Review, 'status' | 'rating'> | null,
): RatingAggregate => {
  const out = counted(before);
  const into = counted(after);
  const stars = aggregate.stars.map(
    (n, index) => n - (out?.rating === index + 1 ? 1 : 0) + (into?.rating === index + 1 ? 1 : 0),
  ) as RatingAggregate['stars'];
  return {
    count: aggregate.count - (out ? 1 : 0) + (into ? 1 : 0),
    sum: aggregate.sum - (out?.rating ?? 0) + (into?.rating ?? 0),
    stars,
  };
};

/** The aggregate of a set of reviews, from scratch. */
export const aggregateOf = (reviews: readonly Pick<Review, 'status' | 'rating'>[]): RatingAggregate =>
  reviews.reduce((aggregate, review) => aggregateAfter(aggregate, null, review), EMPTY_AGGREGATE);

/**
 * The average in tenths of a star, halves rounded up, in whole numbers only: the rules recompute it exactly
 * (firestore.rules, ratingShown), so no floating-point rounding can tell them apart.
 */
export const ratingTenths = ({ count, sum }: Pick<RatingAggregate, 'count' | 'sum'>): number =>
  count === 0 ? 0 : Math.floor((20 * sum + count) / (2 * count));

/** The average to one decimal as the shop shows and stores it (the product's `rating`); 0 with no approved review. */
export const averageOf = (aggregate: Pick<RatingAggregate, 'count' | 'sum'>): number =>
  ratingTenths(aggregate) / 10;

/** The smallest sum of `count` reviews' stars whose average shows `rating` (nearest to it when none shows it exactly). */
export const sumShowing = (rating: number, count: number): number => {
  if (count === 0) return 0;
  let sum = Math.max(count, Math.min(5 * count, Math.round(rating * count)));
  while (sum > count && averageOf({ count, sum: sum - 1 }) === rating) sum -= 1;
  while (sum < 5 * count && averageOf({ count, sum }) < rating) sum += 1;
  return sum;
};

/**
 * An aggregate of `count` reviews that shows `rating`, with each review's stars the sum's share rounded down or up:
 * what a product rated before aggregates were kept starts from (npm run migrate:review-stats).
 */
export const aggregateShowing = (rating: number, count: number): RatingAggregate => {
  if (count === 0) return EMPTY_AGGREGATE;
  const sum = sumShowing(rating, count);
  const base = Math.min(5, Math.max(1, Math.floor(sum / count)));
  const above = base === 5 ? 0 : sum - base * count;
  const stars: RatingAggregate['stars'] = [0, 0, 0, 0, 0];
  stars[base - 1] = count - above;
  if (above > 0) stars[base] = above;
  return { count, sum, stars };
};

/** What a product shows of its aggregate: the `rating` and `reviewCount` it stores. */
export const productRatingOf = (
  aggregate: Pick<RatingAggregate, 'count' | 'sum'>,
): { rating: number; reviewCount: number } => ({
  rating: averageOf(aggregate),
  reviewCount: aggregate.count,
});

export type ReviewMoveError =
  | { code: 'REVIEW.NOT_FOUND' }
  | { code: 'REVIEW.ALREADY_DECIDED' }
  /** A member of staff may not decide on a review they wrote. */
  | { code: 'REVIEW.OWN_REVIEW' }
  | { code: 'REVIEW.INVALID_REASON'; max: number };

/**
 * The shop's decision on a review: a pending one approved, or rejected with a reason of 1–300 characters; an approved
 * one taken down (rejected with the reason its author sees), which takes it out of its product's rating. Never by
 * its own author (`moderatorUid`: who decides, when known).
 */
export const moderateReview = (
  review: Review | null,
  to: 'approved' | 'rejected',
  now: string,
  reason = '',
  moderatorUid: string | null = null,
): Result<Review, ReviewMoveError> => {
  if (!review) return fail({ code: 'REVIEW.NOT_FOUND' });
  if (moderatorUid !== null && review.userId === moderatorUid) return fail({ code: 'REVIEW.OWN_REVIEW' });
  const takenDown = review.status === 'approved' && to === 'rejected';
  if (review.status !== 'pending' && !takenDown) return fail({ code: 'REVIEW.ALREADY_DECIDED' });
  const why = reason.trim();
  if (to === 'approved') {
    const { rejectReason: _dropped, ...rest } = review;
    return ok({ ...rest, status: 'approved', updatedAt: now });
  }
  if (why === '' || why.length > REJECT_REASON_MAX)
    return fail({ code: 'REVIEW.INVALID_REASON', max: REJECT_REASON_MAX });
  return ok({ ...review, status: 'rejected', rejectReason: why, updatedAt: now });
};

/** What a submission says: the review's author, product and order, and what they wrote. */
export type SubmitReviewRequest = Pick<
  Review,
  'productId' | 'userId' | 'orderId' | 'firstName' | 'rating' | 'title' | 'text'
>;

/**
 * The review a shopper's submission leaves: new, or their earlier one rewritten. Either way it waits for moderation
 * again, loses any rejection reason, and keeps its creation date and helpful votes.
 */
export const submittedReview = (
  existing: Review | null,
  draft: SubmitReviewRequest,
  now: string,
): Review => ({
  id: reviewId(draft.productId, draft.userId),
  productId: draft.productId,
  userId: draft.userId,
  orderId: draft.orderId,
  firstName: draft.firstName.slice(0, FIRST_NAME_MAX),
  rating: draft.rating,
  title: draft.title,
  text: draft.text,
  status: 'pending',
  createdAt: existing?.createdAt ?? now,
  updatedAt: now,
  helpful: existing?.helpful ?? 0,
});

export const FIRST_NAME_MAX = 50;

/** A shopper's first name as the review shows it: the first word of their name, or 'A buyer' without one. */
export const firstNameOf = (displayName: string): string => displayName.trim().split(/\s+/)[0] || 'A buyer';

export const REVIEW_RECEIVED = 'Thank you! Your review will appear once it has been checked.';
export const ONLY_BUYERS_REVIEW = 'Only customers who bought this product can review it.';

export type SubmitReviewError =
  | { code: 'REVIEW.INVALID'; fields: ReviewErrors }
  /** The order is not the author's, not delivered, or does not hold the product. */
  | { code: 'REVIEW.NOT_A_BUYER' };

export type HelpfulVoteError =
  { code: 'REVIEW.NOT_FOUND' } | { code: 'REVIEW.ALREADY_VOTED' } | { code: 'REVIEW.OWN_REVIEW' };

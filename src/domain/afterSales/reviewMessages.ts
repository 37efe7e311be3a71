import type { HelpfulVoteError, SubmitReviewError } from './Review';
import { ONLY_BUYERS_REVIEW } from './Review';

/**
 * What the shopper reads about reviews. Kept apart from messages.ts: only the product page's reviews section (loaded
 * below the fold) and the order pages need them, never the first screen.
 */
export const REVIEWS_LOAD_FAILED = 'We could not load the reviews. Please try again.';
export const REVIEW_SAVE_FAILED = 'We could not save your review. Please try again.';
export const REVIEW_DELETE_FAILED = 'We could not delete your review. Please try again.';
export const REVIEW_DELETED = 'Your review has been deleted.';
export const HELPFUL_FAILED = 'We could not record your vote. Please try again.';
export const REVIEW_PENDING = 'Waiting for approval';
export const NO_REVIEWS = 'No reviews yet.';

export const reviewRejected = (reason: string): string => `Not published: ${reason}`;

/** '1 review', '12 reviews'. */
export const reviewCountText = (count: number): string => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** '1 star', '4 stars'. */
export const starsText = (stars: number): string => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

export const submitProblemOf = (error: SubmitReviewError): string => {
  switch (error.code) {
    case 'REVIEW.INVALID':
      return 'Please correct the highlighted fields.';
    case 'REVIEW.NOT_A_BUYER':
      return ONLY_BUYERS_REVIEW;
  }
};

export const helpfulProblemOf = (error: HelpfulVoteError): string => {
  switch (error.code) {
    case 'REVIEW.NOT_FOUND':
      return 'This review is no longer shown.';
    case 'REVIEW.ALREADY_VOTED':
      return 'You have already found this review helpful.';
    case 'REVIEW.OWN_REVIEW':
      return 'You cannot vote on your own review.';
  }
};

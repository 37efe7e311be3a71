import { type DocumentData, serverTimestamp, Timestamp } from 'firebase/firestore';
import {
  EMPTY_AGGREGATE,
  productRatingOf,
  type RatingAggregate,
  type Review,
  REVIEW_STATUSES,
  type Stars,
} from '../../domain/afterSales/Review';
import { ratingKey } from './sortKeys';
import { toIso } from './timestamps';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/** A stored review as the domain's; a malformed field reads as empty, an unknown status as pending. */
export const fromReviewDocument = (id: string, data: DocumentData): Review => {
  const rating = data['rating'];
  const status = REVIEW_STATUSES.find((known) => known === data['status']) ?? 'pending';
  const review: Review = {
    id,
    productId: text(data['productId']),
    userId: text(data['userId']),
    orderId: text(data['orderId']),
    firstName: text(data['firstName']),
    rating: (typeof rating === 'number' && [1, 2, 3, 4, 5].includes(rating) ? rating : 1) as Stars,
    title: text(data['title']),
    text: text(data['text']),
    status,
    createdAt: toIso(data['createdAt']),
    updatedAt: toIso(data['updatedAt']),
    helpful: count(data['helpful']),
  };
  if (typeof data['rejectReason'] === 'string') review.rejectReason = data['rejectReason'];
  return review;
};

/**
 * What the author's write stores: the review with the server's time as updatedAt (and createdAt when new, else the
 * stored one as read), never a rejection reason.
 */
export const authorsReviewDocument = (review: Review, storedCreatedAt: unknown): DocumentData => ({
  productId: review.productId,
  userId: review.userId,
  orderId: review.orderId,
  firstName: review.firstName,
  rating: review.rating,
  title: review.title,
  text: review.text,
  status: review.status,
  createdAt: storedCreatedAt instanceof Timestamp ? storedCreatedAt : serverTimestamp(),
  updatedAt: serverTimestamp(),
  helpful: review.helpful,
});

/** A review exactly as given (the seed): its own timestamps. */
export const toReviewDocument = (review: Review): DocumentData => ({
  ...authorsReviewDocument(review, null),
  createdAt: Timestamp.fromMillis(Date.parse(review.createdAt)),
  updatedAt: Timestamp.fromMillis(Date.parse(review.updatedAt)),
  ...(review.rejectReason === undefined ? {} : { rejectReason: review.rejectReason }),
});

export const fromStatsDocument = (data: DocumentData | undefined): RatingAggregate => {
  if (!data) return EMPTY_AGGREGATE;
  const stars = Array.isArray(data['stars']) ? data['stars'] : [];
  return {
    count: count(data['count']),
    sum: count(data['sum']),
    stars: [0, 1, 2, 3, 4].map((index) => count(stars[index])) as RatingAggregate['stars'],
  };
};

/** The aggregate as stored, naming the review whose change moved it last (the rules check the move against it). */
export const toStatsDocument = (
  aggregate: RatingAggregate,
  lastReviewId: string,
  updatedAt: DocumentData = serverTimestamp(),
): DocumentData => ({ ...aggregate, stars: [...aggregate.stars], lastReviewId, updatedAt });

/** What the product stores of its aggregate: rating, review count and the rating sort key. */
export const productRatingFields = (
  productId: string,
  aggregate: RatingAggregate,
): { rating: number; reviewCount: number; sortRating: string } => {
  const figures = productRatingOf(aggregate);
  return { ...figures, sortRating: ratingKey(figures.rating, productId) };
};

import type { CurrentActor } from '../../domain/staff/Activity';
import {
  collection,
  collectionGroup,
  doc,
  type DocumentData,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  type QueryDocumentSnapshot,
  serverTimestamp,
  type Transaction,
  where,
} from 'firebase/firestore';
import { readStored } from './readStored';
import { readUnlessRefused } from './readUnlessRefused';
import { checkPageSize, type Page } from '../../domain/shared/Page';
import { fail, ok, type Result } from '../../domain/shared/Result';
import {
  aggregateAfter,
  moderateReview,
  type RatingAggregate,
  type Review,
  type ReviewMoveError,
  reviewId,
  submittedReview,
  validateReview,
} from '../../domain/afterSales/Review';
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
import { ORDERS, PRODUCTS, REVIEW_STATS, REVIEW_VOTES, REVIEWS } from './collections';
import { guarded } from './firestoreErrors';
import { timestampPage } from './timestampPage';
import { refusableTransaction } from './refusableTransaction';
import { anonymizeReviewsOf, listReviewsByAuthor } from './reviewsByAuthor';
import {
  authorsReviewDocument,
  fromReviewDocument,
  fromStatsDocument,
  productRatingFields,
  toStatsDocument,
} from './reviewDocument';

/** How many of a shopper's delivered orders are searched for the product (no query can look inside the lines). */
const DELIVERED_ORDERS_SEARCHED = 20;

/** Most of one shopper's votes on one product's reviews read at once (the rules allow no more). */
const MAX_VOTES_READ = 100;

const reviewOf = (snapshot: QueryDocumentSnapshot): Review =>
  fromReviewDocument(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }));

/** Reviews on Firestore: each change that moves a product's figures is one transaction with its aggregate and product. */
export class FirestoreReviewRepository implements ReviewRepository {
  /** `actor`: who is signed in, so nobody decides on their own review (the rules refuse it too). */
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor = () => null,
  ) {}

  async listApproved(request: ReviewPageQuery): Promise<Page<Review>> {
    checkPageSize(request.pageSize, MAX_REVIEW_PAGE);
    return timestampPage(
      collection(this.db, REVIEWS),
      [where('productId', '==', request.productId), where('status', '==', 'approved')],
      {
        tag: `reviews-${request.sort}`,
        field: 'createdAt',
        direction: 'desc',
        ...(request.sort === 'helpful' ? { first: 'helpful' } : {}),
      },
      request,
      reviewOf,
    );
  }

  async aggregate(productId: string): Promise<RatingAggregate> {
    return guarded(async () =>
      fromStatsDocument((await getDoc(doc(this.db, REVIEW_STATS, productId))).data()),
    );
  }

  async own(productId: string, userId: string): Promise<Review | null> {
    return guarded(async () => {
      const snapshot = await getDoc(doc(this.db, REVIEWS, reviewId(productId, userId)));
      const data = snapshot.data({ serverTimestamps: 'estimate' });
      return data ? fromReviewDocument(snapshot.id, data) : null;
    });
  }

  async buyerOrderId(productId: string, userId: string): Promise<string | null> {
    return guarded(async () => {
      const { docs } = await getDocs(
        query(
          collection(this.db, ORDERS),
          where('userId', '==', userId),
          where('status', '==', 'delivered'),
          limit(DELIVERED_ORDERS_SEARCHED),
        ),
      );
      const holding = docs.find((order) => {
        const lines: unknown = order.get('lines');
        return (
          Array.isArray(lines) && lines.some((line) => (line as DocumentData)?.['productId'] === productId)
        );
      });
      return holding?.id ?? null;
    });
  }

  async submit(request: SubmitReviewRequest): Promise<Result<Review, SubmitReviewError>> {
    const checked = validateReview(request);
    if (!checked.ok) return checked;
    if (!(await this.bought(request))) return fail({ code: 'REVIEW.NOT_A_BUYER' });
    const id = reviewId(request.productId, request.userId);
    await refusableTransaction(this.db, async (transaction) => {
      const stored = await transaction.get(doc(this.db, REVIEWS, id));
      const before = stored.exists() ? fromReviewDocument(id, stored.data()) : null;
      const review = submittedReview(before, { ...request, ...checked.value }, new Date().toISOString());
      await this.moveFigures(transaction, before, review);
      transaction.set(doc(this.db, REVIEWS, id), authorsReviewDocument(review, stored.get('createdAt')));
    });
    return ok(await this.stored(id));
  }

  /** The order is the author's, delivered, and holds the product; anyone else's order reads as not theirs. */
  private async bought(request: SubmitReviewRequest): Promise<boolean> {
    const order = await readUnlessRefused(doc(this.db, ORDERS, request.orderId));
    const lines: unknown = order?.get('lines');
    return (
      order?.get('userId') === request.userId &&
      order.get('status') === 'delivered' &&
      Array.isArray(lines) &&
      lines.some((line) => (line as DocumentData)?.['productId'] === request.productId)
    );
  }

  async remove(productId: string, userId: string): Promise<void> {
    const id = reviewId(productId, userId);
    await refusableTransaction(this.db, async (transaction) => {
      const stored = await transaction.get(doc(this.db, REVIEWS, id));
      if (!stored.exists()) return;
      await this.moveFigures(transaction, fromReviewDocument(id, stored.data()), null);
      transaction.delete(stored.ref);
    });
  }

  async votedHelpful(productId: string, userId: string): Promise<Set<string>> {
    return guarded(async () => {
      const { docs } = await getDocs(
        query(
          collectionGroup(this.db, REVIEW_VOTES),
          where('userId', '==', userId),
          where('productId', '==', productId),
          limit(MAX_VOTES_READ),
        ),
      );
      return new Set(docs.flatMap((vote) => (vote.ref.parent.parent ? [vote.ref.parent.parent.id] : [])));
    });
  }

  async markHelpful(id: string, userId: string): Promise<Result<Review, HelpfulVoteError>> {
    const reviewRef = doc(this.db, REVIEWS, id);
    // Anyone but its author is refused a review that is not approved: the same as a missing one.
    const seen = await readUnlessRefused(reviewRef);
    if (!seen?.exists() || seen.get('status') !== 'approved') return fail({ code: 'REVIEW.NOT_FOUND' });
    if (seen.get('userId') === userId) return fail({ code: 'REVIEW.OWN_REVIEW' });
    const outcome = await refusableTransaction(this.db, async (transaction) => {
      const voteRef = doc(this.db, REVIEWS, id, REVIEW_VOTES, userId);
      const [stored, vote] = await Promise.all([transaction.get(reviewRef), transaction.get(voteRef)]);
      if (!stored.exists() || stored.get('status') !== 'approved')
        return fail({ code: 'REVIEW.NOT_FOUND' as const });
      if (vote.exists()) return fail({ code: 'REVIEW.ALREADY_VOTED' as const });
      transaction.set(voteRef, {
        createdAt: serverTimestamp(),
        userId,
        productId: stored.get('productId') as string,
      });
      transaction.update(reviewRef, { helpful: fromReviewDocument(id, stored.data()).helpful + 1 });
      return ok(null);
    });
    return outcome.ok ? ok(await this.stored(id)) : outcome;
  }

  listByAuthor(userId: string): Promise<Review[]> {
    return listReviewsByAuthor(this.db, userId);
  }

  anonymizeAuthor(userId: string): Promise<number> {
    return anonymizeReviewsOf(this.db, userId);
  }

  async adminList(request: AdminReviewQuery): Promise<Page<Review>> {
    checkPageSize(request.pageSize, MAX_REVIEW_PAGE);
    return timestampPage(
      collection(this.db, REVIEWS),
      [where('status', '==', request.status)],
      { tag: `reviews-${request.status}`, field: 'createdAt', direction: 'asc' },
      request,
      reviewOf,
    );
  }

  async countPending(): Promise<number> {
    return guarded(async () => {
      const counted = await getCountFromServer(
        query(collection(this.db, REVIEWS), where('status', '==', 'pending')),
      );
      return counted.data().count;
    });
  }

  async moderate(
    id: string,
    to: 'approved' | 'rejected',
    reason = '',
  ): Promise<Result<Review, ReviewMoveError>> {
    const outcome = await refusableTransaction(this.db, async (transaction) => {
      const stored = await transaction.get(doc(this.db, REVIEWS, id));
      const before = stored.exists() ? fromReviewDocument(id, stored.data()) : null;
      const moved = moderateReview(before, to, new Date().toISOString(), reason, this.actor()?.uid ?? null);
      if (!moved.ok) return moved;
      await this.moveFigures(transaction, before, moved.value);
      transaction.update(stored.ref, {
        status: to,
        updatedAt: serverTimestamp(),
        ...(to === 'rejected' ? { rejectReason: moved.value.rejectReason } : {}),
      });
      return moved;
    });
    return outcome.ok ? ok(await this.stored(id)) : outcome;
  }

  /**
   * When the review enters or leaves the approved set, moves its product's aggregate (read in the transaction, so
   * racing changes retry) and the product's figures with it. Reads come before any write of the transaction.
   */
  private async moveFigures(
    transaction: Transaction,
    before: Review | null,
    after: Review | null,
  ): Promise<void> {
    const review = (after ?? before) as Review;
    if (before?.status !== 'approved' && after?.status !== 'approved') return;
    const statsRef = doc(this.db, REVIEW_STATS, review.productId);
    const aggregate = aggregateAfter(
      fromStatsDocument((await transaction.get(statsRef)).data()),
      before,
      after,
    );
    transaction.set(statsRef, toStatsDocument(aggregate, review.id));
    transaction.update(
      doc(this.db, PRODUCTS, review.productId),
      productRatingFields(review.productId, aggregate),
    );
  }

  private stored(id: string): Promise<Review> {
    return readStored(this.db, REVIEWS, id, fromReviewDocument);
  }
}

import {
  collection,
  documentId,
  type Firestore,
  getDocs,
  limit,
  orderBy,
  query,
  type QueryDocumentSnapshot,
  startAfter,
  where,
  writeBatch,
} from 'firebase/firestore';
import { DELETED_CUSTOMER_NAME } from '../../domain/accounts/DataRetention';
import type { Review } from '../../domain/afterSales/Review';
import { REVIEWS } from './collections';
import { guarded } from './firestoreErrors';
import { fromReviewDocument } from './reviewDocument';

/** The largest page of a shopper's own reviews the rules let them read at once. */
export const AUTHOR_REVIEWS_PAGE = 100;
/** Writes per batch, well under Firestore's 500. */
const BATCH = 400;

/**
 * Every review of one author, read in pages by document id (a single-field index, no composite one), newest first.
 * The snapshots come too, for writing back.
 */
const authorsReviews = async (
  db: Firestore,
  userId: string,
): Promise<{ review: Review; snapshot: QueryDocumentSnapshot }[]> => {
  const found: { review: Review; snapshot: QueryDocumentSnapshot }[] = [];
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    const { docs }: { docs: QueryDocumentSnapshot[] } = await getDocs(
      query(
        collection(db, REVIEWS),
        where('userId', '==', userId),
        orderBy(documentId()),
        ...(after ? [startAfter(after)] : []),
        limit(AUTHOR_REVIEWS_PAGE),
      ),
    );
    for (const snapshot of docs)
      found.push({
        review: fromReviewDocument(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })),
        snapshot,
      });
    after = docs[docs.length - 1] ?? null;
    if (docs.length < AUTHOR_REVIEWS_PAGE) break;
  }
  return found.sort((a, b) =>
    a.review.createdAt === b.review.createdAt
      ? b.review.id.localeCompare(a.review.id)
      : b.review.createdAt.localeCompare(a.review.createdAt),
  );
};

export const listReviewsByAuthor = (db: Firestore, userId: string): Promise<Review[]> =>
  guarded(async () => (await authorsReviews(db, userId)).map(({ review }) => review));

/** The author's name on each of their reviews becomes DELETED_CUSTOMER_NAME, and nothing else (firestore.rules). */
export const anonymizeReviewsOf = (db: Firestore, userId: string): Promise<number> =>
  guarded(async () => {
    const named = (await authorsReviews(db, userId)).filter(
      ({ review }) => review.firstName !== DELETED_CUSTOMER_NAME,
    );
    for (let start = 0; start < named.length; start += BATCH) {
      const batch = writeBatch(db);
      for (const { snapshot } of named.slice(start, start + BATCH))
        batch.update(snapshot.ref, { firstName: DELETED_CUSTOMER_NAME });
      await batch.commit();
    }
    return named.length;
  });

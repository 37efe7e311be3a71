import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { aggregateShowing } from '../../src/domain/afterSales/Review';

/** What one run did: the products given an aggregate, and those that already had one. */
export interface ReviewStatsMigration {
  migrated: string[];
  alreadyKept: number;
}

/**
 * Gives each product rated before aggregates were kept (a review count, no reviewStats document) the aggregate that
 * shows what it shows: its count, and a sum and stars whose average is its rating (Review.aggregateShowing). The
 * rules refuse a first aggregate for such a product, so its next review decision starts from its figures, not zero.
 * Runs with the Admin SDK, past the rules; running it again changes nothing.
 */
export const migrateReviewStats = async (db: Firestore): Promise<ReviewStatsMigration> => {
  const rated = await db.collection('products').where('reviewCount', '>', 0).get();
  const migrated: string[] = [];
  let alreadyKept = 0;
  for (const product of rated.docs) {
    const created = await db.runTransaction(async (transaction) => {
      const stats = db.collection('reviewStats').doc(product.id);
      if ((await transaction.get(stats)).exists) return false;
      const { rating, reviewCount } = product.data() as { rating?: unknown; reviewCount?: unknown };
      if (typeof rating !== 'number' || typeof reviewCount !== 'number') return false;
      const aggregate = aggregateShowing(rating, reviewCount);
      transaction.create(stats, { ...aggregate, lastReviewId: '', updatedAt: Timestamp.now() });
      return true;
    });
    if (created) migrated.push(product.id);
    else alreadyKept += 1;
  }
  return { migrated, alreadyKept };
};

export const migrationReport = ({ migrated, alreadyKept }: ReviewStatsMigration, projectId: string): string =>
  `${projectId}: ${migrated.length} product${migrated.length === 1 ? '' : 's'} given the aggregate of what ${migrated.length === 1 ? 'it shows' : 'they show'}` +
  `${migrated.length > 0 ? ` (${migrated.join(', ')})` : ''}; ${alreadyKept} already had one.`;

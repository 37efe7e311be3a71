import { type Firestore, runTransaction, type Transaction } from 'firebase/firestore';
import { isPermissionDenied, toRepositoryError } from './firestoreErrors';

/**
 * A refused commit can be stale, not forbidden (another change of the same order, product or counter won the race
 * and the rules judged this write against the new state): it starts over with fresh reads, where the new state
 * decides, after a short random pause so that two admins acting at once do not collide again in step.
 */
const REFUSED_COMMIT_ATTEMPTS = 8;
const pause = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 40 * attempt));

/** runTransaction, retried when the rules refuse the commit; any other failure is a RepositoryError. */
export const refusableTransaction = async <T>(
  db: Firestore,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runTransaction(db, work);
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= REFUSED_COMMIT_ATTEMPTS) throw toRepositoryError(error);
      await pause(attempt);
    }
  }
};

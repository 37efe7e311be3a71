import { type Firestore, runTransaction, type Transaction } from 'firebase/firestore';
import { guarded } from './firestoreErrors';

/** runTransaction, any failure a RepositoryError; a refused commit is final (refusableTransaction retries it). */
export const guardedTransaction = <T>(
  db: Firestore,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> => guarded(() => runTransaction(db, work));

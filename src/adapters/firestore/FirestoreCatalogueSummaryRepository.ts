import { type Firestore, getDoc, onSnapshot } from 'firebase/firestore';
import type { CatalogueSummary } from '../../domain/storefront/CatalogueSummary';
import type { Unsubscribe, ViewFailed } from '../../domain/shared/Page';
import type { CatalogueSummaryRepository } from '../../ports/CatalogueSummaryRepository';
import { fromSummaryDocument, summaryRef } from './catalogueSummaryDocument';
import { guarded } from './firestoreErrors';

/** meta/catalogueSummary: one document read gives the storefront header its counts. */
export class FirestoreCatalogueSummaryRepository implements CatalogueSummaryRepository {
  constructor(private readonly db: Firestore) {}

  async get(): Promise<CatalogueSummary> {
    return guarded(async () => fromSummaryDocument((await getDoc(summaryRef(this.db))).data()));
  }

  subscribe(listener: (summary: CatalogueSummary) => void, onError: ViewFailed): Unsubscribe {
    return onSnapshot(
      summaryRef(this.db),
      (snapshot) => listener(fromSummaryDocument(snapshot.data({ serverTimestamps: 'estimate' }))),
      onError,
    );
  }
}

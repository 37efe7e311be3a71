import { type Firestore, onSnapshot } from 'firebase/firestore';
import { summaryRef } from './catalogueSummaryDocument';
import type { ServerWatch } from './ServerAwareConnectivity';

/**
 * Firestore's own view of its server, read off the catalogue summary: the header's live counts listen to that
 * document already, so this shares their listener and costs no read of its own.
 */
export const watchServer =
  (db: Firestore): ServerWatch =>
  (onFromCache) =>
    onSnapshot(
      summaryRef(db),
      { includeMetadataChanges: true },
      (snapshot) => onFromCache(snapshot.metadata.fromCache),
      () => onFromCache(false),
    );

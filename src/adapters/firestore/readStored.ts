import { type DocumentData, doc, type Firestore, getDoc } from 'firebase/firestore';
import { guarded } from './firestoreErrors';

/** A document as a change just stored it, its pending server times as their estimate; failures are RepositoryErrors. */
export const readStored = <T>(
  db: Firestore,
  path: string,
  id: string,
  from: (id: string, data: DocumentData) => T,
): Promise<T> =>
  guarded(async () =>
    from(id, (await getDoc(doc(db, path, id))).data({ serverTimestamps: 'estimate' }) ?? {}),
  );

import { type DocumentReference, type DocumentSnapshot, getDoc } from 'firebase/firestore';
import { isPermissionDenied, toRepositoryError } from './firestoreErrors';

/** The document; null when the rules refuse this user its read. Any other failure is a RepositoryError. */
export const readUnlessRefused = async (reference: DocumentReference): Promise<DocumentSnapshot | null> => {
  try {
    return await getDoc(reference);
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw toRepositoryError(error);
  }
};

import { collection, doc, type Firestore, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { MESSAGE_FAILURES_SHOWN, type MessageStatus } from '../../domain/messages/MessageStatus';
import type { MessageStatusRepository } from '../../ports/MessageStatusRepository';
import { MESSAGE_FAILURES, MESSAGES_STATUS_ID, META } from './collections';
import { guarded } from './firestoreErrors';
import { fromMessageFailureDocument } from './messageFailureDocument';
import { toIso } from './timestamps';

/** What the server module says of its messages: its outbox round's time in `meta/messages`, and its failures. */
export class FirestoreMessageStatusRepository implements MessageStatusRepository {
  constructor(private readonly db: Firestore) {}

  async get(): Promise<MessageStatus> {
    return guarded(async () => {
      const [round, failures] = await Promise.all([
        getDoc(doc(this.db, META, MESSAGES_STATUS_ID)),
        getDocs(
          query(collection(this.db, MESSAGE_FAILURES), orderBy('at', 'desc'), limit(MESSAGE_FAILURES_SHOWN)),
        ),
      ]);
      const checkedAt = round.get('checkedAt');
      return {
        sender: 'server-module',
        checkedAt: checkedAt ? toIso(checkedAt) : null,
        failures: failures.docs.map((failure) => fromMessageFailureDocument(failure.id, failure.data())),
      };
    });
  }
}

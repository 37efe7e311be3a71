import {
  collection,
  deleteField,
  type Firestore,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { guardedTransaction } from './guardedTransaction';
import { type CurrentActor, MAX_ACTIVITY_TARGETS } from '../../domain/staff/Activity';
import { RepositoryError } from '../../domain/shared/errors';
import {
  customerErasureTarget,
  erasedAddress,
  isErasureDue,
  ORDER_RECORD_RETENTION_DAYS,
} from '../../domain/accounts/OrderErasure';
import type { OrderErasureRepository } from '../../ports/OrderErasureRepository';
import { ORDERS } from './collections';
import { logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';
import { fromOrderDocument } from './orderDocument';
import { fromIso } from './timestamps';

/** Writes per batch, well under Firestore's 500. */
const BATCH = 400;
const RETENTION_SECONDS = ORDER_RECORD_RETENTION_DAYS * 86_400;

/**
 * The erasure marks and erasures on Firestore. The due date is stored as a Timestamp to the nanosecond of the
 * order's creation (the rules compare it with `createdAt + duration.value(2922, 'd')`), and the staff's list of due
 * orders is one range query on it: a single-field index, and an erased order drops out as the field goes.
 */
export class FirestoreOrderErasureRepository implements OrderErasureRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  async requestErasure(userId: string): Promise<number> {
    return guarded(async () => {
      const { docs } = await getDocs(query(collection(this.db, ORDERS), where('userId', '==', userId)));
      const unmarked = docs.filter((snapshot) => !snapshot.get('erasureRequestedAt'));
      for (let start = 0; start < unmarked.length; start += BATCH) {
        const batch = writeBatch(this.db);
        for (const snapshot of unmarked.slice(start, start + BATCH)) {
          const createdAt = snapshot.get('createdAt') as Timestamp;
          batch.update(snapshot.ref, {
            erasureRequestedAt: serverTimestamp(),
            erasureDueAt: new Timestamp(createdAt.seconds + RETENTION_SECONDS, createdAt.nanoseconds),
          });
        }
        await batch.commit();
      }
      return unmarked.length;
    });
  }

  async countDue(now: string): Promise<number> {
    return guarded(async () => {
      const counted = await getCountFromServer(this.due(now));
      return counted.data().count;
    });
  }

  async eraseDue(now: string, max: number): Promise<number> {
    if (!Number.isInteger(max) || max < 1 || max > MAX_ACTIVITY_TARGETS)
      throw new RepositoryError('REPO.INVALID', `max must be 1..${MAX_ACTIVITY_TARGETS}`);
    return guarded(async () => {
      const { docs } = await getDocs(query(this.due(now), orderBy('erasureDueAt'), limit(max)));
      if (docs.length === 0) return 0;
      return guardedTransaction(this.db, async (transaction) => {
        const stored = await Promise.all(docs.map((found) => transaction.get(found.ref)));
        const due = stored.flatMap((snapshot) => {
          const data = snapshot.data();
          const order = data ? fromOrderDocument(snapshot.id, data) : null;
          return order && isErasureDue(order, now) ? [{ snapshot, order }] : [];
        });
        if (due.length === 0) return 0;
        const auditId = logActivity(
          this.db,
          transaction,
          this.actor,
          'order',
          due.map(({ order }) => customerErasureTarget(order)),
        );
        for (const { snapshot, order } of due) {
          transaction.update(snapshot.ref, {
            customerEmail: '',
            shippingAddress: erasedAddress(order.shippingAddress),
            erasureDueAt: deleteField(),
            customerErasedAt: serverTimestamp(),
            auditId,
          });
        }
        return due.length;
      });
    });
  }

  private due(now: string) {
    return query(collection(this.db, ORDERS), where('erasureDueAt', '<=', fromIso(now)));
  }
}

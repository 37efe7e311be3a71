import { doc, type Firestore, getDoc } from 'firebase/firestore';
import type { CurrentActor } from '../../domain/staff/Activity';
import { couriersTarget } from '../../domain/staff/ActivityTargets';
import { type Courier, storedCouriers } from '../../domain/shipping/Courier';
import type { CourierRepository } from '../../ports/CourierRepository';
import { COURIERS_ID, SETTINGS } from './collections';
import { logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';
import { guardedTransaction } from './guardedTransaction';

/** The `settings/couriers` document: `{ couriers: [{ name, trackingUrl }] }`, staff only (firestore.rules). */
export class FirestoreCourierRepository implements CourierRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  private get ref() {
    return doc(this.db, SETTINGS, COURIERS_ID);
  }

  async get(): Promise<Courier[]> {
    return guarded(async () => storedCouriers((await getDoc(this.ref)).get('couriers')));
  }

  async save(couriers: readonly Courier[]): Promise<void> {
    await guardedTransaction(this.db, async (transaction) => {
      const before = storedCouriers((await transaction.get(this.ref)).get('couriers'));
      const auditId = logActivity(this.db, transaction, this.actor, 'delivery', [
        couriersTarget(before, couriers),
      ]);
      transaction.set(this.ref, { couriers: couriers.map((courier) => ({ ...courier })), auditId });
    });
  }
}

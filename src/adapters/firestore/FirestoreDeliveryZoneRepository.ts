import { doc, type Firestore, getDoc } from 'firebase/firestore';
import { guardedTransaction } from './guardedTransaction';
import type { CurrentActor } from '../../domain/staff/Activity';
import { deliveryTarget } from '../../domain/staff/ActivityTargets';
import type { DeliveryZone } from '../../domain/checkout/DeliveryZones';
import type { DeliveryZoneRepository } from '../../ports/DeliveryZoneRepository';
import { DELIVERY_ZONES_ID, SETTINGS } from './collections';
import { fromDeliveryZonesDocument, toDeliveryZonesDocument } from './deliveryZonesDocument';
import { logActivity } from './FirestoreActivityLog';
import { guarded } from './firestoreErrors';

/** The `settings/delivery` document (deliveryZonesDocument). */
export class FirestoreDeliveryZoneRepository implements DeliveryZoneRepository {
  constructor(
    private readonly db: Firestore,
    private readonly actor: CurrentActor,
  ) {}

  private get ref() {
    return doc(this.db, SETTINGS, DELIVERY_ZONES_ID);
  }

  async get(): Promise<DeliveryZone[]> {
    return guarded(async () => fromDeliveryZonesDocument((await getDoc(this.ref)).data()));
  }

  async save(zones: readonly DeliveryZone[]): Promise<void> {
    await guardedTransaction(this.db, async (transaction) => {
      const before = fromDeliveryZonesDocument((await transaction.get(this.ref)).data());
      const target = deliveryTarget(before, zones);
      const auditId = logActivity(this.db, transaction, this.actor, 'delivery', [target]);
      transaction.set(this.ref, { ...toDeliveryZonesDocument(zones), auditId });
    });
  }
}

import { doc, type Firestore, getDoc, setDoc } from 'firebase/firestore';
import type { DeliveryZone } from '../../domain/DeliveryZones';
import type { DeliveryZoneRepository } from '../../ports/DeliveryZoneRepository';
import { DELIVERY_ZONES_ID, SETTINGS } from './collections';
import { fromDeliveryZonesDocument, toDeliveryZonesDocument } from './deliveryZonesDocument';
import { guarded } from './firestoreErrors';

/** The `settings/delivery` document (deliveryZonesDocument). */
export class FirestoreDeliveryZoneRepository implements DeliveryZoneRepository {
  constructor(private readonly db: Firestore) {}

  private get ref() {
    return doc(this.db, SETTINGS, DELIVERY_ZONES_ID);
  }

  async get(): Promise<DeliveryZone[]> {
    return guarded(async () => fromDeliveryZonesDocument((await getDoc(this.ref)).data()));
  }

  async save(zones: readonly DeliveryZone[]): Promise<void> {
    await guarded(() => setDoc(this.ref, toDeliveryZonesDocument(zones)));
  }
}

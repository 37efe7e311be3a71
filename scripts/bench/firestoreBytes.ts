import { toProductDocument } from '../../src/adapters/firestore/productDocument';
import { sizeOf, type ReadMeter } from '../../src/adapters/memory/ReadMeter';
import type { Product } from '../../src/domain/catalogue/Product';
import { toDeliveryZonesDocument } from '../../src/adapters/firestore/deliveryZonesDocument';
import type { DeliveryZone } from '../../src/domain/checkout/DeliveryZones';

const isZoneTable = (document: unknown): document is { zones: DeliveryZone[] } =>
  typeof document === 'object' && document !== null && 'zones' in document && Array.isArray(document.zones);

const isProduct = (document: unknown): document is Product =>
  typeof document === 'object' &&
  document !== null &&
  'slug' in document &&
  'variants' in document &&
  'price' in document;

export interface FirestoreBytes {
  /** Bytes since the last take, then starts again. */
  take(): number;
}

/**
 * Counts, beside the meter, the bytes of the same documents as the Firestore adapter stores them: a product there
 * also carries its listing keys, sort keys and search keys (docs/architecture.md#bounded-reads), which a shopper downloads too, and the zone
 * table its lookup for the rules (deliveryZonesDocument). Other documents are counted as they are.
 */
export const shadowFirestoreBytes = (meter: ReadMeter): FirestoreBytes => {
  let bytes = 0;
  const charge = meter.chargeDocuments.bind(meter);
  meter.chargeDocuments = (documents) => {
    charge(documents);
    for (const document of documents)
      bytes += isProduct(document)
        ? sizeOf(toProductDocument(document))
        : isZoneTable(document)
          ? sizeOf(toDeliveryZonesDocument(document.zones))
          : sizeOf(document);
  };
  return {
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
};

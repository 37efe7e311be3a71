import { doc, type Firestore, writeBatch } from 'firebase/firestore';
import { type CurrentActor, MAX_ACTIVITY_TARGETS } from '../../domain/staff/Activity';
import { productTarget } from '../../domain/staff/ActivityTargets';
import type { CatalogueNavigation } from '../../domain/catalogue/NavigationTree';
import type { Product } from '../../domain/catalogue/Product';
import { DEFAULT_NAVIGATION } from '../../domain/catalogue/DefaultNavigation';
import { indexOf } from './catalogueIndex';
import { writeCatalogue } from './catalogueSummaryDocument';
import { PRODUCTS } from './collections';
import { logActivity } from './FirestoreActivityLog';
import { toProductDocument } from './productDocument';

/** Firestore allows 500 writes per batch; two go to the catalogue counters and summary. */
const BATCH_LIMIT = 450;

/**
 * Stores these products exactly as given (ids, timestamps) and replaces the catalogue counters and summary with
 * those of exactly these products under `navigation`: the seed script's and the test harnesses' way to load a catalogue.
 * Seeding through the rules (`logAs` the signed-in admin) logs each batch as that person's activity.
 */
export const seedCatalogue = async (
  db: Firestore,
  products: readonly Product[],
  now: string,
  navigation: CatalogueNavigation = DEFAULT_NAVIGATION,
  logAs?: CurrentActor,
): Promise<void> => {
  const size = logAs ? MAX_ACTIVITY_TARGETS : BATCH_LIMIT;
  for (let start = 0; start < products.length; start += size) {
    const batch = writeBatch(db);
    const slice = products.slice(start, start + size);
    const targets = slice.map((product) => productTarget(null, product));
    const audit = logAs ? { auditId: logActivity(db, batch, logAs, 'product', targets) } : {};
    for (const product of slice) {
      batch.set(doc(db, PRODUCTS, product.id), { ...toProductDocument(product), ...audit });
    }
    await batch.commit();
  }
  const batch = writeBatch(db);
  writeCatalogue(db, batch, indexOf(products, navigation), now);
  await batch.commit();
};

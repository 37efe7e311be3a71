import { doc, type Firestore, writeBatch } from 'firebase/firestore';
import type { CatalogueNavigation } from '../../domain/NavigationTree';
import type { Product } from '../../domain/Product';
import { SPEC_NAVIGATION } from '../../domain/SpecNavigation';
import { indexOf } from './catalogueIndex';
import { writeCatalogue } from './catalogueSummaryDocument';
import { PRODUCTS } from './collections';
import { toProductDocument } from './productDocument';

/** Firestore allows 500 writes per batch; two go to the catalogue counters and summary. */
const BATCH_LIMIT = 450;

/**
 * Stores these products exactly as given (ids, timestamps) and replaces the catalogue counters and summary with
 * those of exactly these products under `navigation`: the seed script's and the test harnesses' way to load a catalogue.
 */
export const seedCatalogue = async (
  db: Firestore,
  products: readonly Product[],
  now: string,
  navigation: CatalogueNavigation = SPEC_NAVIGATION,
): Promise<void> => {
  for (let start = 0; start < products.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const product of products.slice(start, start + BATCH_LIMIT)) {
      batch.set(doc(db, PRODUCTS, product.id), toProductDocument(product));
    }
    await batch.commit();
  }
  const batch = writeBatch(db);
  writeCatalogue(db, batch, indexOf(products, navigation), now);
  await batch.commit();
};

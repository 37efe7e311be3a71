import type { CatalogueSummary } from '../../domain/storefront/CatalogueSummary';
import { summarizeCatalogue } from '../../domain/storefront/CatalogueSummaryBuilder';
import type { CatalogueNavigation } from '../../domain/catalogue/NavigationTree';
import type { Product } from '../../domain/catalogue/Product';
import { DEFAULT_NAVIGATION } from '../../domain/catalogue/DefaultNavigation';
import type { MemoryDatabase } from './MemoryDatabase';
import { META, SUMMARY_ID } from './meta';

export const PRODUCTS_COLLECTION = 'products';

/** The navigation the summary holds now: the default tree until a category write changes it (as on Firestore). */
export const currentNavigation = (db: MemoryDatabase): CatalogueNavigation =>
  db.peek<CatalogueSummary>(META, SUMMARY_ID)?.navigation ?? DEFAULT_NAVIGATION;

/**
 * Recomputes the summary from every product under `navigation` (by default the one it holds) and stores it. Call
 * it inside the transaction of the product or category write it follows. The product read is metered: rebuilding
 * the summary honestly costs one read per product, which is paid on rare admin writes so that every storefront page
 * can pay one read for it.
 */
export const rewriteCatalogueSummary = (
  db: MemoryDatabase,
  now: string,
  navigation: CatalogueNavigation = currentNavigation(db),
): CatalogueSummary => {
  const summary = summarizeCatalogue(db.query<Product>(PRODUCTS_COLLECTION), navigation, now);
  db.set(META, SUMMARY_ID, { ...summary });
  return summary;
};

import type { CatalogueSummary } from '../../domain/CatalogueSummary';
import { summarizeCatalogue } from '../../domain/CatalogueSummaryBuilder';
import type { Product } from '../../domain/Product';
import type { MemoryDatabase } from './MemoryDatabase';

export const PRODUCTS_COLLECTION = 'products';
/** The catalogue summary lives at meta/catalogueSummary (DESIGN.md §4). */
export const SUMMARY_COLLECTION = 'meta';
export const SUMMARY_ID = 'catalogueSummary';

/**
 * Recomputes the summary from every product and stores it. Call it inside the transaction of the product write it
 * follows. The product read is metered: rebuilding the summary honestly costs one read per product, which is paid on
 * rare admin writes so that every storefront page can pay one read for it.
 */
export const rewriteCatalogueSummary = (db: MemoryDatabase, now: string): CatalogueSummary => {
  const summary = summarizeCatalogue(db.query<Product>(PRODUCTS_COLLECTION), now);
  db.set(SUMMARY_COLLECTION, SUMMARY_ID, { ...summary });
  return summary;
};

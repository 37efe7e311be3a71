import {
  bulkPatchOf,
  editChanges,
  stillAsEdited,
  undoPatchOf,
  type BulkEdit,
} from '../../../domain/catalogue/BulkProductEdit';
import type { Product } from '../../../domain/catalogue/Product';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { ProductWrite } from '../../../domain/catalogue/ProductWrite';
import { writeInSteps } from './writeInSteps';

/** A bulk edit as it was applied: the products as they were just before it, which its undo puts back. */
export interface BulkChange {
  edit: BulkEdit;
  before: Product[];
}

/**
 * Applies the edit to each of `targets` (as the admin saw them in the preview) that it changes. Larger selections
 * are written in several atomic steps; when one fails, `change` holds the products written before it (so they can
 * be undone) and `error` says why.
 */
export const applyBulkEdit = async (
  products: ProductRepository,
  targets: readonly Product[],
  edit: BulkEdit,
  onProgress: (written: number) => void = () => undefined,
): Promise<{ change: BulkChange; error: unknown }> => {
  const changing = targets.filter((product) => editChanges(product, edit));
  const { written, error } = await writeInSteps(
    products,
    changing.map((product) => ({ kind: 'update', id: product.id, patch: bulkPatchOf(product, edit) })),
    onProgress,
  );
  return { change: { edit, before: changing.slice(0, written) }, error };
};

/**
 * Puts back what the change wrote, on every product that still holds it; products changed (or deleted) since are
 * left as they are and counted as skipped.
 */
export const undoBulkEdit = async (
  products: ProductRepository,
  change: BulkChange,
  onProgress: (written: number) => void = () => undefined,
): Promise<{ restored: number; skipped: number }> => {
  const current = await Promise.all(change.before.map((product) => products.getById(product.id)));
  const writes: ProductWrite[] = change.before.flatMap((before, i) => {
    const now = current[i];
    return now && stillAsEdited(now, before, change.edit)
      ? [{ kind: 'update', id: before.id, patch: undoPatchOf(before, change.edit) }]
      : [];
  });
  const { written, error } = await writeInSteps(products, writes, onProgress);
  if (error) throw error;
  return { restored: written, skipped: change.before.length - writes.length };
};

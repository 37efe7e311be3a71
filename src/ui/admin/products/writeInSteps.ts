import { MAX_PRODUCT_WRITES } from '../../../domain/catalogue/ProductChanges';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { ProductWrite } from '../../../domain/catalogue/ProductWrite';

/** How a run of product writes ended: how many were written, and what stopped it (nothing, a cancel, an error). */
export interface StepsOutcome {
  written: number;
  cancelled: boolean;
  error: unknown;
}

/**
 * Writes in atomic steps of MAX_PRODUCT_WRITES, reporting the count written after each step. `cancelled` is asked
 * before each step; a failed step writes nothing of itself, and the steps before it stay written.
 */
export const writeInSteps = async (
  products: ProductRepository,
  writes: readonly ProductWrite[],
  onProgress: (written: number) => void = () => undefined,
  cancelled: () => boolean = () => false,
): Promise<StepsOutcome> => {
  let written = 0;
  while (written < writes.length) {
    if (cancelled()) return { written, cancelled: true, error: null };
    const step = writes.slice(written, written + MAX_PRODUCT_WRITES);
    try {
      await products.writeMany(step);
    } catch (error) {
      return { written, cancelled: false, error };
    }
    written += step.length;
    onProgress(written);
  }
  return { written, cancelled: false, error: null };
};

import type { Product } from '../../../domain/catalogue/Product';
import {
  addedToCompare,
  COMPARE_FULL,
  COMPARE_FULL_HINT,
  removedFromCompare,
} from '../../../domain/storefront/compareMessages';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { useAsPrerendered } from './useAsPrerendered';

/**
 * A product's Compare toggle (a card's, the product page's): whether the device's list holds it, and the tap, which
 * says what it did; a full list says so and keeps its four.
 */
export const useCompareToggle = (product: Pick<Product, 'id' | 'name'>) => {
  const { compare } = useStores();
  // The build draws every page for a device that marked nothing.
  const pressed = useAsPrerendered(compare.has(product.id), false);
  const toggle = (): void => {
    const outcome = compare.toggle(product.id);
    if (outcome === 'added') notify.success(addedToCompare(product.name));
    else if (outcome === 'removed') notify.success(removedFromCompare(product.name));
    else notify.warning(COMPARE_FULL, COMPARE_FULL_HINT, 'compare-full');
  };
  return { pressed, toggle };
};

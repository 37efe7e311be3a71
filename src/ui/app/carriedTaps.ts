import { notify } from '../shared/components/toaster';
import { CARRIED_TAPS_KEY, type CarriedTap } from './prerenderedPage';
import type { RootStore } from './stores/RootStore';

const isCarriedTap = (value: unknown): value is CarriedTap =>
  typeof value === 'object' && value !== null && typeof (value as CarriedTap).addToCart === 'string';

/** The taps the last page carried (docs/architecture.md#pages-prerendered-at-build-time), taken once. */
export const takeCarriedTaps = (storage: Pick<Storage, 'getItem' | 'removeItem'>): CarriedTap[] => {
  try {
    const text = storage.getItem(CARRIED_TAPS_KEY);
    storage.removeItem(CARRIED_TAPS_KEY);
    const taps: unknown = text === null ? [] : JSON.parse(text);
    return Array.isArray(taps) ? taps.filter(isCarriedTap) : [];
  } catch {
    return [];
  }
};

/**
 * Does the taps a prerendered page held when the shopper left it before the app had it: each product still for sale
 * goes into the cart, as its 'Add to cart' would have put it, and the shopper is told.
 */
export const doCarriedTaps = async (
  stores: RootStore,
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): Promise<void> => {
  for (const tap of takeCarriedTaps(storage)) {
    const product = await stores.ports.products.getById(tap.addToCart).catch(() => null);
    if (!product || !product.isActive || product.stock <= 0 || product.variants.length > 0) continue;
    stores.cart.addProduct(product);
    notify.success('Added to cart', product.name);
  }
};

import type { ProductVariant } from '../../../src/domain/catalogue/Product';
import { MAX_PRODUCT_VARIANTS } from '../../../src/domain/catalogue/ProductFormValidation';

/**
 * The most variants a product may have: each `index * 100` above the price but the last, whose modifier is `last`,
 * each with the pictures `picturesOf` gives it (none by default).
 */
export const mostVariants = (
  last: number,
  picturesOf: (index: number) => string[] = () => [],
): ProductVariant[] =>
  Array.from({ length: MAX_PRODUCT_VARIANTS }, (_, index) => ({
    id: `v${index}`,
    size: `Size ${index}`,
    priceModifier: index === MAX_PRODUCT_VARIANTS - 1 ? last : index * 100,
    sku: `P3-${index}`,
    images: picturesOf(index),
    stock: index,
  }));

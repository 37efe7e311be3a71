import { findNode, type NavigationTree } from './NavigationTree';
import type { Product, ProductInput } from './Product';
import { MAX_PRODUCT_PRICE, withAncestorSlugs } from './ProductFormValidation';

/** A flag the products table sets on many products at once. */
export type BulkFlag = 'isActive' | 'isFeatured' | 'isNewArrival';

/** One change the products table applies to many products at once. */
export type BulkEdit =
  | { kind: 'flag'; field: BulkFlag; value: boolean }
  | { kind: 'category'; category: string; categories: string[]; categoryNames: string[] }
  /** `change` in per cent (10 raises by a tenth, -10 lowers) or in whole rupees. */
  | { kind: 'price'; mode: 'percent' | 'amount'; change: number };

/** Files the products under one category of the shop's navigation (with its ancestors, as the product form does). */
export const categoryEdit = (slug: string, tree: NavigationTree): BulkEdit => {
  const categories = withAncestorSlugs([slug], tree);
  return {
    kind: 'category',
    category: slug,
    categories,
    categoryNames: categories.map((entry) => findNode(entry, tree)?.name ?? entry),
  };
};

/** The lowest price that keeps the product and every variant at ₹1 or more (a variant's price adds its modifier). */
export const lowestPriceOf = (product: Pick<Product, 'variants'>): number =>
  Math.max(1, ...product.variants.map((variant) => 1 - variant.priceModifier));

/**
 * The price after a bulk change: rounded to whole rupees (halves up), never below lowestPriceOf, never above the
 * product form's maximum.
 */
export const changedPrice = (
  product: Pick<Product, 'price' | 'variants'>,
  mode: 'percent' | 'amount',
  change: number,
): number => {
  // price × (100 + change) is an exact integer, so a price ending in half a rupee rounds up, never by float error.
  const raw = mode === 'percent' ? (product.price * (100 + change)) / 100 : product.price + change;
  return Math.min(MAX_PRODUCT_PRICE, Math.max(lowestPriceOf(product), Math.round(raw)));
};

/** The fields an edit writes; undoing it puts back exactly these. */
export const fieldsOf = (edit: BulkEdit): (keyof ProductInput)[] => {
  switch (edit.kind) {
    case 'flag':
      return [edit.field];
    case 'category':
      return ['category', 'categories', 'categoryNames'];
    case 'price':
      return ['price', 'originalPrice'];
  }
};

/**
 * What the edit writes on one product. A price change keeps the struck-through MRP only while it is
 * still above the new price: a discount that no longer exists is not shown.
 */
export const bulkPatchOf = (product: Product, edit: BulkEdit): Partial<ProductInput> => {
  switch (edit.kind) {
    case 'flag':
      return { [edit.field]: edit.value };
    case 'category':
      return { category: edit.category, categories: edit.categories, categoryNames: edit.categoryNames };
    case 'price': {
      const price = changedPrice(product, edit.mode, edit.change);
      const kept = product.originalPrice !== undefined && product.originalPrice > price;
      return { price, originalPrice: kept ? product.originalPrice : undefined };
    }
  }
};

/** The patch that puts back what the edit changed on `before` (the product as it was just before the edit). */
export const undoPatchOf = (before: Product, edit: BulkEdit): Partial<ProductInput> =>
  Object.fromEntries(fieldsOf(edit).map((field) => [field, before[field]]));

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether `current` still holds what the edit wrote on `before`: an undo leaves a product alone that someone
 * changed since, rather than overwrite their change.
 */
export const stillAsEdited = (current: Product, before: Product, edit: BulkEdit): boolean => {
  const written = bulkPatchOf(before, edit);
  return fieldsOf(edit).every((field) => sameValue(current[field], written[field]));
};

/** Whether the edit changes the product at all (a product already as asked needs no write). */
export const editChanges = (product: Product, edit: BulkEdit): boolean => {
  const written = bulkPatchOf(product, edit);
  return fieldsOf(edit).some((field) => !sameValue(product[field], written[field]));
};

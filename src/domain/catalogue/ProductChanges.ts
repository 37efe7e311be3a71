import { RepositoryError } from '../shared/errors';
import type { Product, ProductInput } from './Product';
import { withVariantStockTotal } from './VariantStock';

/** Set by the repository: the id, the timestamps, and the figures of the approved reviews (ReviewRepository). */
const MANAGED_FIELDS = ['id', 'createdAt', 'updatedAt', 'rating', 'reviewCount'] as const;

/**
 * Copies the editable fields only: a caller cannot set the id, the timestamps or the review figures through an
 * input or a patch.
 */
const editableFields = <T extends object>(fields: T): T => {
  const copy = { ...fields } as Record<string, unknown>;
  for (const field of MANAGED_FIELDS) delete copy[field];
  return copy as T;
};

/**
 * The product a repository stores for a create: the input (without undefined values, which a document store
 * cannot hold) plus its new id and createdAt = updatedAt = now, and no reviews yet. With variants, its stock is
 * theirs added up.
 */
export const newProduct = (input: ProductInput, id: string, now: string): Product => {
  const defined = Object.entries(editableFields(input)).filter(([, value]) => value !== undefined);
  return withVariantStockTotal({
    ...(Object.fromEntries(defined) as ProductInput),
    rating: 0,
    reviewCount: 0,
    id,
    createdAt: now,
    updatedAt: now,
  });
};

/**
 * Merges an admin's patch. An `undefined` value leaves a required field as it was and removes the optional
 * `originalPrice` (ending a discount) or `assemblyCharge` (ending the assembly); the id, createdAt and review figures never change and updatedAt becomes `now`. A product
 * with variants keeps the sum of their stock as its own, whatever stock the patch names.
 */
const CLEARABLE = new Set(['originalPrice', 'assemblyCharge']);

export const applyProductPatch = (product: Product, patch: Partial<ProductInput>, now: string): Product => {
  const merged: Record<string, unknown> = { ...product };
  for (const [field, value] of Object.entries(editableFields(patch))) {
    if (value !== undefined) merged[field] = value;
    else if (CLEARABLE.has(field)) delete merged[field];
  }
  return withVariantStockTotal({
    ...(merged as unknown as Product),
    id: product.id,
    createdAt: product.createdAt,
    updatedAt: now,
  });
};

/** The most product writes one atomic step takes: well inside a Firestore commit's 500 writes and 10 MB. */
export const MAX_PRODUCT_WRITES = 100;

/** Refuses a step of more than MAX_PRODUCT_WRITES writes before anything is written. */
export const assertWithinWriteLimit = (count: number): void => {
  if (count > MAX_PRODUCT_WRITES)
    throw new RepositoryError(
      'REPO.INVALID',
      `${count} product writes in one step; at most ${MAX_PRODUCT_WRITES}`,
    );
};

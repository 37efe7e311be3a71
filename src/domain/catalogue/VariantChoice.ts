import type { Product, ProductVariant } from './Product';

/**
 * The shopper's pick on a product page: a size and a colour, each null when the product has no such option.
 * Variants are combinations (size × colour); not every combination need exist.
 */
export interface VariantSelection {
  size: string | null;
  color: string | null;
}

export interface ColorOption {
  name: string;
  /** A CSS hex colour for the swatch, or '' when the variant has none. */
  hex: string;
}

const EMPTY_SELECTION: VariantSelection = { size: null, color: null };

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** Distinct sizes in the order the variants list them. */
export const variantSizes = (variants: readonly ProductVariant[]): string[] => [
  ...new Set(variants.map((variant) => variant.size).filter(present)),
];

/** Distinct colours in the order the variants list them; the first hex given for a colour wins. */
export const variantColors = (variants: readonly ProductVariant[]): ColorOption[] => {
  const colors = new Map<string, string>();
  for (const variant of variants) {
    if (!present(variant.color) || colors.has(variant.color)) continue;
    colors.set(
      variant.color,
      variant.colorHex && /^#[0-9a-f]{3,8}$/i.test(variant.colorHex) ? variant.colorHex : '',
    );
  }
  return [...colors].map(([name, hex]) => ({ name, hex }));
};

const matches = (variant: ProductVariant, selection: VariantSelection): boolean =>
  (variant.size ?? null) === (present(variant.size) ? selection.size : null) &&
  (variant.color ?? null) === (present(variant.color) ? selection.color : null);

const selectionOf = (variant: ProductVariant | undefined): VariantSelection =>
  variant
    ? {
        size: present(variant.size) ? variant.size : null,
        color: present(variant.color) ? variant.color : null,
      }
    : EMPTY_SELECTION;

/** The first variant's options, so a product with variants always shows a complete, purchasable choice. */
export const defaultSelection = (variants: readonly ProductVariant[]): VariantSelection =>
  selectionOf(variants[0]);

/** The variant matching the selection exactly; null when the product has no variants or no such combination. */
export const selectedVariant = (
  variants: readonly ProductVariant[],
  selection: VariantSelection,
): ProductVariant | null => variants.find((variant) => matches(variant, selection)) ?? null;

/**
 * Picks one option. The other option stays when that combination exists; otherwise it moves to the first variant
 * offering the picked value, so the selection never lands on a combination that cannot be bought.
 */
export const selectOption = (
  variants: readonly ProductVariant[],
  selection: VariantSelection,
  dimension: keyof VariantSelection,
  value: string,
): VariantSelection => {
  const wanted = { ...selection, [dimension]: value };
  if (selectedVariant(variants, wanted)) return wanted;
  const fallback = variants.find((variant) => variant[dimension] === value);
  return fallback ? selectionOf(fallback) : selection;
};

/** The variant the shopper would get by picking `value` now. */
export const variantForOption = (
  variants: readonly ProductVariant[],
  selection: VariantSelection,
  dimension: keyof VariantSelection,
  value: string,
): ProductVariant | null => selectedVariant(variants, selectOption(variants, selection, dimension, value));

/**
 * How much picking `value` now would change the price: the variant it would select (keeping the other chosen
 * option where that combination exists) minus the chosen variant. Relative to the shopper's choice, so a colour
 * never shows a size's surcharge; 0 when picking it changes nothing or no variant would be selected.
 */
export const optionPriceDifference = (
  variants: readonly ProductVariant[],
  selection: VariantSelection,
  dimension: keyof VariantSelection,
  value: string,
): number => {
  const next = variantForOption(variants, selection, dimension, value);
  if (!next) return 0;
  return next.priceModifier - (selectedVariant(variants, selection)?.priceModifier ?? 0);
};

export interface Pictures {
  /** The main picture ('' when there is none). */
  image: string;
  images: string[];
}

/** The pictures of a choice: the variant's own when it has any, else the product's. */
export const picturesOf = (
  product: Pick<Product, 'image' | 'images'>,
  variant: Pick<ProductVariant, 'images'> | null,
): Pictures => {
  const own = (variant?.images ?? []).filter(present);
  const [first] = own;
  if (first !== undefined) return { image: first, images: own };
  return { image: product.image || product.images[0] || '', images: [...product.images] };
};

/**
 * What the product page shows for a choice: the chosen variant's own pictures, else those of a variant of the chosen
 * colour that has some (the same size first), since a colour is what a picture shows, else the product's.
 */
export const picturesOfChoice = (
  product: Pick<Product, 'image' | 'images'>,
  variants: readonly ProductVariant[],
  selection: VariantSelection,
): Pictures => {
  const pictured = (variant: ProductVariant): boolean => variant.images.some(present);
  const chosen = selectedVariant(variants, selection);
  if (chosen && pictured(chosen)) return picturesOf(product, chosen);
  const sameColour = variants.filter(
    (variant) => selection.color !== null && variant.color === selection.color,
  );
  const shown =
    sameColour.find((variant) => variant.size === selection.size && pictured(variant)) ??
    sameColour.find(pictured) ??
    null;
  return picturesOf(product, shown);
};

/** The unit price of a product with a variant (or none): base price plus the modifier. */
export const priceWithVariant = (product: Pick<Product, 'price'>, variant: ProductVariant | null): number =>
  product.price + (variant?.priceModifier ?? 0);

/** The original price moved by the same modifier, so the discount shown stays the product's own. */
export const originalPriceWithVariant = (
  product: Pick<Product, 'originalPrice'>,
  variant: ProductVariant | null,
): number | undefined =>
  product.originalPrice === undefined ? undefined : product.originalPrice + (variant?.priceModifier ?? 0);

/** '+₹2,000' style text for a modifier; '' for none. `format` is the money formatter. */
export const modifierLabel = (modifier: number, format: (amount: number) => string): string =>
  modifier === 0 ? '' : `${modifier > 0 ? '+' : '−'}${format(Math.abs(modifier))}`;

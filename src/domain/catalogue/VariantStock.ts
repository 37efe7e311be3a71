import type { Product, ProductVariant } from './Product';

/**
 * Stock of a product with variants: each variant counts its own units, and the product's `stock` is their sum, so
 * listings, the low-stock watch and 'Out of stock' on a card keep reading one number. The admin's writes restore
 * the sum (`withVariantStockTotal`) and placeOrder takes every unit from both the variant and the product.
 */
export const variantStockTotal = (variants: readonly Pick<ProductVariant, 'stock'>[]): number =>
  variants.reduce((sum, variant) => sum + variant.stock, 0);

/** The product with its stock set to the sum of its variants' stock; a product without variants is unchanged. */
export const withVariantStockTotal = <T extends Pick<Product, 'stock' | 'variants'>>(product: T): T =>
  product.variants.length === 0 ? product : { ...product, stock: variantStockTotal(product.variants) };

/**
 * Units of the choice a shopper can buy: the variant's own stock, never more than the product's. The two agree
 * while the sum holds; a product stored before variants had stock gives each variant the product's stock (one
 * shared pool, see `storedVariantStock`), and this cap keeps that pool from being sold twice. Without a variant,
 * the product's stock.
 */
export const availableStock = (
  product: Pick<Product, 'stock'>,
  variant: Pick<ProductVariant, 'stock'> | null,
): number => Math.max(0, variant ? Math.min(variant.stock, product.stock) : product.stock);

/**
 * A variant's stock as read from storage: its own count when it has one, else the product's stock. Records written
 * before variants had stock sold every variant from the product's stock; treating that as a shared pool (capped by
 * `availableStock`) keeps them on sale as before instead of showing every option sold out.
 */
export const storedVariantStock = (own: unknown, productStock: number): number =>
  typeof own === 'number' && Number.isInteger(own) && own >= 0 ? own : Math.max(0, productStock);

/** True when every variant counts its own units and they add up to the product's stock (false without variants). */
export const hasOwnVariantStock = (product: Pick<Product, 'stock' | 'variants'>): boolean =>
  product.variants.length > 0 && variantStockTotal(product.variants) === product.stock;

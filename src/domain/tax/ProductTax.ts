/** Wooden furniture and its parts: the HSN heading of most of what the shop sells. */
export const DEFAULT_HSN_CODE = '9403';
export const DEFAULT_PRODUCT_GST_RATE = 18;
/** The GST slabs a product can be taxed at, in per cent. */
export const GST_RATES: readonly number[] = [0, 5, 12, 18, 28, 40];
/** An HSN code has 4, 6 or 8 digits. */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;

/** A stored HSN code, or the default for a product saved before it had one (or a malformed one). */
export const storedHsnCode = (value: unknown): string =>
  typeof value === 'string' && HSN_PATTERN.test(value) ? value : DEFAULT_HSN_CODE;

/** A stored GST rate, or the default for a product saved before it had one (or one no slab has). */
export const storedGstRate = (value: unknown): number =>
  typeof value === 'number' && GST_RATES.includes(value) ? value : DEFAULT_PRODUCT_GST_RATE;

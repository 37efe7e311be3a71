/** The locale of the shop's prices: Indian digit grouping (1,00,000). */
export const PRICES_LOCALE = 'en-IN';

const RUPEES = new Intl.NumberFormat(PRICES_LOCALE, {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees with the rupee sign and Indian digit grouping: 100000 → '₹1,00,000'. Non-numbers show as ₹0. */
export const formatRupees = (amount: number): string => {
  // `|| 0` turns -0 (from rounding a small negative) into 0, so it never shows as '-₹0'.
  const whole = Number.isFinite(amount) ? Math.round(amount) || 0 : 0;
  return RUPEES.format(whole);
};

/**
 * The discount of `price` against `originalPrice`, as a whole percentage 0..100.
 * 0 when there is no original price or it is not above the price.
 */
export const discountPercent = (price: number, originalPrice: number | null | undefined): number => {
  if (originalPrice == null || !Number.isFinite(originalPrice) || !Number.isFinite(price)) return 0;
  if (originalPrice <= 0 || originalPrice <= price) return 0;
  const percent = Math.round(((originalPrice - Math.max(0, price)) / originalPrice) * 100);
  return Math.min(100, Math.max(0, percent));
};

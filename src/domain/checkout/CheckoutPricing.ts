import type { ShopSettings } from '../settings/ShopSettings';

export interface PricedLine {
  unitPrice: number;
  quantity: number;
  /** The line's GST rate (per cent); the shop's rate where it is not known. */
  gstRate?: number;
  /** Assembly per piece, when booked (AssemblyBooking). */
  assemblyCharge?: number;
}

export interface CheckoutTotals {
  /** The goods, and their assembly once booked (Assembly.assemblyTotalOf tells that part). */
  subtotal: number;
  shipping: number;
  total: number;
}

type ShippingSettings = Pick<ShopSettings, 'freeShippingThreshold' | 'shippingFee'>;

/** Shipping is free at or above the threshold, otherwise the flat fee; an empty cart ships nothing. */
export const shippingFor = (subtotal: number, settings: ShippingSettings): number =>
  subtotal === 0 || subtotal >= settings.freeShippingThreshold ? 0 : settings.shippingFee;

/** What a line costs: its pieces and their assembly, whole rupees. */
export const lineAmount = (line: PricedLine): number =>
  (line.unitPrice + (line.assemblyCharge ?? 0)) * line.quantity;

/** Totals of a checkout in whole rupees. Prices are GST-inclusive, so tax is not added on top. */
export const priceCheckout = (lines: readonly PricedLine[], settings: ShippingSettings): CheckoutTotals => {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const shipping = shippingFor(subtotal, settings);
  return { subtotal, shipping, total: subtotal + shipping };
};

/** Rupees still to add for free shipping; 0 when already free. */
export const amountToFreeShipping = (subtotal: number, settings: ShippingSettings): number =>
  Math.max(0, settings.freeShippingThreshold - subtotal);

/** The largest quantity one order line may carry (also enforced by the security rules). */
export const MAX_LINE_QUANTITY = 10;
/** The most lines one order may carry: each line costs the rules a product read, and rules allow few reads. */
export const MAX_ORDER_LINES = 8;
/**
 * The most variants of one product one order may carry: the security rules check each variant line's stock on its
 * product's write, and 5 is what fits in the expressions one write may evaluate.
 */
export const MAX_VARIANTS_PER_PRODUCT = 5;

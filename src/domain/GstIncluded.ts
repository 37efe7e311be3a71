import type { PricedLine } from './CheckoutPricing';
import { splitGst } from './GstSplit';

// Apart from CheckoutPricing, which the shell loads: only the cart and checkout state the GST.
/**
 * The GST inside a checkout's total, in paise, at the shop's rate: each line and the shipping taxed on its own and
 * rounded to the paisa, as a tax invoice rounds them, then added up.
 */
export const gstIncludedIn = (lines: readonly PricedLine[], shipping: number, ratePercent: number): number =>
  [...lines.map((line) => line.unitPrice * line.quantity), shipping].reduce(
    (sum, rupees) => sum + splitGst(rupees * 100, ratePercent, false).igstPaise,
    0,
  );

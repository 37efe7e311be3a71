import type { PricedLine } from '../checkout/CheckoutPricing';
import { sharesOf } from '../shared/sharesOf';
import { splitGst } from './GstSplit';

// Apart from CheckoutPricing, which the shell loads: only the cart and checkout state the GST.
/**
 * The GST inside a checkout's total, in paise: each line at its own rate (the shop's where a line does not know
 * it) less its offers' share (`lineDiscounts`, by line) and its share of a discount on the rest (`discount` whole
 * rupees, shared as the tax invoice shares it) and the shipping
 * at the shop's, each taxed on its own and rounded to the paisa, as the tax invoice rounds them, then added up.
 */
export const gstIncludedIn = (
  lines: readonly PricedLine[],
  shipping: number,
  shopRate: number,
  discount = 0,
  lineDiscounts: readonly number[] = [],
): number => {
  const costs = lines.map((line, index) => line.unitPrice * line.quantity - (lineDiscounts[index] ?? 0));
  const shares = sharesOf(discount, costs);
  return [
    ...lines.map((line, index) => ({
      rupees: (costs[index] ?? 0) - (shares[index] ?? 0),
      rate: line.gstRate ?? shopRate,
    })),
    { rupees: shipping, rate: shopRate },
  ].reduce((sum, { rupees, rate }) => sum + splitGst(rupees * 100, rate, false).igstPaise, 0);
};

/** The rates a checkout's GST is charged at, lowest first: its lines' and, when it ships for a fee, the shop's. */
export const gstRatesIn = (lines: readonly PricedLine[], shipping: number, shopRate: number): number[] =>
  [...new Set([...lines.map((line) => line.gstRate ?? shopRate), ...(shipping > 0 ? [shopRate] : [])])].sort(
    (a, b) => a - b,
  );

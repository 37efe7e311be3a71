import type { Order } from '../orders/Order';

/**
 * A no-cost EMI plan's discount on a paid order (EmiPlan), shared among its lines in proportion to what each cost,
 * in whole rupees: the tax invoice lowers each line's value by its share (a discount known at the supply lowers
 * its taxable value), and a return gives back what its units cost less their share.
 */

/** The discount of the no-cost EMI plan the order was paid in, whole rupees; 0 for any other order. */
export const paidEmiDiscount = (order: Pick<Order, 'onlinePayment'>): number =>
  order.onlinePayment?.paymentId && order.onlinePayment.emi ? order.onlinePayment.emi.discountPaise / 100 : 0;

/** Each line's share of the discount, whole rupees adding up to it (the largest remainders get the odd rupees). */
export const lineEmiDiscounts = (order: Pick<Order, 'lines' | 'onlinePayment'>): number[] => {
  const discount = paidEmiDiscount(order);
  const costs = order.lines.map((line) => line.unitPrice * line.quantity);
  const goods = costs.reduce((sum, cost) => sum + cost, 0);
  if (discount === 0 || goods === 0) return costs.map(() => 0);
  const exact = costs.map((cost) => (cost * discount) / goods);
  const shares = exact.map(Math.floor);
  const left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
};

/** The share of `quantity` units of line `index`, whole rupees rounded down (in the shopper's favour). */
export const returnedEmiDiscount = (
  order: Pick<Order, 'lines' | 'onlinePayment'>,
  index: number,
  quantity: number,
): number => {
  const line = order.lines[index];
  const share = lineEmiDiscounts(order)[index] ?? 0;
  return line && line.quantity > 0
    ? Math.floor((share * Math.min(quantity, line.quantity)) / line.quantity)
    : 0;
};

import type { Order } from '../orders/Order';
import { sharesOf } from '../shared/sharesOf';

/**
 * A no-cost EMI plan's discount on a paid order (EmiPlan), shared among its lines in proportion to what each cost,
 * in whole rupees: the tax invoice lowers each line's value by its share (a discount known at the supply lowers
 * its taxable value), and a return gives back what its units cost less their share.
 */

/** The discount of the no-cost EMI plan the order was paid in, whole rupees; 0 for any other order. */
export const paidEmiDiscount = (order: Pick<Order, 'onlinePayment'>): number =>
  order.onlinePayment?.paymentId && order.onlinePayment.emi ? order.onlinePayment.emi.discountPaise / 100 : 0;

/** Each line's share of the discount, whole rupees adding up to it (the largest remainders get the odd rupees). */
export const lineEmiDiscounts = (order: Pick<Order, 'lines' | 'onlinePayment'>): number[] =>
  sharesOf(
    paidEmiDiscount(order),
    order.lines.map((line) => line.unitPrice * line.quantity),
  );

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

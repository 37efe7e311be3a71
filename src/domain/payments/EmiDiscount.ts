import type { Order } from '../orders/Order';
import { sharesOf } from '../shared/sharesOf';

/**
 * A no-cost EMI plan's discount on a paid order (EmiPlan), shared among its lines in proportion to what each cost,
 * in whole rupees, and beside it the order's offers' shares: the tax invoice lowers each line's value by its
 * discounts (a discount known at the supply lowers its taxable value), and a return gives back what its units cost
 * less their share.
 */

/** The discount of the no-cost EMI plan the order was paid in, whole rupees; 0 for any other order. */
export const paidEmiDiscount = (order: Pick<Order, 'onlinePayment'>): number =>
  order.onlinePayment?.paymentId && order.onlinePayment.emi ? order.onlinePayment.emi.discountPaise / 100 : 0;

type Discounted = Pick<Order, 'lines' | 'onlinePayment' | 'lineDiscounts'>;

/**
 * Each line's share of the discount, whole rupees adding up to it (the largest remainders get the odd rupees), in
 * proportion to what each line cost after its offers' share (the plan was quoted on the total after offers).
 */
export const lineEmiDiscounts = (order: Discounted): number[] =>
  sharesOf(
    paidEmiDiscount(order),
    order.lines.map((line, index) => line.unitPrice * line.quantity - (order.lineDiscounts?.[index] ?? 0)),
  );

/**
 * What each line was discounted in all, whole rupees: its offers' share (Order.lineDiscounts, OfferHold) and its
 * share of a no-cost EMI discount. The tax invoice takes it off each line's value before tax (rule 46 shows it).
 */
export const orderLineDiscounts = (order: Discounted): number[] => {
  const emi = lineEmiDiscounts(order);
  return order.lines.map((_, index) => (order.lineDiscounts?.[index] ?? 0) + (emi[index] ?? 0));
};

/** The discount of `quantity` units of line `index` (orderLineDiscounts), whole rupees rounded down (in the shopper's favour). */
export const returnedDiscount = (order: Discounted, index: number, quantity: number): number => {
  const line = order.lines[index];
  const share = orderLineDiscounts(order)[index] ?? 0;
  return line && line.quantity > 0
    ? Math.floor((share * Math.min(quantity, line.quantity)) / line.quantity)
    : 0;
};

import type { CancelledLine, Order, OrderLine } from './Order';
import { lineAmount } from '../checkout/CheckoutPricing';

/**
 * Cancelling one line of an order (docs/behaviour.md#changes-before-dispatch): before the order is confirmed (so before
 * its invoice is issued) and while nothing is paid, staff take one line off — the piece is not made, or has sold
 * out — its units go back in stock, and the subtotal and total fall by what it cost. The shipping charge stays as
 * agreed at checkout, never more. One line at least stays: the last goes by cancelling the order.
 */

export type CancelLineError =
  | { code: 'LINE.NOT_FOUND' }
  /** Confirmed and invoiced, shipped, delivered or cancelled: a line then goes by a return, or the whole order. */
  | { code: 'LINE.NOT_PENDING'; status: Order['status'] }
  /** Paid: giving back part of the money is a refund, which a return or the order's cancellation records. */
  | { code: 'LINE.PAID' }
  | { code: 'LINE.LAST_LINE' }
  /** Placed with offers: their discount was shared among all its lines, and holds for the order as placed. */
  | { code: 'LINE.OFFERS' };

type LineFacts = Pick<Order, 'status' | 'paymentStatus' | 'lines' | 'discount'>;

/** Why staff may not cancel line `index` of `order`, or null when they may. */
export const cancelLineError = (order: LineFacts, index: number): CancelLineError | null => {
  if (!Number.isInteger(index) || index < 0 || index >= order.lines.length) return { code: 'LINE.NOT_FOUND' };
  if (order.status !== 'pending') return { code: 'LINE.NOT_PENDING', status: order.status };
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return { code: 'LINE.PAID' };
  if (order.lines.length === 1) return { code: 'LINE.LAST_LINE' };
  if (order.discount !== undefined) return { code: 'LINE.OFFERS' };
  return null;
};

/** Why a line cannot go, in the staff's words. */
export const cancelLineRefusal = (error: CancelLineError): string => {
  switch (error.code) {
    case 'LINE.NOT_FOUND':
      return 'This item is no longer on the order.';
    case 'LINE.NOT_PENDING':
      return `This order is ${error.status}: an item can be cancelled only before the order is confirmed. Cancel the whole order, or take the item back as a return.`;
    case 'LINE.PAID':
      return 'This order is paid: cancel the whole order to refund it, or take the item back as a return.';
    case 'LINE.LAST_LINE':
      return 'This is the order’s only item: cancel the whole order instead.';
    case 'LINE.OFFERS':
      return 'This order was placed with offers, whose discount is shared among all its items: cancel the whole order instead.';
  }
};

/** The open cash-on-delivery value the cancelled line frees on its shopper's counter (OrderLimits). */
export const codValueFreed = (order: Pick<Order, 'paymentMethod'>, line: OrderLine): number =>
  order.paymentMethod === 'cod' ? lineAmount(line) : 0;

/** The order without line `index` (cancelLineError having said it may go), cancelled at `at` by `by`. */
export const withLineCancelled = <T extends LineFacts & Pick<Order, 'subtotal' | 'total' | 'updatedAt'>>(
  order: T & { cancelledLines?: CancelledLine[] },
  index: number,
  at: string,
  by: string,
): T & { cancelledLines: CancelledLine[] } => {
  const line = order.lines[index]!;
  const amount = lineAmount(line);
  return {
    ...order,
    lines: order.lines.filter((_, position) => position !== index),
    subtotal: order.subtotal - amount,
    total: order.total - amount,
    updatedAt: at,
    cancelledLines: [...(order.cancelledLines ?? []), { line, at, by }],
  };
};

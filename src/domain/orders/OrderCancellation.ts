import type { Order, OrderLine, OrderStatus } from './Order';
import { recordChange } from './OrderTimeline';
import { fail, ok, type Result } from '../shared/Result';
import type { Product } from '../catalogue/Product';
import { isRefundDestination, type RefundDestination } from './RefundDestination';

/** A shopper cancels on their own until the order ships; afterwards only the shop can. */
const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed'];

export const shopperCanCancel = (order: Pick<Order, 'status'>): boolean =>
  SHOPPER_CANCELLABLE.includes(order.status);

/** The longest reason a shopper may give for cancelling (firestore.rules hold the same). */
export const CANCEL_REASON_MAX = 300;

export type CancelOrderError =
  | { code: 'ORDER.NOT_FOUND' }
  /** The order has moved on (shipped, delivered or already cancelled) since the shopper saw it. */
  | { code: 'ORDER.NOT_CANCELLABLE'; status: OrderStatus }
  | { code: 'ORDER.CANCEL_REASON_TOO_LONG'; max: number }
  /** The UPI ID or bank account named for the refund is not one (RefundDestination). */
  | { code: 'ORDER.INVALID_REFUND_DESTINATION' };

/**
 * The shopper's cancellation of `order` (null: missing) at `at`: the order cancelled with their trimmed reason and
 * its history entry, or why not — someone else's order counts as missing.
 */
export const shopperCancellation = (
  order: Order | null,
  { userId, reason, refundTo }: { userId: string; reason: string; refundTo?: RefundDestination },
  at: string,
): Result<Order, CancelOrderError> => {
  if (reason.length > CANCEL_REASON_MAX)
    return fail({ code: 'ORDER.CANCEL_REASON_TOO_LONG', max: CANCEL_REASON_MAX });
  if (refundTo !== undefined && !isRefundDestination(refundTo))
    return fail({ code: 'ORDER.INVALID_REFUND_DESTINATION' });
  if (!order || order.userId !== userId) return fail({ code: 'ORDER.NOT_FOUND' });
  if (!shopperCanCancel(order)) return fail({ code: 'ORDER.NOT_CANCELLABLE', status: order.status });
  return ok({
    ...recordChange(order, { status: 'cancelled' }, at, null),
    cancelReason: reason.trim(),
    ...(refundTo ? { refundTo } : {}),
  });
};

/** Whether this line of the product can go back on its shelf: its variant is still sold (or it never had one). */
const restockable = (product: Pick<Product, 'variants'>, line: OrderLine): boolean =>
  line.variant === null
    ? product.variants.length === 0
    : product.variants.some((variant) => variant.id === line.variant?.id);

/**
 * The product with the units of a cancelled order's lines back in stock: each line of this product whose variant it
 * still sells returns its quantity to that variant and to the product. A line whose variant was removed since (or a
 * plain line of a product that now has variants) gives nothing back, since its units belong to no current option.
 */
export const restockProduct = <T extends Pick<Product, 'id' | 'stock' | 'variants'>>(
  product: T,
  lines: readonly OrderLine[],
): T => {
  const returned = lines.filter((line) => line.productId === product.id && restockable(product, line));
  const units = returned.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...product,
    stock: product.stock + units,
    variants: product.variants.map((variant) => ({
      ...variant,
      stock:
        variant.stock +
        returned
          .filter((line) => line.variant?.id === variant.id)
          .reduce((sum, line) => sum + line.quantity, 0),
    })),
  };
};

export interface CancelOrderRequest {
  orderId: string;
  /** The signed-in shopper: only their own order can be cancelled. */
  userId: string;
  /** Optional, at most CANCEL_REASON_MAX characters. */
  reason: string;
  /** For a paid order: where its refund goes, when not back to the UPI ID it came from. */
  refundTo?: RefundDestination;
}

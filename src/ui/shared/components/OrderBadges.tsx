import { Badge, HStack } from '@chakra-ui/react';
import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from '../../../domain/orders/Order';
import { refundDue, refundedAmount } from '../../../domain/orders/OrderRules';
import { awaitingCodConfirmation } from '../../../domain/orders/CodConfirmation';
import { awaitingVerification } from '../../../domain/orders/UpiPayment';

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on delivery',
  upi: 'UPI',
  online: 'Online payment',
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A payment state as a word in a sentence or on a button ('Mark payment Paid'). */
export const PAYMENT_STATUS_NAMES: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** A payment state on its badge, which must say it is about the payment beside the order's own status. */
const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

const ORDER_STATUS_PALETTE: Readonly<Record<OrderStatus, string>> = {
  pending: 'yellow',
  confirmed: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

const PAYMENT_PALETTE: Readonly<Record<PaymentStatus, string>> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  refunded: 'gray',
};

/** The order's status as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={ORDER_STATUS_PALETTE[status]} variant="subtle" size="md" data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

type PaymentFacts = Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'> &
  Partial<Pick<Order, 'utr' | 'refunds' | 'total' | 'codToConfirm' | 'codConfirmedAt'>>;

/** The payment's word and colour on its badge, read with what the order's returns have refunded. */
const paymentBadge = (order: PaymentFacts): { label: string; palette: string } => {
  if (awaitingVerification(order)) return { label: 'Verifying payment', palette: 'blue' };
  if (order.status === 'cancelled' && order.paymentStatus === 'pending' && order.paymentMethod === 'cod')
    return { label: 'No payment due', palette: 'gray' };
  const refunded = refundedAmount(order);
  if (order.paymentStatus === 'paid' && refunded > 0)
    return order.total !== undefined && refunded >= order.total
      ? { label: PAYMENT_STATUS_LABELS.refunded, palette: PAYMENT_PALETTE.refunded }
      : { label: 'Partly refunded', palette: PAYMENT_PALETTE.refunded };
  return { label: PAYMENT_STATUS_LABELS[order.paymentStatus], palette: PAYMENT_PALETTE[order.paymentStatus] };
};

/**
 * The payment's state, outlined so it never reads as the order's status: a UPI payment the shopper reported and the
 * shop has not yet checked is 'Verifying payment', a cancelled cash order owes nothing, and a paid order some of
 * whose returns were refunded is 'Partly refunded' ('Refunded' once they gave back its whole total).
 */
export function PaymentStatusBadge({ order }: { order: PaymentFacts }) {
  const { label, palette } = paymentBadge(order);
  return (
    <Badge colorPalette={palette} variant="outline" size="md" data-testid="payment-status">
      {label}
    </Badge>
  );
}

/**
 * An order's status and payment side by side, plus "Refund due" while one is owed, "Unpaid: cancel" for a UPI
 * order past the shop's payment window, and "COD: awaiting confirmation" while its shopper has not confirmed a large
 * cash order (the staff's lists).
 */
export function OrderBadges({ order, overdue = false }: { order: PaymentFacts; overdue?: boolean }) {
  return (
    <HStack gap="1" wrap="wrap">
      <OrderStatusBadge status={order.status} />
      <PaymentStatusBadge order={order} />
      {refundDue(order) ? (
        <Badge colorPalette="red" variant="solid">
          Refund due
        </Badge>
      ) : null}
      {overdue ? (
        <Badge colorPalette="red" variant="solid">
          Unpaid: cancel
        </Badge>
      ) : null}
      {awaitingCodConfirmation(order) ? (
        <Badge colorPalette="orange" variant="subtle">
          COD: awaiting confirmation
        </Badge>
      ) : null}
    </HStack>
  );
}

import { Badge, HStack } from '@chakra-ui/react';
import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from '../../domain/Order';
import { refundDue } from '../../domain/OrderRules';
import { awaitingVerification } from '../../domain/UpiPayment';

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on delivery',
  upi: 'UPI',
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

type PaymentFacts = Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'> & Partial<Pick<Order, 'utr'>>;

/**
 * The payment's state, outlined so it never reads as the order's status; a UPI payment the shopper reported and the
 * shop has not yet checked is 'Verifying payment'.
 */
export function PaymentStatusBadge({ order }: { order: PaymentFacts }) {
  const verifying = awaitingVerification(order);
  return (
    <Badge
      colorPalette={verifying ? 'blue' : PAYMENT_PALETTE[order.paymentStatus]}
      variant="outline"
      size="md"
      data-testid="payment-status"
    >
      {verifying ? 'Verifying payment' : PAYMENT_STATUS_LABELS[order.paymentStatus]}
    </Badge>
  );
}

/**
 * An order's status and payment side by side, plus "Refund due" while one is owed and "Unpaid: cancel" for a UPI
 * order past the shop's payment window (the staff's lists).
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
    </HStack>
  );
}

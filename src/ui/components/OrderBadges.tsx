import { Badge, HStack } from '@chakra-ui/react';
import type { Order, OrderStatus, PaymentStatus } from '../../domain/Order';
import { refundDue } from '../../domain/OrderRules';

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

/** The payment's state, outlined so it never reads as the order's status. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={PAYMENT_PALETTE[status]} variant="outline" size="md" data-testid="payment-status">
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** An order's status and payment side by side, plus "Refund due" while one is owed (the staff's lists). */
export function OrderBadges({ order }: { order: Pick<Order, 'status' | 'paymentStatus'> }) {
  return (
    <HStack gap="1" wrap="wrap">
      <OrderStatusBadge status={order.status} />
      <PaymentStatusBadge status={order.paymentStatus} />
      {refundDue(order) ? (
        <Badge colorPalette="red" variant="solid">
          Refund due
        </Badge>
      ) : null}
    </HStack>
  );
}

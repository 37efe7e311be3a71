import { Badge } from '@chakra-ui/react';
import type { OrderStatus, PaymentStatus } from '../../domain/Order';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const STATUS_PALETTE: Readonly<Record<OrderStatus, string>> = {
  pending: 'yellow',
  confirmed: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
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
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size="md" data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={PAYMENT_PALETTE[status]} variant="outline" size="md" data-testid="payment-status">
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

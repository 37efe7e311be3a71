import { Badge, HStack } from '@chakra-ui/react';
import type { Order, OrderStatus, PaymentStatus } from '../../../domain/Order';
import { PAYMENT_COLOR, PAYMENT_LABEL, STATUS_COLOR, STATUS_LABEL } from './orderLabels';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge colorPalette={STATUS_COLOR[status]}>{STATUS_LABEL[status]}</Badge>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={PAYMENT_COLOR[status]} variant="outline">
      {PAYMENT_LABEL[status]}
    </Badge>
  );
}

/** An order's status and payment side by side, as the order lists show them. */
export function OrderBadges({ order }: { order: Pick<Order, 'status' | 'paymentStatus'> }) {
  return (
    <HStack gap="1">
      <StatusBadge status={order.status} />
      <PaymentBadge status={order.paymentStatus} />
    </HStack>
  );
}

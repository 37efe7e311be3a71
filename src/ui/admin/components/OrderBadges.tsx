import { Badge, HStack } from '@chakra-ui/react';
import type { Order, OrderStatus, PaymentStatus } from '../../../domain/Order';
import { refundDue } from '../../../domain/OrderRules';
import { PAYMENT_COLOR, PAYMENT_LABEL, STATUS_COLOR, STATUS_LABEL } from './orderLabels';

/** "Order: Pending": the badge says which of an order's two states it shows. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge colorPalette={STATUS_COLOR[status]}>Order: {STATUS_LABEL[status]}</Badge>;
}

/** "Payment: Pending", outlined, beside the order's status badge. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={PAYMENT_COLOR[status]} variant="outline">
      Payment: {PAYMENT_LABEL[status]}
    </Badge>
  );
}

/** An order's status and payment side by side, each labelled, plus "Refund due" while one is owed. */
export function OrderBadges({ order }: { order: Pick<Order, 'status' | 'paymentStatus'> }) {
  return (
    <HStack gap="1" wrap="wrap">
      <StatusBadge status={order.status} />
      <PaymentBadge status={order.paymentStatus} />
      {refundDue(order) ? (
        <Badge colorPalette="red" variant="solid">
          Refund due
        </Badge>
      ) : null}
    </HStack>
  );
}

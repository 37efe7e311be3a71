import { Badge } from '@chakra-ui/react';
import type { OrderStatus, PaymentStatus } from '../../../domain/Order';
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

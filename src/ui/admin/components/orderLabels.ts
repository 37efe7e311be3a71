import type { OrderStatus, PaymentStatus } from '../../../domain/Order';
import { shortOrderId as readableId } from '../../../domain/ShortOrderId';

export const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_LABEL: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const STATUS_COLOR: Record<OrderStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

export const PAYMENT_COLOR: Record<PaymentStatus, string> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  refunded: 'gray',
};

/** "#" and the domain's short id (ShortOrderId), as the shop and the new-order message show it. */
export const shortOrderId = (id: string): string => `#${readableId(id)}`;

export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

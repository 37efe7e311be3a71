import type { OrderStatus } from '../../../domain/orders/Order';

/** What each status means for the shopper, under their order's status. */
export const STATUS_HINTS: Readonly<Record<OrderStatus, string>> = {
  pending: 'We have received your order.',
  confirmed: 'The workshop is preparing your furniture.',
  shipped: 'Your order is on its way.',
  delivered: 'Delivered. Enjoy your furniture!',
  cancelled: 'This order was cancelled.',
};

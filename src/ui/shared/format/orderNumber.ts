import { shortOrderId } from '../../../domain/orders/ShortOrderId';

/** '#7KQ4M2': how the shop and the staff write an order's id (the domain's short id, readable over the phone). */
export const orderNumber = (orderId: string): string => `#${shortOrderId(orderId)}`;

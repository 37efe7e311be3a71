import type { Order, OrderStatus } from '../../../src/domain/orders/Order';
import { recordChange } from '../../../src/domain/orders/OrderTimeline';
import { testOrder } from '../../support/testOrder';

/** When the messages' test orders were placed, and `n` hours after. */
export const PLACED = '2026-11-01T10:00:00.000Z';
export const hour = (n: number): string => new Date(Date.parse(PLACED) + n * 3_600_000).toISOString();

/** Order 'order-1', placed at PLACED with no change since. */
export const placedOrder = (overrides: Partial<Order> = {}): Order =>
  testOrder({ id: 'order-1', createdAt: PLACED, updatedAt: PLACED, history: [], ...overrides });

/** The order moved by staff through `statuses`, an hour apart. */
export const through = (start: Order, statuses: OrderStatus[]): Order =>
  statuses.reduce(
    (current, status, index) => recordChange(current, { status }, hour(index + 1), 'staff@shop.example'),
    start,
  );

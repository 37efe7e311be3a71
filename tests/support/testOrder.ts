import type { Order, OrderLine } from '../../src/domain/orders/Order';
import { ADDRESS } from '../contracts/orders/orderRequests';

/** A complete order for tests: just placed, unpaid, cash on delivery, no lines; override what the test is about. */
export const testOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 'o1',
  userId: 'u1',
  customerEmail: 'asha@example.in',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  lines: [],
  subtotal: 1000,
  shipping: 0,
  total: 1000,
  shippingAddress: ADDRESS,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  history: [],
  ...overrides,
});

/** A plain line of `quantity` pieces of product `productId` (named so) at `unitPrice` each. */
export const testLine = (productId: string, unitPrice: number, quantity: number): OrderLine => ({
  productId,
  name: productId,
  image: '',
  variant: null,
  unitPrice,
  quantity,
});

import type { Order } from '../../src/domain/orders/Order';
import { ADDRESS } from '../contracts/orders/orderRequests';
import { testOrder } from './testOrder';

/** A delivered order of `userId`'s, placed at `createdAt`. */
export const pastOrder = (id: string, userId: string, createdAt: string): Order =>
  testOrder({
    id,
    userId,
    customerEmail: `${userId}@example.com`,
    status: 'delivered',
    paymentStatus: 'paid',
    lines: [
      {
        productId: 'chair',
        name: 'Jodhpur Chair',
        image: '/images/products/chair.svg',
        variant: null,
        unitPrice: 4000,
        quantity: 1,
      },
    ],
    subtotal: 4000,
    shipping: 499,
    total: 4499,
    shippingAddress: { ...ADDRESS, name: `Customer ${userId}` },
    createdAt,
    updatedAt: createdAt,
  });

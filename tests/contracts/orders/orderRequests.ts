import type { ShippingAddress } from '../../../src/domain/Order';
import type { PlaceOrderLine, PlaceOrderRequest } from '../../../src/ports/OrderRepository';

export const ADDRESS: ShippingAddress = {
  name: 'Asha Verma',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: 'Near City Park',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302001',
};

let sequence = 0;
/** A fresh order id per call; ids need only be unique within a test. */
export const nextOrderId = (): string => `order${String(++sequence).padStart(6, '0')}`;

export const line = (
  productId: string,
  expectedUnitPrice: number,
  quantity = 1,
  variantId: string | null = null,
) => ({ productId, variantId, quantity, expectedUnitPrice }) satisfies PlaceOrderLine;

/** A request from its own shopper unless `overrides` names one: one account may order only once a minute. */
export const request = (
  lines: PlaceOrderLine[],
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest => {
  const orderId = overrides.orderId ?? nextOrderId();
  return {
    orderId,
    userId: `user-${orderId}`,
    customerEmail: 'asha@example.com',
    lines,
    shippingAddress: ADDRESS,
    ...overrides,
  };
};

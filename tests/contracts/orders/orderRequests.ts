import type { DeliveryZone } from '../../../src/domain/checkout/DeliveryZones';
import type { ShippingAddress } from '../../../src/domain/orders/Order';
import type { PlaceOrderLine, PlaceOrderRequest } from '../../../src/domain/orders/PlaceOrderRequest';

export const ADDRESS: ShippingAddress = {
  name: 'Asha Verma',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: 'Near City Park',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302001',
};

/** ADDRESS moved to `pincode` in `state` (ADDRESS's own state by default, which suits only 30–34). */
export const addressAt = (pincode: string, state = ADDRESS.state): ShippingAddress => ({
  ...ADDRESS,
  pincode,
  state,
});

let sequence = 0;
/** A fresh order id per call; ids need only be unique within a test. */
export const nextOrderId = (): string => `order${String(++sequence).padStart(6, '0')}`;

export const line = (
  productId: string,
  expectedUnitPrice: number,
  quantity = 1,
  variantId: string | null = null,
) => ({ productId, variantId, quantity, expectedUnitPrice }) satisfies PlaceOrderLine;

/**
 * A request from its own shopper unless `overrides` names one (one account may order only once a minute), who agreed
 * to the terms.
 */
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
    paymentMethod: 'cod',
    termsAccepted: true,
    ...overrides,
  };
};

/**
 * The zones every order case starts with: all of India (1–8) with cash on delivery far above any case's total, the
 * North-East (78, 79) prepaid only, Mumbai (400) with COD up to ₹5,000, and no 744 (Andaman and Nicobar).
 */
export const TEST_ZONES: DeliveryZone[] = [
  {
    id: 'india',
    name: 'India',
    prefixes: [
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '70',
      '71',
      '72',
      '73',
      '740',
      '741',
      '742',
      '743',
      '745',
      '746',
      '747',
      '748',
      '749',
      '75',
      '76',
      '77',
      '8',
    ],
    minDays: 7,
    maxDays: 12,
    codAllowed: true,
    codLimit: 10_000_000,
  },
  {
    id: 'north-east',
    name: 'North-East',
    prefixes: ['78', '79'],
    minDays: 10,
    maxDays: 15,
    codAllowed: false,
    codLimit: 0,
  },
  {
    id: 'mumbai',
    name: 'Mumbai',
    prefixes: ['400'],
    minDays: 5,
    maxDays: 8,
    codAllowed: true,
    codLimit: 5000,
  },
];

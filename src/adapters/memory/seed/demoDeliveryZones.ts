import type { DeliveryZone } from '../../../domain/checkout/DeliveryZones';

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/**
 * The demo shop's zones, chosen so that every path shows: fast near the Jodhpur workshop, delivered by its own team, the metros, the rest of
 * India with a lower cash-on-delivery limit, the North-East prepaid only, and no delivery to the Andaman and Nicobar
 * Islands (744) or to the Army Postal Service (9).
 */
export const DEMO_DELIVERY_ZONES: DeliveryZone[] = [
  {
    id: 'rajasthan',
    name: 'Rajasthan',
    prefixes: range(30, 34),
    minDays: 3,
    maxDays: 5,
    codAllowed: true,
    codLimit: 100000,
    // The workshop's own van: shoppers book a window (DeliverySlot).
    slots: { '09-13': 4, '13-17': 4, '17-21': 2 },
  },
  {
    id: 'metros',
    name: 'Metro cities',
    // Delhi NCR, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad and Pune.
    prefixes: ['110', '121', '122', '201', '400', '401', '560', '600', '700', '500', '411'],
    minDays: 5,
    maxDays: 8,
    codAllowed: true,
    codLimit: 50000,
  },
  {
    id: 'rest-of-india',
    name: 'Rest of India',
    prefixes: [
      ...range(1, 6),
      ...range(70, 73),
      '740',
      '741',
      '742',
      '743',
      ...range(745, 749),
      ...range(75, 77),
      '8',
    ],
    minDays: 7,
    maxDays: 12,
    codAllowed: true,
    codLimit: 25000,
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
];

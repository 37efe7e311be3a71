import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assemblyText, assemblyTotalOf } from '../../src/domain/catalogue/Assembly';
import type { DeliveryZone } from '../../src/domain/checkout/DeliveryZones';
import type { Order } from '../../src/domain/orders/Order';
import {
  assemblyBookable,
  assemblyItemsOf,
  bookAssembly,
  bookAssemblyRefusal,
} from '../../src/domain/shipping/AssemblyBooking';
import { ADDRESS } from '../contracts/orders/orderRequests';
import { orderTimeline } from '../../src/domain/orders/OrderTimeline';
import { testLine, testOrder } from '../support/testOrder';

const AT = '2026-12-02T06:00:00.000Z';
const ZONE: DeliveryZone = {
  id: 'jaipur',
  name: 'Jaipur',
  prefixes: ['302'],
  minDays: 3,
  maxDays: 8,
  codAllowed: true,
  codLimit: 100000,
};
const order = (overrides: Partial<Order> = {}): Order =>
  testOrder({
    userId: 'asha',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    lines: [testLine('wardrobe', 20000, 2), testLine('bed', 30000, 1), testLine('chair', 4000, 1)],
    subtotal: 74000,
    shipping: 0,
    total: 74000,
    shippingAddress: { ...ADDRESS },
    ...overrides,
  });
const PRODUCTS = new Map([
  ['wardrobe', { assemblyCharge: 999, isActive: true }],
  ['bed', { assemblyCharge: 0, isActive: true }],
  ['chair', { isActive: true }],
]);

describe('what a product says of its assembly', () => {
  it('says free, a charge a piece, or nothing', () => {
    expect(assemblyText(0)).toBe('Free assembly by our team');
    expect(assemblyText(1499)).toBe('Assembly by our team: ₹1,499 a piece');
    expect(assemblyText(undefined)).toBeNull();
  });
});

describe('booking assembly', () => {
  it("offers the lines whose products need it, with each one's charge; not a withdrawn product's, nor a malformed charge", () => {
    const products = new Map([...PRODUCTS, ['chair', { assemblyCharge: -5, isActive: true }]]);
    expect(assemblyItemsOf(order(), products)).toEqual([
      { index: 0, charge: 999 },
      { index: 1, charge: 0 },
    ]);
    expect(assemblyItemsOf(order(), new Map([['bed', null]]))).toEqual([]);
    const withdrawn = new Map([...PRODUCTS, ['wardrobe', { assemblyCharge: 999, isActive: false }]]);
    expect(assemblyItemsOf(order(), withdrawn)).toEqual([{ index: 1, charge: 0 }]);
  });

  it('puts the charges on their lines and raises subtotal and total by them, keeping the shipping', () => {
    const before = order({ shipping: 499, total: 74499 });
    const booked = bookAssembly(before, 'asha', assemblyItemsOf(before, PRODUCTS), [ZONE], AT);
    expect(booked).toEqual({
      ok: true,
      value: {
        ...before,
        lines: [
          { ...before.lines[0], assemblyCharge: 999 },
          { ...before.lines[1], assemblyCharge: 0 },
          before.lines[2],
        ],
        subtotal: 74000 + 1998,
        total: 74499 + 1998,
        updatedAt: AT,
        assemblyBookedAt: AT,
      },
    });
    if (!booked.ok) throw new Error(booked.error.code);
    expect(assemblyBookable(booked.value)).toBe(false);
    expect(orderTimeline(booked.value).map(({ event }) => event)).toContain('assembly-booked');
  });

  it('keeps subtotal less assembly equal to what the goods cost, for any charges', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 3, maxLength: 3 }),
        (charges) => {
          const before = order({ paymentMethod: 'upi' });
          const items = charges.map((charge, index) => ({ index, charge }));
          const booked = bookAssembly(before, 'asha', items, [ZONE], AT);
          if (!booked.ok) throw new Error(booked.error.code);
          expect(booked.value.subtotal - assemblyTotalOf(booked.value.lines)).toBe(before.subtotal);
          expect(booked.value.total - booked.value.subtotal).toBe(before.total - before.subtotal);
        },
      ),
    );
  });

  it('refuses what cannot be booked, with the reason in words', () => {
    const items = assemblyItemsOf(order(), PRODUCTS);
    const refusal = (candidate: Order | null, userId = 'asha', offered = items) => {
      const booked = bookAssembly(candidate, userId, offered, [{ ...ZONE, codLimit: 75000 }], AT);
      return booked.ok ? null : bookAssemblyRefusal(booked.error);
    };
    expect(refusal(order(), 'ravi')).toBe('We could not find this order in your account.');
    expect(refusal(order({ assemblyBookedAt: AT }))).toBe('Assembly is already booked for this order.');
    expect(refusal(order({ status: 'confirmed' }))).toMatch(
      /^This order is confirmed: assembly can be booked only before/,
    );
    expect(refusal(order({ paymentMethod: 'upi', utr: '123456789012' }))).toMatch(/already paid/);
    expect(refusal(order(), 'asha', [])).toBe('Nothing on this order needs assembly.');
    expect(refusal(order())).toBe(
      'With assembly, this order would be above the ₹75,000 we collect in cash on delivery for your pincode.',
    );
    expect(refusal(order({ paymentMethod: 'upi' }))).toBeNull();
  });
});

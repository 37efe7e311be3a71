import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Courier, storedCouriers, validateCouriers } from '../../src/domain/shipping/Courier';
import { AWB_ERROR, shipmentFor, shipmentText, storedShipment } from '../../src/domain/shipping/Shipment';
import { withShipment } from '../../src/domain/orders/OrderShipping';
import type { Order, OrderStatus } from '../../src/domain/orders/Order';

const DELHIVERY: Courier = {
  name: 'Delhivery',
  trackingUrl: 'https://www.delhivery.com/track/package/{awb}',
};
const OWN_TEAM: Courier = { name: 'Our delivery team', trackingUrl: '' };

describe('validateCouriers', () => {
  it('accepts named couriers with an https tracking page holding {awb} once, or none', () => {
    expect(validateCouriers([DELHIVERY, OWN_TEAM])).toEqual({});
  });

  it('names the problem of each courier by its position', () => {
    expect(
      validateCouriers([
        { name: ' ', trackingUrl: '' },
        { name: 'Blue Dart', trackingUrl: 'http://bluedart.example/{awb}' },
        { name: 'blue dart', trackingUrl: 'https://bluedart.example/track' },
        { name: 'DTDC', trackingUrl: 'https://dtdc.example/{awb}/{awb}' },
        { name: 'X'.repeat(61), trackingUrl: 'https://x.example/track {awb}' },
      ]),
    ).toEqual({
      0: { name: 'Please name the courier.' },
      1: { trackingUrl: expect.stringContaining('https://') },
      2: { name: 'blue dart is listed twice.', trackingUrl: expect.stringContaining('{awb}') },
      3: { trackingUrl: expect.stringContaining('once') },
      4: { name: expect.stringContaining('60'), trackingUrl: expect.stringContaining('no spaces') },
    });
  });
});

describe('shipmentFor', () => {
  it("makes the courier's tracking link for the AWB, typed with spaces and in small letters", () => {
    expect(shipmentFor(DELHIVERY, ' ab 1234 5678 ')).toEqual({
      ok: true,
      shipment: {
        courier: 'Delhivery',
        awb: 'AB12345678',
        trackingUrl: 'https://www.delhivery.com/track/package/AB12345678',
      },
    });
    expect(shipmentFor(OWN_TEAM, 'SH-0001')).toEqual({
      ok: true,
      shipment: { courier: 'Our delivery team', awb: 'SH-0001', trackingUrl: '' },
    });
  });

  it('refuses no courier, and an AWB that is too short, too long or has other characters', () => {
    expect(shipmentFor(undefined, 'AB1234')).toEqual({
      ok: false,
      error: { courier: 'Choose the courier.' },
    });
    for (const awb of ['', 'AB1', 'A'.repeat(31), 'AB/1234', 'AB_1234', 'ऎ1234'])
      expect(shipmentFor(DELHIVERY, awb)).toEqual({ ok: false, error: { awb: AWB_ERROR } });
  });

  it('puts every accepted AWB into the link exactly once, and nothing else changes in it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{4,30}$/), (typed) => {
        const made = shipmentFor(DELHIVERY, typed);
        if (!made.ok) return false;
        const { awb, trackingUrl } = made.shipment;
        return awb === typed.toUpperCase() && trackingUrl === DELHIVERY.trackingUrl.replace('{awb}', awb);
      }),
    );
  });

  it('reads as the shopper sees it', () => {
    expect(shipmentText({ courier: 'Delhivery', awb: 'AB12345678' })).toBe(
      'Shipped with Delhivery, AWB AB12345678',
    );
  });
});

describe('stored couriers and shipments', () => {
  it('reads what is not a list or a shipment as none, never throwing', () => {
    for (const value of [null, undefined, 'Delhivery', 3, {}, [null, 2, 'x']]) {
      expect(storedCouriers(value)).toEqual([]);
      expect(storedShipment(value)).toBeUndefined();
    }
    expect(storedShipment({ courier: 'Delhivery', awb: 'AB1234' })).toEqual({
      courier: 'Delhivery',
      awb: 'AB1234',
      trackingUrl: '',
    });
  });
});

describe('withShipment', () => {
  const order = (status: OrderStatus): Order =>
    ({
      id: 'o1',
      status,
      paymentStatus: 'pending',
      history: [],
      updatedAt: '2026-12-01T00:00:00.000Z',
    }) as unknown as Order;
  const shipment = { courier: 'Delhivery', awb: 'AB1234', trackingUrl: '' };
  const at = '2026-12-02T00:00:00.000Z';

  it('ships a confirmed order, and corrects a shipped or delivered one without moving it', () => {
    expect(withShipment(order('confirmed'), shipment, at, 'admin@shop')).toMatchObject({
      status: 'shipped',
      shipment,
      updatedAt: at,
      history: [{ status: 'shipped', paymentStatus: 'pending', at, by: 'admin@shop' }],
    });
    for (const status of ['shipped', 'delivered'] as const)
      expect(withShipment(order(status), shipment, at, 'admin@shop')).toMatchObject({ status, shipment });
  });

  it('refuses a pending or cancelled order', () => {
    expect(withShipment(order('pending'), shipment, at, 'admin@shop')).toBeNull();
    expect(withShipment(order('cancelled'), shipment, at, 'admin@shop')).toBeNull();
  });
});

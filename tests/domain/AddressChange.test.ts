import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressChangeable,
  changeAddress,
  MAX_ADDRESS_CHANGES,
} from '../../src/domain/shipping/AddressChange';
import type { DeliveryZone } from '../../src/domain/checkout/DeliveryZones';
import type { Order } from '../../src/domain/orders/Order';
import { orderTimeline } from '../../src/domain/orders/OrderTimeline';
import { ADDRESS, addressAt } from '../contracts/orders/orderRequests';

const zone = (id: string, prefixes: string[], codLimit: number, maxDays = 8): DeliveryZone => ({
  id,
  name: id,
  prefixes,
  minDays: 3,
  maxDays,
  codAllowed: codLimit > 0,
  codLimit,
});
const ZONES = [
  zone('rajasthan', ['30', '31', '32', '33', '34'], 100000),
  zone('karnataka', ['56'], 50000, 12),
  zone('north-east', ['78', '79'], 0),
];
const PLACED = '2026-12-02T04:30:00.000Z';
const LATER = '2026-12-02T06:00:00.000Z';
type Facts = Pick<
  Order,
  | 'userId'
  | 'status'
  | 'paymentMethod'
  | 'total'
  | 'shippingAddress'
  | 'createdAt'
  | 'updatedAt'
  | 'paymentStatus'
  | 'history'
> & { deliveryDays: number } & Partial<Order>;
const order: Facts = {
  userId: 'asha',
  status: 'pending',
  paymentMethod: 'cod',
  total: 9000,
  shippingAddress: ADDRESS,
  deliveryDays: 8,
  createdAt: PLACED,
  updatedAt: PLACED,
  paymentStatus: 'pending',
  history: [],
};

describe('changing where an order goes', () => {
  it('sends the order to the cleaned new address, records when, and moves the promise only later', () => {
    const changed = changeAddress(
      order,
      'asha',
      { ...addressAt('560001', 'karnataka'), phone: '+91 98765 43210' },
      ZONES,
      LATER,
    );
    expect(changed).toEqual({
      ok: true,
      value: {
        ...order,
        shippingAddress: { ...addressAt('560001', 'Karnataka'), phone: '9876543210' },
        addressChangedAt: [LATER],
        deliveryDays: 12,
      },
    });
    const nearer = changeAddress({ ...order, deliveryDays: 20 }, 'asha', addressAt('313001'), ZONES, LATER);
    expect(nearer.ok && nearer.value.deliveryDays).toBe(20);
  });

  it('says why it refuses, and which order keeps its address', () => {
    const refusal = (facts: Partial<Order>, address = addressAt('313001'), userId = 'asha') => {
      const changed = changeAddress({ ...order, ...facts }, userId, address, ZONES, LATER);
      return changed.ok ? null : changed.error;
    };
    expect(refusal({}, addressAt('313001'), 'ravi')).toEqual({ code: 'ADDRESS_CHANGE.ORDER_NOT_FOUND' });
    expect(refusal({ status: 'shipped' })).toEqual({ code: 'ADDRESS_CHANGE.NOT_OPEN', status: 'shipped' });
    expect(refusal({ addressChangedAt: [LATER, LATER, LATER] })).toEqual({
      code: 'ADDRESS_CHANGE.TOO_MANY',
      max: MAX_ADDRESS_CHANGES,
    });
    expect(refusal({}, { ...ADDRESS, phone: '12345' })).toEqual({ code: 'ADDRESS_CHANGE.INVALID' });
    expect(refusal({}, addressAt('110001', 'Delhi'))).toEqual({
      code: 'ADDRESS_CHANGE.NOT_DELIVERABLE',
      pincode: '110001',
    });
    expect(refusal({}, addressAt('781001', 'Assam'))).toEqual({ code: 'ADDRESS_CHANGE.COD_UNAVAILABLE' });
    expect(refusal({ paymentMethod: 'upi' }, addressAt('781001', 'Assam'))).toBeNull();
    expect(refusal({ total: 60000 }, addressAt('560001', 'Karnataka'))).toEqual({
      code: 'ADDRESS_CHANGE.COD_ABOVE_ZONE_LIMIT',
      limit: 50000,
    });
    const invoice = { number: 'SH/26-27/000001' } as Order['invoice'];
    expect(refusal({ status: 'confirmed', invoice }, addressAt('560001', 'Karnataka'))).toEqual({
      code: 'ADDRESS_CHANGE.OTHER_STATE',
      state: 'Rajasthan',
    });
    expect(refusal({ status: 'confirmed', invoice })).toBeNull();
    // The state as typed is read as the list names it.
    expect(refusal({ status: 'confirmed', invoice }, addressAt('313001', 'rajasthan'))).toBeNull();
    const deliverySlot = { zoneId: 'jaipur', date: '2026-12-08', window: '09-13' } as const;
    expect(refusal({ deliverySlot })).toEqual({ code: 'ADDRESS_CHANGE.SLOT_ZONE' });
    expect(refusal({ deliverySlot: { ...deliverySlot, zoneId: 'rajasthan' } })).toBeNull();
  });

  it('never changes more than the address, its time and the promise, and never past the most changes', () => {
    const statuses = fc.constantFrom('pending', 'confirmed', 'shipped', 'delivered', 'cancelled' as const);
    fc.assert(
      fc.property(
        statuses,
        fc.array(fc.constantFrom('313001', '560001', '781001', '110001'), { maxLength: 6 }),
        (status, pins) => {
          let current: Facts = { ...order, status };
          for (const pin of pins) {
            const state = pin.startsWith('56')
              ? 'Karnataka'
              : pin.startsWith('78')
                ? 'Assam'
                : pin.startsWith('11')
                  ? 'Delhi'
                  : 'Rajasthan';
            const changed = changeAddress(current, 'asha', addressAt(pin, state), ZONES, LATER);
            if (!changed.ok) continue;
            const { shippingAddress: _a, addressChangedAt: _t, deliveryDays: _d, ...rest } = changed.value;
            const { shippingAddress: _b, addressChangedAt: _u, deliveryDays: _e, ...before } = current;
            expect(rest).toEqual(before);
            expect(changed.value.deliveryDays).toBeGreaterThanOrEqual(current.deliveryDays);
            current = changed.value;
          }
          expect(current.addressChangedAt?.length ?? 0).toBeLessThanOrEqual(MAX_ADDRESS_CHANGES);
          expect(addressChangeable(current)).toBe(
            (status === 'pending' || status === 'confirmed') &&
              (current.addressChangedAt?.length ?? 0) < MAX_ADDRESS_CHANGES,
          );
        },
      ),
    );
  });

  it('shows each change in the order’s timeline, by the shopper', () => {
    const items = orderTimeline({ ...order, addressChangedAt: [LATER] });
    expect(items).toEqual([
      { event: 'placed', at: PLACED, by: null },
      { event: 'address-changed', at: LATER, by: null },
    ]);
  });
});

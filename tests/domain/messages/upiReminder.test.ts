import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import { recordChange } from '../../../src/domain/orders/OrderTimeline';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { upiReminderAt, upiReminderEntries } from '../../../src/domain/messages/upiReminder';
import { orderNumberOf } from '../../../src/domain/messages/orderMessages';
import { hour, placedOrder } from './placedOrder';

const context = {
  settings: {
    ...DEFAULT_SHOP_SETTINGS,
    upiId: 'shop@okexample',
    upiPayeeName: 'Example Shop',
    paymentWindowHours: 24,
  },
  origin: 'https://shop.example',
};
const upiOrder = (overrides: Partial<Order> = {}): Order =>
  placedOrder({ paymentMethod: 'upi', ...overrides });

describe("a UPI order's reminder", () => {
  it('is owed from half the payment window until its end, once, to the shopper', () => {
    expect(upiReminderAt(upiOrder(), 24)).toBe(hour(12));
    expect(upiReminderEntries(upiOrder(), context, hour(11.9))).toEqual([]);
    const [entry, ...more] = upiReminderEntries(upiOrder(), context, hour(12));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      id: 'order-order-1-upiReminder-shopper',
      audience: 'shopper',
      subject: `Payment not received for order ${orderNumberOf(upiOrder())}`,
      link: '/orders/order-1',
      linkLabel: 'Pay for your order',
    });
    expect(entry?.text).toContain('by UPI to shop@okexample (Example Shop)');
    expect(entry?.text).toContain('by 2 Nov 2026, 3:30 pm, or the order is cancelled then');
    expect(upiReminderEntries(upiOrder(), context, hour(24))).toEqual([]);
  });

  it('is not owed once a payment is reported or received, for a cancelled or cash order, or an erased shopper', () => {
    const at = hour(13);
    expect(upiReminderEntries(upiOrder({ utr: '123456789012', utrAt: hour(1) }), context, at)).toEqual([]);
    expect(upiReminderEntries(upiOrder({ paymentStatus: 'paid' }), context, at)).toEqual([]);
    expect(
      upiReminderEntries(recordChange(upiOrder(), { status: 'cancelled' }, hour(2), null), context, at),
    ).toEqual([]);
    expect(upiReminderEntries(upiOrder({ paymentMethod: 'cod' }), context, at)).toEqual([]);
    expect(
      upiReminderEntries(upiOrder({ customerEmail: '', customerErasedAt: hour(2) }), context, at),
    ).toEqual([]);
  });
});

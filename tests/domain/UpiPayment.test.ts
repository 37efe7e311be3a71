import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders/Order';
import { shortOrderId } from '../../src/domain/orders/ShortOrderId';
import {
  awaitingUpiPayment,
  awaitingVerification,
  isValidUtr,
  paymentDeadline,
  paymentLapsed,
  paymentOverdue,
  reportUpiPayment,
  upiOffered,
  upiPaymentLink,
} from '../../src/domain/orders/UpiPayment';
import { isValidUpiId } from '../../src/domain/orders/UpiId';

const SHOP = { upiId: 'sheesham.home@okaxis', upiPayeeName: 'Sheesham Home & Co' };
const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'order0000000000000001',
  userId: 'asha',
  customerEmail: 'asha@example.in',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'upi',
  lines: [],
  subtotal: 12000,
  shipping: 0,
  total: 12000,
  shippingAddress: {
    name: 'Asha',
    phone: '9876543210',
    line1: '1',
    line2: '',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
  },
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  history: [],
  ...overrides,
});

describe('the UPI payment link (NPCI linking specification)', () => {
  it('names the payee, the amount with two decimals, INR and the short order id as note and reference', () => {
    const link = new URL(upiPaymentLink(SHOP, order()));
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'sheesham.home@okaxis',
      pn: 'Sheesham Home & Co',
      am: '12000.00',
      cu: 'INR',
      tn: shortOrderId('order0000000000000001'),
      tr: shortOrderId('order0000000000000001'),
    });
  });

  it('encodes every payee name so that it reads back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (name) => {
        const link = new URL(upiPaymentLink({ ...SHOP, upiPayeeName: name }, order()));
        expect(link.searchParams.get('pn')).toBe(name);
      }),
    );
  });
});

describe('what the shop offers and what it checks', () => {
  it('offers UPI only with both a UPI ID and a payee name', () => {
    expect(upiOffered(SHOP)).toBe(true);
    expect(upiOffered({ ...SHOP, upiId: '' })).toBe(false);
    expect(upiOffered({ ...SHOP, upiPayeeName: '' })).toBe(false);
  });

  it('knows a UPI ID and a 12-digit UTR', () => {
    expect(['shop@okaxis', 'a.b-c_d@ybl', '9876543210@paytm'].every(isValidUpiId)).toBe(true);
    expect(['shop', '@okaxis', 'shop@', 'my shop@okaxis', 'shop@ok axis'].some(isValidUpiId)).toBe(false);
    expect(isValidUtr('412345678901')).toBe(true);
    expect(['41234567890', '4123456789012', '41234567890a', ''].some(isValidUtr)).toBe(false);
  });
});

describe('reporting a payment', () => {
  const NOW = '2026-11-26T11:00:00.000Z';
  const request = { orderId: 'order0000000000000001', userId: 'asha', utr: '412345678901' };

  it("takes the UTR once, on the shopper's own UPI order awaiting payment", () => {
    const reported = reportUpiPayment(order(), request, NOW, 24);
    expect(reported).toEqual({ ok: true, value: { ...order(), utr: '412345678901', utrAt: NOW } });
    if (!reported.ok) return;
    expect(awaitingUpiPayment(reported.value)).toBe(false);
    expect(awaitingVerification(reported.value)).toBe(true);
    expect(reportUpiPayment(reported.value, request, NOW, 24)).toEqual({
      ok: false,
      error: { code: 'PAYMENT.NOT_AWAITED' },
    });
  });

  it('refuses a UTR another order claims; takes one the order itself or nobody claims', () => {
    expect(reportUpiPayment(order(), request, NOW, 24, 'order0000000000000002')).toEqual({
      ok: false,
      error: { code: 'PAYMENT.UTR_USED' },
    });
    expect(reportUpiPayment(order(), request, NOW, 24, order().id)).toMatchObject({ ok: true });
    expect(reportUpiPayment(order(), request, NOW, 24, null)).toMatchObject({ ok: true });
  });

  it('refuses another shopper, a malformed UTR, a cash order, a paid or a cancelled one', () => {
    expect(reportUpiPayment(order(), { ...request, userId: 'ravi' }, NOW, 24)).toMatchObject({
      error: { code: 'PAYMENT.ORDER_NOT_FOUND' },
    });
    expect(reportUpiPayment(null, request, NOW, 24)).toMatchObject({
      error: { code: 'PAYMENT.ORDER_NOT_FOUND' },
    });
    expect(reportUpiPayment(order(), { ...request, utr: '4123' }, NOW, 24)).toMatchObject({
      error: { code: 'PAYMENT.INVALID_UTR' },
    });
    for (const other of [
      { paymentMethod: 'cod' as const },
      { paymentStatus: 'paid' as const },
      { status: 'cancelled' as const },
    ])
      expect(reportUpiPayment(order(other), request, NOW, 24)).toMatchObject({
        error: { code: 'PAYMENT.NOT_AWAITED' },
      });
  });
});

describe('the payment window', () => {
  it('ends the window hours after the order was placed, and lapses an open UPI order with no UTR then', () => {
    expect(paymentDeadline(order(), 24)).toBe('2026-11-27T10:00:00.000Z');
    expect(paymentLapsed(order(), '2026-11-27T09:59:59.999Z', 24)).toBe(false);
    expect(paymentLapsed(order(), '2026-11-27T10:00:00.000Z', 24)).toBe(true);
    expect(paymentLapsed(order({ status: 'confirmed' }), '2026-11-26T16:00:00.000Z', 6)).toBe(true);
    for (const kept of [
      { utr: '412345678901' },
      { paymentMethod: 'cod' as const },
      { paymentStatus: 'paid' as const },
      { status: 'cancelled' as const },
      { status: 'shipped' as const },
    ])
      expect(paymentLapsed(order(kept), '2026-12-01T00:00:00.000Z', 24)).toBe(false);
  });

  it('refuses a UTR once the window has passed, and takes it a moment before', () => {
    const request = { orderId: 'order0000000000000001', userId: 'asha', utr: '412345678901' };
    expect(reportUpiPayment(order(), request, '2026-11-27T10:00:00.000Z', 24)).toEqual({
      ok: false,
      error: { code: 'PAYMENT.WINDOW_CLOSED', hours: 24 },
    });
    expect(reportUpiPayment(order(), request, '2026-11-27T09:59:59.000Z', 24)).toMatchObject({ ok: true });
  });

  it('flags an open UPI order with nothing to check once the window has passed, and nothing else', () => {
    const late = '2026-11-27T10:00:01.000Z';
    expect(paymentOverdue(order(), '2026-11-27T10:00:00.000Z', 24)).toBe(false);
    expect(paymentOverdue(order(), late, 24)).toBe(true);
    expect(paymentOverdue(order({ paymentStatus: 'failed', utr: '412345678901' }), late, 24)).toBe(true);
    expect(paymentOverdue(order({ utr: '412345678901' }), late, 24)).toBe(false);
    expect(paymentOverdue(order({ paymentMethod: 'cod' }), late, 24)).toBe(false);
    expect(paymentOverdue(order({ status: 'cancelled' }), late, 24)).toBe(false);
    expect(paymentOverdue(order({ paymentStatus: 'paid' }), late, 24)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lapseReason } from '../../../src/domain/orders/LapsedOrders';
import { nextPaymentStatuses } from '../../../src/domain/orders/OrderRules';
import {
  gatewayOrderFor,
  keptPaymentServes,
  onlineEmiFor,
  onlinePaymentFailed,
  paymentConfirmation,
  payOnlineError,
  type GatewayPayment,
} from '../../../src/domain/payments/OnlinePayment';
import { testOrder } from '../../support/testOrder';

const PLACED = '2026-11-01T10:00:00.000Z';
const minutesLater = (minutes: number) => new Date(Date.parse(PLACED) + minutes * 60_000).toISOString();
const online = testOrder({
  paymentMethod: 'online',
  total: 24_499,
  onlinePayment: { gateway: 'razorpay', gatewayOrderId: 'order_G1' },
});
const payment = (overrides: Partial<GatewayPayment> = {}): GatewayPayment => ({
  id: 'pay_P1',
  gatewayOrderId: 'order_G1',
  amountPaise: 2_449_900,
  currency: 'INR',
  status: 'captured',
  ...overrides,
});
const WINDOWS = { paymentWindowHours: 24, codConfirmWithinHours: 48 };

describe('paying an order online', () => {
  it('asks the gateway for the stored total in paise, with the short order number as the receipt', () => {
    expect(gatewayOrderFor(online, null)).toMatchObject({
      amount: 2_449_900,
      currency: 'INR',
      notes: { orderId: 'o1' },
    });
    expect(gatewayOrderFor(online, null).receipt).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  it('lets only its shopper pay an open, unpaid online order within 30 minutes', () => {
    expect(payOnlineError(online, 'u1', minutesLater(29))).toBeNull();
    expect(payOnlineError(online, 'u2', minutesLater(1))).toEqual({ code: 'PAYMENT.NOT_FOUND' });
    expect(payOnlineError(null, 'u1', minutesLater(1))).toEqual({ code: 'PAYMENT.NOT_FOUND' });
    expect(payOnlineError({ ...online, paymentMethod: 'upi' }, 'u1', minutesLater(1))).toEqual({
      code: 'PAYMENT.NOT_ONLINE',
    });
    expect(payOnlineError({ ...online, paymentStatus: 'paid' }, 'u1', minutesLater(1))).toEqual({
      code: 'PAYMENT.ALREADY_PAID',
    });
    expect(payOnlineError({ ...online, status: 'cancelled' }, 'u1', minutesLater(1))).toEqual({
      code: 'PAYMENT.CLOSED',
    });
    expect(payOnlineError(online, 'u1', minutesLater(30))).toEqual({ code: 'PAYMENT.LAPSED' });
  });

  it('cancels an online order still unpaid 30 minutes after it was placed, and no other', () => {
    expect(lapseReason(online, minutesLater(29), WINDOWS)).toBeNull();
    expect(lapseReason(online, minutesLater(30), WINDOWS)).toBe('Not paid online within 30 minutes');
    expect(lapseReason({ ...online, paymentStatus: 'paid' }, minutesLater(60), WINDOWS)).toBeNull();
  });

  it('is paid by a captured payment of its whole total against its own gateway order, once', () => {
    const paid = paymentConfirmation(online, payment(), minutesLater(2), 'care@shop.example');
    expect(paid.ok && paid.value).toMatchObject({
      paymentStatus: 'paid',
      onlinePayment: { gatewayOrderId: 'order_G1', paymentId: 'pay_P1' },
    });
    const again =
      paid.ok && paid.value ? paymentConfirmation(paid.value, payment(), minutesLater(3), 'x') : null;
    expect(again).toEqual({ ok: true, value: null });
  });

  it('refuses a payment for another amount, another gateway order, another currency or not captured', () => {
    for (const forged of [
      payment({ amountPaise: 2_449_800 }),
      payment({ amountPaise: 100 }),
      payment({ gatewayOrderId: 'order_OTHER' }),
      payment({ currency: 'USD' }),
      payment({ status: 'authorized' }),
      payment({ status: 'failed' }),
    ])
      expect(paymentConfirmation(online, forged, minutesLater(2), 'x')).toEqual({
        ok: false,
        error: { code: 'PAYMENT.NOT_VERIFIED' },
      });
    expect(paymentConfirmation({ ...online, onlinePayment: undefined }, payment(), PLACED, 'x')).toEqual({
      ok: false,
      error: { code: 'PAYMENT.NOT_FOUND' },
    });
  });

  it('fixes a no-cost EMI plan from the settings, and pays it only by EMI for the total less its discount', () => {
    const plan = { months: 6, lender: 'HDFC Bank credit cards', annualRatePercent: 15, noCost: true };
    const settings = {
      paymentGateway: 'razorpay' as const,
      paymentGatewayKeyId: 'rzp_test_AbCdEf123456',
      emiMinimum: 10_000,
      emiPlans: [plan],
    };
    expect(onlineEmiFor(online, settings, null)).toEqual({ ok: true, value: null });
    expect(onlineEmiFor(online, settings, 9)).toEqual({
      ok: false,
      error: { code: 'PAYMENT.EMI_NOT_OFFERED' },
    });
    expect(onlineEmiFor(online, { ...settings, emiMinimum: 30_000 }, 6)).toMatchObject({ ok: false });
    expect(onlineEmiFor(online, { ...settings, paymentGatewayKeyId: '' }, 6)).toMatchObject({ ok: false });
    const emi = onlineEmiFor(online, settings, 6);
    if (!emi.ok || !emi.value) throw new Error('no plan');
    const { discountPaise } = emi.value;
    expect(gatewayOrderFor(online, emi.value).amount).toBe(2_449_900 - discountPaise);
    expect(keptPaymentServes(online.onlinePayment, emi.value)).toBe(false);
    const inEmi = { ...online, onlinePayment: { ...online.onlinePayment!, emi: emi.value } };
    expect(keptPaymentServes(inEmi.onlinePayment, emi.value)).toBe(true);
    const due = 2_449_900 - discountPaise;
    expect(paymentConfirmation(inEmi, payment({ amountPaise: due, method: 'card' }), PLACED, 'shop').ok).toBe(
      false,
    );
    expect(
      paymentConfirmation(inEmi, payment({ amountPaise: 2_449_900, method: 'emi' }), PLACED, 'shop').ok,
    ).toBe(false);
    expect(
      paymentConfirmation(inEmi, payment({ amountPaise: due, method: 'emi' }), PLACED, 'shop'),
    ).toMatchObject({ ok: true, value: { paymentStatus: 'paid' } });
  });

  it('property: a payment pays the order exactly when its paise are the total times 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (total, paise) => {
          const order = { ...online, total };
          const result = paymentConfirmation(order, payment({ amountPaise: paise }), PLACED, 'x');
          expect(result.ok).toBe(paise === total * 100);
        },
      ),
    );
  });

  it('keeps a failed attempt on the order, which stays payable; staff never move its payment by hand', () => {
    const failed = onlinePaymentFailed(online, 'Card declined by the bank', minutesLater(1));
    expect(failed).toMatchObject({
      paymentStatus: 'pending',
      onlinePayment: { failure: { reason: 'Card declined by the bank', at: minutesLater(1) } },
    });
    expect(payOnlineError(failed, 'u1', minutesLater(2))).toBeNull();
    expect(nextPaymentStatuses(online)).toEqual([]);
    expect(nextPaymentStatuses({ ...online, paymentMethod: 'upi' })).toEqual(['paid', 'failed']);
  });
});

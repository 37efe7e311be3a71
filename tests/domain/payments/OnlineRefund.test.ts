import { describe, expect, it } from 'vitest';
import {
  refundProcessed,
  returnRefundPaise,
  returnRefundsDue,
  withReturnRefund,
} from '../../../src/domain/payments/OnlineRefund';
import { onlineRefundText } from '../../../src/domain/payments/onlinePaymentMessages';
import { testOrder } from '../../support/testOrder';

const AT = '2026-11-20T10:00:00.000Z';
const paid = testOrder({
  paymentMethod: 'online',
  paymentStatus: 'paid',
  total: 30_000,
  onlinePayment: { gateway: 'razorpay', gatewayOrderId: 'order_1', paymentId: 'pay_1' },
  refunds: [
    { returnNumber: 1, amount: 12_000 },
    { returnNumber: 2, amount: 5_000 },
  ],
});

describe('refunds of returns through the gateway', () => {
  it('owes each refunded return of an online-paid order once, for what the return gives back', () => {
    expect(returnRefundsDue(paid)).toEqual([1, 2]);
    expect(returnRefundPaise(paid, 2)).toBe(500_000);
    const claimed = withReturnRefund(paid, 1, { state: 'requested', at: AT }, AT);
    expect(returnRefundsDue(claimed)).toEqual([2]);
    expect(returnRefundsDue({ ...paid, paymentMethod: 'upi' })).toEqual([]);
    expect(
      returnRefundsDue({ ...paid, onlinePayment: { gateway: 'razorpay', gatewayOrderId: 'order_1' } }),
    ).toEqual([]);
  });

  it("marks the gateway's processed refund once, whichever refund of the order it is, and says so", () => {
    const issued = withReturnRefund(
      paid,
      2,
      { state: 'issued', at: AT, id: 'rfnd_2', amountPaise: 500_000 },
      AT,
    );
    expect(refundProcessed(issued, 'rfnd_other', AT)).toBeNull();
    const processed = refundProcessed(issued, 'rfnd_2', '2026-11-21T10:00:00.000Z');
    expect(processed?.onlinePayment?.returnRefunds?.[2]?.processedAt).toBe('2026-11-21T10:00:00.000Z');
    expect(refundProcessed(processed!, 'rfnd_2', '2026-11-22T10:00:00.000Z')).toBeNull();
    expect(onlineRefundText(processed!.onlinePayment!.returnRefunds![2]!, 'shopper')).toMatch(
      /^Refund of ₹5,000\.00 issued on .+ and sent on to your bank on /,
    );
    const cancelled = {
      ...paid,
      onlinePayment: {
        ...paid.onlinePayment!,
        refund: { state: 'issued' as const, at: AT, id: 'rfnd_c', amountPaise: 3_000_000 },
      },
    };
    expect(refundProcessed(cancelled, 'rfnd_c', AT)?.onlinePayment?.refund?.processedAt).toBe(AT);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMI_MONTHS,
  emiFromRupees,
  emiQuote,
  emiQuotes,
  instalmentPaise,
  noCostDiscountPaise,
  storedEmiPlans,
  type EmiPlan,
} from '../../../src/domain/payments/EmiPlan';
import { lineEmiDiscounts, returnedDiscount } from '../../../src/domain/payments/EmiDiscount';
import { emiPlansText, parseEmiPlans } from '../../../src/domain/payments/EmiPlansText';
import { emiQuoteText, NO_COST_EMI_DISCOUNT } from '../../../src/domain/payments/emiMessages';
import { testOrder } from '../../support/testOrder';

const planArb: fc.Arbitrary<EmiPlan> = fc.record({
  months: fc.constantFrom(...EMI_MONTHS),
  lender: fc.constantFrom('HDFC Bank credit cards', 'Bajaj Finance EMI card'),
  annualRatePercent: fc.integer({ min: 1, max: 3600 }).map((hundredths) => hundredths / 100),
  noCost: fc.boolean(),
});
const pricePaise = fc.integer({ min: 1_000, max: 1_00_00_000 }).map((rupees) => rupees * 100);

describe('EMI plans', () => {
  it("makes a no-cost plan's instalments on the discounted loan add up to no more than the price", () => {
    fc.assert(
      fc.property(pricePaise, planArb, (price, plan) => {
        const discount = noCostDiscountPaise(price, plan);
        expect(discount % 100).toBe(0);
        expect(discount).toBeGreaterThan(0);
        expect(discount).toBeLessThan(price);
        // The lender's instalments on what is left repay at most the price, and miss it by less than a rupee a month.
        const repaid = instalmentPaise(price - discount, plan) * plan.months;
        expect(repaid).toBeLessThanOrEqual(price + plan.months);
        expect(repaid).toBeGreaterThan(price - 100 * plan.months);
      }),
    );
  });

  it('quotes the interest of a plan with interest: the instalments less the price', () => {
    fc.assert(
      fc.property(pricePaise, planArb, (price, plan) => {
        const quote = emiQuote(price, { ...plan, noCost: false });
        expect(quote.monthlyPaise * plan.months - price).toBe(quote.interestPaise);
        expect(quote.interestPaise).toBeGreaterThanOrEqual(0);
        expect(quote.discountPaise).toBe(0);
      }),
    );
  });

  it('offers EMI only online, from the minimum, starting at the lowest instalment', () => {
    const plans: EmiPlan[] = [
      { months: 12, lender: 'HDFC Bank credit cards', annualRatePercent: 15, noCost: false },
      { months: 6, lender: 'HDFC Bank credit cards', annualRatePercent: 15, noCost: true },
    ];
    const settings = { emiMinimum: 10_000, emiPlans: plans };
    expect(emiQuotes(60_000, settings, false)).toEqual([]);
    expect(emiQuotes(9_999, settings, true)).toEqual([]);
    const quotes = emiQuotes(60_000, settings, true);
    expect(quotes.map((quote) => quote.plan.months)).toEqual([6, 12]);
    expect(quotes[0]?.monthlyPaise).toBe(10_000_00);
    // 12 months at 15 % a year on ₹60,000: ₹5,415.50 a month, as a bank's EMI calculator gives.
    expect(quotes[1]?.monthlyPaise).toBe(5_415_50);
    expect(emiFromRupees(quotes)).toBe(5_416);
    expect(emiFromRupees([])).toBeNull();
  });

  it('words a no-cost plan as the RBI asks, never as 0% interest', () => {
    const plan = { months: 6, lender: 'HDFC Bank credit cards', annualRatePercent: 15, noCost: true };
    const text = emiQuoteText(emiQuote(60_000_00, plan));
    expect(text).toContain(NO_COST_EMI_DISCOUNT);
    expect(text).toMatch(/^₹10,000\/month\. No-cost EMI: ₹2,\d{3} interest given as an upfront discount/);
    expect(text).not.toMatch(/0 ?%/);
  });

  it('reads back the plans it writes, and drops stored plans of the wrong shape', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(planArb, { maxLength: 8, selector: (plan) => `${plan.months}${plan.noCost}` }),
        (plans) => {
          expect(parseEmiPlans(emiPlansText(plans))).toEqual(plans);
        },
      ),
    );
    const good = { months: 6, lender: 'HDFC Bank credit cards', annualRatePercent: 15, noCost: true };
    expect(
      storedEmiPlans([
        good,
        { ...good, months: 7 },
        { ...good, lender: '' },
        null,
        'x',
        { ...good, noCost: 'yes' },
      ]),
    ).toEqual([good]);
    expect(storedEmiPlans({ 0: good })).toEqual([]);
  });
});

describe('a no-cost EMI discount on an order', () => {
  const lineArb = fc.record({
    unitPrice: fc.integer({ min: 1, max: 2_00_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
  });

  it('shares the discount among the lines in whole rupees that add up to it, none above its line', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 30 }),
        (prices, percent) => {
          const lines = prices.map((price, index) => ({
            productId: `p${index}`,
            name: 'Chair',
            image: '',
            variant: null,
            ...price,
          }));
          const goods = prices.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
          const discount = Math.floor((goods * percent) / 100);
          const order = testOrder({
            lines,
            onlinePayment: {
              gateway: 'razorpay',
              gatewayOrderId: 'order_1',
              paymentId: 'pay_1',
              emi: { months: 6, lender: 'HDFC Bank', annualRatePercent: 15, discountPaise: discount * 100 },
            },
          });
          const shares = lineEmiDiscounts(order);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeLessThanOrEqual(lines[index]!.unitPrice * lines[index]!.quantity);
            expect(returnedDiscount(order, index, lines[index]!.quantity)).toBe(share);
          });
          // Before it is paid, nothing is discounted.
          const unpaid = { ...order, onlinePayment: { ...order.onlinePayment!, paymentId: undefined } };
          expect(lineEmiDiscounts(unpaid).every((share) => share === 0)).toBe(true);
        },
      ),
    );
  });
});

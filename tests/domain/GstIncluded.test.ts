import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCheckout } from '../../src/domain/checkout/CheckoutPricing';
import { gstIncludedIn, gstRatesIn } from '../../src/domain/tax/GstIncluded';
import { splitGst } from '../../src/domain/tax/GstSplit';

const line = fc.record({
  unitPrice: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
});
const rate = fc.constantFrom(0, 5, 12, 18, 28);
const SETTINGS = { freeShippingThreshold: 10_000, shippingFee: 499 };

describe('gstIncludedIn', () => {
  it('is the GST of each line and of the shipping, each rounded to the paisa, added up', () => {
    // ₹45,999 at 18%: ₹7,016.80 (7,016.7966… rounded); shipping free above the threshold.
    expect(gstIncludedIn([{ unitPrice: 45_999, quantity: 1 }], 0, 18)).toBe(701_680);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), rate, (lines, percent) => {
        const { shipping, total } = priceCheckout(lines, SETTINGS);
        const gst = gstIncludedIn(lines, shipping, percent);
        const perPart = [...lines.map((each) => each.unitPrice * each.quantity), shipping].map(
          (rupees) => splitGst(rupees * 100, percent, false).igstPaise,
        );
        expect(gst).toBe(perPart.reduce((sum, paise) => sum + paise, 0));
        expect(gst).toBeLessThanOrEqual(total * 100);
        if (percent === 0) expect(gst).toBe(0);
      }),
    );
  });
  it("taxes each line at its own rate and the shipping at the shop's, and names the rates used", () => {
    const lines = [
      { unitPrice: 45_999, quantity: 1, gstRate: 18 },
      { unitPrice: 2_000, quantity: 2, gstRate: 12 },
      { unitPrice: 1_000, quantity: 1 },
    ];
    // ₹7,016.80 at 18%, ₹428.57 at 12%, ₹152.54 at the shop's 18%, and ₹76.12 on ₹499 shipping.
    expect(gstIncludedIn(lines, 499, 18)).toBe(701_680 + 42_857 + 15_254 + 7_612);
    expect(gstRatesIn(lines, 499, 18)).toEqual([12, 18]);
    expect(gstRatesIn([{ unitPrice: 1, quantity: 1, gstRate: 5 }], 0, 18)).toEqual([5]);
    expect(gstRatesIn([{ unitPrice: 1, quantity: 1, gstRate: 5 }], 499, 18)).toEqual([5, 18]);
  });
});

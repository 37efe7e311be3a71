/** The tax inside a GST-inclusive amount, in paise: CGST and SGST within one state, IGST between states. */
export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** a ÷ b rounded half up, for whole a ≥ 0 and b > 0, without floating-point error. */
const divideRounded = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/**
 * Splits a GST-inclusive amount at `ratePercent` (18, 2.5, 0.25…) into its taxable value and its tax (docs/behaviour.md#invoices-and-credit-notes):
 * tax = amount × rate ÷ (100 + rate), rounded to the paisa; the taxable value is the rest, so the two always add up
 * to the amount exactly. Within the seller's state the tax is CGST and SGST, half each (each half rounded, so the
 * two are equal); between states it is IGST.
 */
export const splitGst = (inclusivePaise: number, ratePercent: number, sameState: boolean): GstSplit => {
  if (!Number.isSafeInteger(inclusivePaise) || inclusivePaise < 0) {
    throw new RangeError(`A GST-inclusive amount is whole paise, not ${inclusivePaise}`);
  }
  if (!Number.isFinite(ratePercent) || ratePercent < 0)
    throw new RangeError(`No GST rate is ${ratePercent}%`);
  // In basis points, so 0.25% and 2.5% stay whole numbers.
  const rate = Math.round(ratePercent * 100);
  if (sameState) {
    const half = divideRounded(inclusivePaise * rate, 2 * (10_000 + rate));
    return { taxablePaise: inclusivePaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = divideRounded(inclusivePaise * rate, 10_000 + rate);
  return { taxablePaise: inclusivePaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
};

/**
 * Paying in monthly instalments through the gateway (docs/behaviour.md#emi): the owner lists the plans the shop's
 * gateway account offers, and the shop quotes each from a price. A no-cost plan is a bank loan at its interest rate
 * whose interest the shop gives as an upfront discount, so the shopper's instalments add up to the price: the RBI
 * forbids calling it "0% interest".
 */
export interface EmiPlan {
  months: number;
  /** Who lends: a bank's credit cards, or an EMI card or cardless lender (e.g. Bajaj Finance). */
  lender: string;
  /** The lender's interest rate, a percentage a year. */
  annualRatePercent: number;
  /** The shop pays the interest as an upfront discount. */
  noCost: boolean;
}

export const EMI_MONTHS = [3, 6, 9, 12, 18, 24] as const;
export const MAX_EMI_PLANS = 8;
export const EMI_LENDER_MAX = 60;
export const MAX_EMI_RATE_PERCENT = 36;

const validPlan = (plan: Record<string, unknown>): boolean =>
  (EMI_MONTHS as readonly unknown[]).includes(plan['months']) &&
  typeof plan['lender'] === 'string' &&
  plan['lender'].trim() !== '' &&
  plan['lender'].length <= EMI_LENDER_MAX &&
  typeof plan['annualRatePercent'] === 'number' &&
  plan['annualRatePercent'] >= 0 &&
  plan['annualRatePercent'] <= MAX_EMI_RATE_PERCENT &&
  typeof plan['noCost'] === 'boolean';

/** The stored plans, dropping any of the wrong shape, at most MAX_EMI_PLANS. */
export const storedEmiPlans = (value: unknown): EmiPlan[] =>
  (Array.isArray(value) ? value : [])
    .filter((plan): plan is Record<string, unknown> => typeof plan === 'object' && plan !== null)
    .filter(validPlan)
    .slice(0, MAX_EMI_PLANS)
    .map((plan) => ({
      months: plan['months'] as number,
      lender: plan['lender'] as string,
      annualRatePercent: plan['annualRatePercent'] as number,
      noCost: plan['noCost'] as boolean,
    }));

/** Monthly interest as a fraction, from a yearly percentage. */
const monthlyRate = (plan: EmiPlan): number => plan.annualRatePercent / 1200;

/** The instalment of a loan of `loanPaise` over the plan (reducing balance, as banks compute it), in paise. */
export const instalmentPaise = (loanPaise: number, plan: EmiPlan): number => {
  const rate = monthlyRate(plan);
  if (rate === 0) return Math.ceil(loanPaise / plan.months);
  const growth = (1 + rate) ** plan.months;
  return Math.ceil((loanPaise * rate * growth) / (growth - 1));
};

/**
 * The interest a no-cost plan's lender charges on `pricePaise` paid in equal instalments, which the shop gives as an
 * upfront discount: the price less the loan those instalments repay, in whole rupees. 0 for an interest-free plan.
 */
export const noCostDiscountPaise = (pricePaise: number, plan: EmiPlan): number => {
  const rate = monthlyRate(plan);
  if (rate === 0) return 0;
  const loan = ((pricePaise / plan.months) * (1 - (1 + rate) ** -plan.months)) / rate;
  // In whole rupees, rounded up in the shopper's favour: the amount paid stays whole rupees, as orders are.
  return Math.max(0, Math.ceil((pricePaise - loan) / 100) * 100);
};

/** One plan quoted for a price: what each month costs, and the discount or interest that makes the difference. */
export interface EmiQuote {
  plan: EmiPlan;
  monthlyPaise: number;
  /** A no-cost plan's upfront discount: paid now is the price less it. */
  discountPaise: number;
  /** An interest-bearing plan's interest over the whole tenure. */
  interestPaise: number;
}

export const emiQuote = (pricePaise: number, plan: EmiPlan): EmiQuote => {
  if (plan.noCost) {
    return {
      plan,
      monthlyPaise: Math.ceil(pricePaise / plan.months),
      discountPaise: noCostDiscountPaise(pricePaise, plan),
      interestPaise: 0,
    };
  }
  const monthlyPaise = instalmentPaise(pricePaise, plan);
  return { plan, monthlyPaise, discountPaise: 0, interestPaise: monthlyPaise * plan.months - pricePaise };
};

/** The shop's EMI settings (ShopSettings): rupees from which EMI is offered, and the plans. */
export interface EmiSettings {
  emiMinimum: number;
  emiPlans: readonly EmiPlan[];
}

/**
 * The plans a price of `rupees` can be paid in, fewest months first, or none: EMI is offered only by a shop that
 * takes payments online (`online`), from its EMI minimum.
 */
export const emiQuotes = (rupees: number, settings: EmiSettings, online: boolean): EmiQuote[] => {
  if (!online || !Number.isFinite(rupees) || rupees <= 0 || rupees < settings.emiMinimum) return [];
  return settings.emiPlans
    .map((plan) => emiQuote(Math.round(rupees * 100), plan))
    .sort((a, b) => a.plan.months - b.plan.months || a.monthlyPaise - b.monthlyPaise);
};

/** The lowest monthly instalment among the quotes, in whole rupees rounded up, or null when there are none. */
export const emiFromRupees = (quotes: readonly EmiQuote[]): number | null =>
  quotes.length === 0 ? null : Math.ceil(Math.min(...quotes.map((quote) => quote.monthlyPaise)) / 100);

/** The no-cost plan of `months` months (one per tenure) the shop offers for a price of `rupees`, if any. */
export const noCostQuote = (
  rupees: number,
  settings: EmiSettings,
  online: boolean,
  months: number,
): EmiQuote | null =>
  emiQuotes(rupees, settings, online).find((quote) => quote.plan.noCost && quote.plan.months === months) ??
  null;

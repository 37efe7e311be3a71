import { formatRupees } from '../text/Money';
import type { EmiQuote } from './EmiPlan';

/** How the shop words EMI: a no-cost plan's interest is a discount the shop gives, never "0% interest" (RBI). */
export const NO_COST_EMI_DISCOUNT = 'interest given as an upfront discount by Sheesham Home';

export const emiFromText = (monthlyRupees: number): string => `EMI from ${formatRupees(monthlyRupees)}/month`;

const rupeesUp = (paise: number): string => formatRupees(Math.ceil(paise / 100));
const rupeesRound = (paise: number): string => formatRupees(Math.round(paise / 100));

/** The plan's name: its months and lender. */
export const emiPlanName = ({ plan }: EmiQuote): string => `${plan.months} months, ${plan.lender}`;

/** One plan quoted for a price, as the product page lists it. */
export const emiQuoteText = (quote: EmiQuote): string =>
  quote.plan.noCost
    ? `${rupeesUp(quote.monthlyPaise)}/month. No-cost EMI: ${rupeesRound(quote.discountPaise)} ${NO_COST_EMI_DISCOUNT}.`
    : `${rupeesUp(quote.monthlyPaise)}/month at ${quote.plan.annualRatePercent}% a year: ${rupeesRound(quote.interestPaise)} interest in all.`;

export const EMI_PLANS_NOTE =
  'Choose EMI on the payment page after placing your order. The lender charges the interest shown; on a no-cost plan the shop gives it back as a discount on the price, so your instalments add up to the price.';

/** The checkout's choice of a no-cost plan. */
export const noCostEmiOption = (quote: EmiQuote): string =>
  `No-cost EMI: ${emiPlanName(quote)}, ${rupeesUp(quote.monthlyPaise)}/month`;

/** Under the price breakup once a no-cost plan is chosen. */
export const noCostEmiNote = (quote: EmiQuote): string =>
  `${rupeesRound(quote.discountPaise)} ${NO_COST_EMI_DISCOUNT}. You pay the rest through ${quote.plan.lender} in ${quote.plan.months} monthly instalments of ${rupeesUp(quote.monthlyPaise)}, which include the lender's interest at ${quote.plan.annualRatePercent}% a year.`;

/** The order page's line on a payment in a no-cost EMI plan. */
export const noCostEmiDue = (months: number, discountPaise: number): string =>
  `No-cost EMI in ${months} monthly instalments: ${rupeesRound(discountPaise)} ${NO_COST_EMI_DISCOUNT}. The payment page offers EMI only.`;

/** How an invoice explains its Discount column. */
export const noCostEmiInvoiceNote = (months: number): string =>
  `Discount: no-cost EMI over ${months} months, ${NO_COST_EMI_DISCOUNT}.`;

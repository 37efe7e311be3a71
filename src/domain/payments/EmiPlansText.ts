import { EMI_LENDER_MAX, EMI_MONTHS, MAX_EMI_PLANS, MAX_EMI_RATE_PERCENT, type EmiPlan } from './EmiPlan';

/**
 * The EMI plans as the owner types them in the settings, one a line: months, lender, yearly interest, and "no-cost"
 * when the shop gives the interest as a discount, e.g. "6 months, HDFC Bank credit cards, 15%, no-cost".
 */

const planLine = (plan: EmiPlan): string =>
  [
    `${plan.months} months`,
    plan.lender,
    `${plan.annualRatePercent}%`,
    ...(plan.noCost ? ['no-cost'] : []),
  ].join(', ');

export const emiPlansText = (plans: readonly EmiPlan[]): string => plans.map(planLine).join('\n');

const RATE = /^(\d{1,2}(\.\d{1,2})?)\s*%?$/;

const parsedLine = (line: string): EmiPlan | string => {
  const parts = line.split(',').map((part) => part.trim());
  const noCost = parts.at(-1)?.toLowerCase() === 'no-cost';
  if (noCost) parts.pop();
  if (parts.length !== 3) return 'write months, lender, interest % a year, and "no-cost" if the shop pays it';
  const [monthsText = '', lender = '', rateText = ''] = parts;
  const months = Number(/^(\d+)(\s*months?)?$/i.exec(monthsText)?.[1]);
  if (!(EMI_MONTHS as readonly number[]).includes(months))
    return `the months must be one of ${EMI_MONTHS.join(', ')}`;
  if (lender === '' || lender.length > EMI_LENDER_MAX)
    return `name the lender in at most ${EMI_LENDER_MAX} characters`;
  const rate = RATE.exec(rateText);
  const annualRatePercent = rate ? Number(rate[1]) : NaN;
  if (!(annualRatePercent >= 0 && annualRatePercent <= MAX_EMI_RATE_PERCENT))
    return `the interest must be a yearly rate from 0 to ${MAX_EMI_RATE_PERCENT}%, e.g. 15%`;
  if (noCost && annualRatePercent === 0)
    return "a no-cost plan names the lender's interest rate, which the shop gives as a discount";
  return { months, lender, annualRatePercent, noCost };
};

/** The plans in `text`, or the problem with its first wrong line. */
export const parseEmiPlans = (text: string): EmiPlan[] | { problem: string } => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length > MAX_EMI_PLANS) return { problem: `Please list at most ${MAX_EMI_PLANS} plans.` };
  const plans: EmiPlan[] = [];
  for (const [index, line] of lines.entries()) {
    const plan = parsedLine(line);
    if (typeof plan === 'string') return { problem: `Line ${index + 1}: ${plan}.` };
    if (plan.noCost && plans.some((other) => other.noCost && other.months === plan.months))
      return { problem: `Line ${index + 1}: the shop offers one no-cost plan for each number of months.` };
    plans.push(plan);
  }
  return plans;
};

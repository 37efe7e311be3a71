// Apart from Money.ts, which the shell loads: only the cart and checkout show paise.
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in paise as rupees and paise, Indian grouping: 701680 → '₹7,016.80'. */
export const formatPaise = (paise: number): string =>
  RUPEES_AND_PAISE.format(Number.isFinite(paise) ? Math.round(paise) / 100 : 0);

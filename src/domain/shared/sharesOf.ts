/**
 * `amount` (a whole number of rupees or paise) shared among `weights` in proportion: whole shares that add up to it
 * exactly, the largest remainders getting the odd units, ties to the earlier weight. All zero when nothing weighs.
 */
export const sharesOf = (amount: number, weights: readonly number[]): number[] => {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || whole === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * amount) / whole);
  const shares = exact.map(Math.floor);
  const left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
};

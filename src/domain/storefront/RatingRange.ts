import { meetsMinimumRating } from './Rating';

// Apart from Rating.ts so that the storefront's first download, which shows ratings, does not carry it.

/** The neighbouring double of a positive `value` (step +1 or -1). */
const neighbour = (value: number, step: 1n | -1n): number => {
  const float = new Float64Array([value]);
  const bits = new BigInt64Array(float.buffer);
  bits[0] = (bits[0] ?? 0n) + step;
  return float[0] ?? value;
};

/**
 * The lowest stored rating that `meetsMinimumRating(·, minimum)` keeps, for a minimum as shown (one decimal, like
 * the listing's whole-star choices). displayRating never decreases as the rating grows, so "rating >= this" selects
 * exactly the products the filter keeps: a backend that can only compare stored numbers (a Firestore range) asks
 * that and counts the same products. −Infinity for no minimum, +Infinity when no rating can meet it.
 */
export const lowestRatingShownAtLeast = (minimum: number): number => {
  if (minimum <= 0) return Number.NEGATIVE_INFINITY;
  if (minimum > 5) return Number.POSITIVE_INFINITY;
  // Half a step below the minimum rounds up to it; the float arithmetic may put the edge a double either side.
  let lowest = (minimum * 10 - 0.5) / 10;
  for (let i = 0; i < 8 && meetsMinimumRating(neighbour(lowest, -1n), minimum); i++)
    lowest = neighbour(lowest, -1n);
  for (let i = 0; i < 8 && !meetsMinimumRating(lowest, minimum); i++) lowest = neighbour(lowest, 1n);
  return lowest;
};

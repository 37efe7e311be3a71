/**
 * The rating the shop shows, to one decimal (4.6, never a rounded 4.5): the number, the stars, the labels and the
 * minimum-rating filter all use this figure, so a product shown as 3.8 is never "4 stars & above".
 */
export const displayRating = (rating: number): number =>
  Number.isFinite(rating) ? Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10 : 0;

/** The shown figure as text: "4.6". */
export const formatRating = (rating: number): string => displayRating(rating).toFixed(1);

/** The listing's minimum rating (docs/behaviour.md#browsing-and-search), applied to the figure shown; a minimum of 0 or less keeps every product. */
export const meetsMinimumRating = (rating: number, minimum: number): boolean =>
  minimum <= 0 || displayRating(rating) >= minimum;

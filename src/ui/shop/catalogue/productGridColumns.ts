/** How many cards a row of a product grid holds at each breakpoint: a listing's, or a row under a product page's. */
export const PRODUCT_GRID_COLUMNS = {
  listing: { base: 2, md: 3, xl: 4 },
  row: { base: 2, md: 4 },
} as const;

export type ProductGridLayout = keyof typeof PRODUCT_GRID_COLUMNS;

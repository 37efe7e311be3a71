/** The space above each section of a product page below its first screen (details, reviews, related products). */
export const PRODUCT_SECTION_GAP = { base: '10', md: '14' } as const;

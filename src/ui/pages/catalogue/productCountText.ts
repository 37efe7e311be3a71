/** "1 product", "12 products". */
export const productCountText = (count: number): string => `${count} ${count === 1 ? 'product' : 'products'}`;

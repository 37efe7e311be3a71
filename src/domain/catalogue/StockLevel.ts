/** What the product page says about stock: in stock, only a few left, or out of stock (add to cart disabled). */
export type StockLevel = { kind: 'in-stock' } | { kind: 'low'; left: number } | { kind: 'out' };

/** `lowStockThreshold` is the shop setting: at or below it (and above 0) the page says "Only N left". */
export const stockLevel = (stock: number, lowStockThreshold: number): StockLevel => {
  const units = Number.isFinite(stock) ? Math.max(0, Math.trunc(stock)) : 0;
  if (units === 0) return { kind: 'out' };
  if (units <= lowStockThreshold) return { kind: 'low', left: units };
  return { kind: 'in-stock' };
};

export const stockLevelText = (level: StockLevel): string => {
  switch (level.kind) {
    case 'out':
      return 'Out of stock';
    case 'low':
      return `Only ${level.left} left in stock`;
    case 'in-stock':
      return 'In stock';
  }
};

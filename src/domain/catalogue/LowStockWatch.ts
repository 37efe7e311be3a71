import type { Product } from './Product';

/**
 * What a live low-stock view reports about one product: it entered the view (`previousStock` null: its stock fell to
 * the threshold or below, or it was created or restored there) or its stock changed while in it.
 */
export interface LowStockChange {
  product: Product;
  previousStock: number | null;
}

type StockKey = Pick<Product, 'id' | 'stock'>;

/**
 * A product the shop should restock: on sale (an inactive one is off the shelves, whatever its stock) and at or
 * below the threshold. Both adapters' low-stock queries select exactly these.
 */
export const isLowStock = (product: Pick<Product, 'isActive' | 'stock'>, threshold: number): boolean =>
  product.isActive && product.stock <= threshold;

/** The order of a low-stock view: lowest stock first, ties by id. */
export const compareLowStock = (a: StockKey, b: StockKey): number =>
  a.stock - b.stock || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Follows the snapshots of a live view of the `limit` lowest-stock products, each snapshot the whole view in
 * `compareLowStock` order. The first snapshot is the baseline and yields [] (products already low raise nothing);
 * each later one yields the products that entered the view or whose stock changed in it, or null when there is
 * nothing to tell (a change that left every stock as it was).
 *
 * A full view is a window: when one of its products leaves (restocked, deleted), the next lowest slides in without
 * having changed. A newcomer that sorts after the previous window's last product is taken for such a slide and not
 * reported; a product whose stock really fell into a full window sorts before that last one.
 */
export const lowStockTracker = (limit: number): ((view: readonly Product[]) => LowStockChange[] | null) => {
  let stockById: ReadonlyMap<string, number> | null = null;
  let edge: StockKey | null = null;
  return (view) => {
    const before = stockById;
    const previousEdge = edge;
    stockById = new Map(view.map((product) => [product.id, product.stock]));
    const last = view[view.length - 1];
    edge = view.length >= limit && last ? { id: last.id, stock: last.stock } : null;
    if (before === null) return [];
    const changes = view.flatMap((product): LowStockChange[] => {
      const previousStock = before.get(product.id);
      if (previousStock === undefined) {
        const slidIn = previousEdge !== null && compareLowStock(product, previousEdge) > 0;
        return slidIn ? [] : [{ product, previousStock: null }];
      }
      return previousStock === product.stock ? [] : [{ product, previousStock }];
    });
    return changes.length > 0 ? changes : null;
  };
};

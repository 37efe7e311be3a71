import type { ActivityTarget } from '../../domain/staff/Activity';
import { productTarget } from '../../domain/staff/ActivityTargets';
import type { OrderLine } from '../../domain/orders/Order';
import { restockProduct } from '../../domain/orders/OrderCancellation';
import type { Product } from '../../domain/catalogue/Product';
import type { MemoryDatabase } from './MemoryDatabase';
import { PRODUCTS } from './placeOrderInMemory';

/** Gives `lines`' units back to each product still sold; returns what it did to each, for the activity log. */
export const restockProducts = (db: MemoryDatabase, lines: readonly OrderLine[]): ActivityTarget[] =>
  [...new Set(lines.map((line) => line.productId))].flatMap((productId) => {
    const product = db.get<Product>(PRODUCTS, productId);
    if (!product) return [];
    const restocked = restockProduct(product, lines);
    db.set(PRODUCTS, productId, { ...restocked });
    return [productTarget(product, restocked)];
  });

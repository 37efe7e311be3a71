import type { RootStore } from '../../app/stores/RootStore';
import { ProductRowStore } from '../home/ProductRowStore';

/** The best sellers a search with no result offers (SearchNoResults), made on first use and kept for the session. */
export const bestSellersOf = (root: RootStore): ProductRowStore =>
  root.pageStore(
    'bestSellers',
    () => new ProductRowStore(root.ports.products, 'isBestSeller', 4, 'rating', root.productCache),
  );

import type { Order } from '../../../src/domain/orders/Order';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { line, request } from './orderRequests';

/** A chair, and a sofa in two sizes, with more units than any case orders. */
export const stockedChair = testProduct('chair', { name: 'Jodhpur Chair', price: 4000, stock: 30 });
export const stockedSofa = testProduct('sofa', {
  name: 'Udaipur Sofa',
  price: 30000,
  stock: 30,
  variants: [
    { id: 'v2', size: '2 seater', priceModifier: 0, sku: 'SOFA-2', images: [], stock: 15 },
    { id: 'v3', size: '3 seater', priceModifier: 6000, sku: 'SOFA-3', images: [], stock: 15 },
  ],
});

/**
 * A fresh shop of the chair and the sofa (`products` may stand in for them), and a cash order of `userId` for 2 chairs
 * and one 3-seater sofa (₹8,000 + ₹36,000).
 */
export const placeChairsAndSofa = async (
  harness: () => OrderRepositoryHarness,
  userId: string,
  products = [stockedChair, stockedSofa],
): Promise<{ h: OrderRepositoryHarness; order: Order }> => {
  const h = harness();
  await h.seedProducts(products);
  await h.seedSettings(DEFAULT_SHOP_SETTINGS);
  const placed = await h.repository.placeOrder(
    request([line('chair', 4000, 2), line('sofa', 36000, 1, 'v3')], { userId }),
  );
  if (!placed.ok) throw new Error(placed.error.code);
  return { h, order: placed.value };
};

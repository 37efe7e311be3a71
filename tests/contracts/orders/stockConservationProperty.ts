import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Order } from '../../../src/domain/Order';
import type { PlaceOrderRequest } from '../../../src/ports/OrderRepository';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryFactory } from './OrderRepositoryHarness';
import { ADDRESS } from './orderRequests';

const PRODUCT_IDS = ['p0', 'p1', 'p2'] as const;
const PRICE = 1000;
const VARIANT_MODIFIER = 250;

const lineArbitrary = fc.record({
  productId: fc.constantFrom(...PRODUCT_IDS),
  variantId: fc.constantFrom<string | null>(null, 'big'),
  quantity: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0, 11)),
  priceIsCurrent: fc.oneof(
    { weight: 5, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
});

/** A batch of requests sent at once; a request may reuse an earlier order id (a retry, or someone else's id). */
const batchArbitrary = fc.array(
  fc.record({
    lines: fc.array(lineArbitrary, { minLength: 0, maxLength: 4 }),
    user: fc.constantFrom('user-a', 'user-b', 'user-c', 'user-d', 'user-e', 'user-f'),
    reuse: fc.option(fc.nat(), { nil: null }),
  }),
  { minLength: 1, maxLength: 5 },
);

/**
 * Whatever sequence of (possibly concurrent, possibly invalid, possibly repeated) orders arrives, no stock goes
 * negative, and each product's starting stock equals its stock now plus what the stored orders hold.
 */
export const stockConservationProperty = (makeAdapter: OrderRepositoryFactory, runs: number): void => {
  it('never drives stock negative and conserves stock + ordered quantities', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...PRODUCT_IDS.map(() => fc.integer({ min: 0, max: 8 }))),
        fc.array(batchArbitrary, { minLength: 1, maxLength: 4 }),
        async (stocks, batches) => {
          const h = await makeAdapter();
          try {
            await h.seedProducts(
              PRODUCT_IDS.map((id, index) =>
                testProduct(id, {
                  price: PRICE,
                  stock: stocks[index] ?? 0,
                  variants: [{ id: 'big', size: 'Large', priceModifier: VARIANT_MODIFIER, sku: `${id}-L` }],
                }),
              ),
            );
            const usedIds: string[] = [];
            const placed = new Map<string, Order>();
            for (const batch of batches) {
              const requests = batch.map((spec): PlaceOrderRequest => {
                const reused =
                  spec.reuse === null ? undefined : usedIds[spec.reuse % Math.max(1, usedIds.length)];
                const orderId = reused ?? `proporder${usedIds.length}`;
                usedIds.push(orderId);
                return {
                  orderId,
                  userId: spec.user,
                  customerEmail: `${spec.user}@example.com`,
                  shippingAddress: ADDRESS,
                  lines: spec.lines.map((l) => ({
                    productId: l.productId,
                    variantId: l.variantId,
                    quantity: l.quantity,
                    expectedUnitPrice:
                      PRICE + (l.variantId ? VARIANT_MODIFIER : 0) + (l.priceIsCurrent ? 0 : 1),
                  })),
                };
              });
              const results = await Promise.all(requests.map((r) => h.repository.placeOrder(r)));
              results.forEach((result) => {
                if (result.ok) placed.set(result.value.id, result.value);
              });
            }
            for (const [index, id] of PRODUCT_IDS.entries()) {
              const stock = await h.stockOf(id);
              expect(stock).toBeGreaterThanOrEqual(0);
              const ordered = [...placed.values()]
                .flatMap((order) => order.lines)
                .filter((l) => l.productId === id)
                .reduce((sum, l) => sum + l.quantity, 0);
              expect(stock + ordered).toBe(stocks[index]);
            }
            for (const order of placed.values()) expect(await h.repository.get(order.id)).toEqual(order);
          } finally {
            await h.dispose?.();
          }
        },
      ),
      { numRuns: runs },
    );
  });
};

import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Order } from '../../../src/domain/orders/Order';
import type { PlaceOrderRequest } from '../../../src/domain/orders/PlaceOrderRequest';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryFactory } from './OrderRepositoryHarness';
import { ADDRESS } from './orderRequests';

/** p0 has no variants; p1 and p2 sell a small and a big one, each from its own stock. */
const PRODUCT_IDS = ['p0', 'p1', 'p2'] as const;
const VARIANT_IDS = ['small', 'big'] as const;
const PRICE = 1000;
const VARIANT_MODIFIER = 250;

const lineArbitrary = fc.record({
  productId: fc.constantFrom(...PRODUCT_IDS),
  // null on p1/p2 and a variant on p0 are refused: both stay possible.
  variantId: fc.constantFrom<string | null>(null, 'small', 'big'),
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
 * negative, each product's and each variant's starting stock equals its stock now plus what the stored orders hold,
 * and a product with variants still holds exactly their stock added up.
 */
export const stockConservationProperty = (makeAdapter: OrderRepositoryFactory, runs: number): void => {
  it('never drives stock negative and conserves stock + ordered quantities', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          ...PRODUCT_IDS.map(() => fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }))),
        ),
        fc.array(batchArbitrary, { minLength: 1, maxLength: 4 }),
        async (variantStocks, batches) => {
          const h = await makeAdapter();
          const stocks = variantStocks.map(([small, big]) => small + big);
          try {
            await h.seedProducts(
              PRODUCT_IDS.map((id, index) =>
                testProduct(id, {
                  price: PRICE,
                  stock: stocks[index] ?? 0,
                  variants:
                    index === 0
                      ? []
                      : VARIANT_IDS.map((variantId, position) => ({
                          id: variantId,
                          size: variantId,
                          priceModifier: variantId === 'big' ? VARIANT_MODIFIER : 0,
                          sku: `${id}-${variantId}`,
                          images: [],
                          stock: variantStocks[index]?.[position] ?? 0,
                        })),
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
                  paymentMethod: 'cod',
                  termsAccepted: true,
                  lines: spec.lines.map((l) => ({
                    productId: l.productId,
                    variantId: l.variantId,
                    quantity: l.quantity,
                    expectedUnitPrice:
                      PRICE + (l.variantId === 'big' ? VARIANT_MODIFIER : 0) + (l.priceIsCurrent ? 0 : 1),
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
              if (index === 0) continue;
              const variants = await h.variantStockOf(id);
              expect(stock).toBe(Object.values(variants).reduce((sum, units) => sum + units, 0));
              VARIANT_IDS.forEach((variantId, position) => {
                const orderedOfVariant = [...placed.values()]
                  .flatMap((order) => order.lines)
                  .filter((l) => l.productId === id && l.variant?.id === variantId)
                  .reduce((sum, l) => sum + l.quantity, 0);
                expect(variants[variantId]).toBeGreaterThanOrEqual(0);
                expect((variants[variantId] ?? 0) + orderedOfVariant).toBe(variantStocks[index]?.[position]);
              });
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, cartInputFromProduct, EMPTY_CART, setQuantity } from '../../src/domain/checkout/Cart';
import { planOrder } from '../../src/domain/orders/OrderPlan';
import type { Product, ProductVariant } from '../../src/domain/catalogue/Product';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import { picturesOf } from '../../src/domain/catalogue/VariantChoice';
import {
  availableStock,
  storedVariantStock,
  variantStockTotal,
  withVariantStockTotal,
} from '../../src/domain/catalogue/VariantStock';
import type { PlaceOrderLine } from '../../src/domain/orders/PlaceOrderRequest';
import { ADDRESS, TEST_ZONES } from '../contracts/orders/orderRequests';
import { testProduct } from '../contracts/support/testProduct';

const NOW = '2026-05-01T10:00:00.000Z';
const variant = (id: string, stock: number, images: string[] = []): ProductVariant => ({
  id,
  size: id,
  priceModifier: 0,
  sku: `SKU-${id}`,
  images,
  stock,
});
const sofaWith = (stocks: readonly number[]): Product =>
  withVariantStockTotal(
    testProduct('sofa', { price: 1000, variants: stocks.map((stock, index) => variant(`v${index}`, stock)) }),
  );

describe('variant stock', () => {
  it("keeps a product's stock the sum of its variants' after any sequence of orders, never below 0", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.array(fc.record({ variant: fc.nat(3), quantity: fc.integer({ min: 1, max: 3 }) }), {
            minLength: 1,
            maxLength: 3,
          }),
          { maxLength: 8 },
        ),
        (stocks, orders) => {
          let sofa = sofaWith(stocks);
          const ordered = new Map<string, number>();
          for (const [index, order] of orders.entries()) {
            const lines: PlaceOrderLine[] = order.map(({ variant: pick, quantity }) => ({
              productId: 'sofa',
              variantId: `v${pick % stocks.length}`,
              quantity,
              expectedUnitPrice: 1000,
            }));
            const plan = planOrder(
              {
                orderId: `o${index}`,
                userId: 'u',
                customerEmail: 'u@x.in',
                lines,
                shippingAddress: ADDRESS,
                paymentMethod: 'cod',
                termsAccepted: true,
              },
              new Map([['sofa', sofa]]),
              { ...DEFAULT_SHOP_SETTINGS, maxOpenOrders: 100, maxOpenCodValue: 100_000_000 },
              null,
              NOW,
              TEST_ZONES,
            );
            if (!plan.ok) {
              expect(['ORDER.OUT_OF_STOCK', 'ORDER.PRODUCT_LIMIT']).toContain(plan.error.code);
              continue;
            }
            for (const line of plan.value.order.lines)
              ordered.set(line.variant!.id, (ordered.get(line.variant!.id) ?? 0) + line.quantity);
            sofa = plan.value.productsAfter.get('sofa')!;
            expect(sofa.stock).toBe(variantStockTotal(sofa.variants));
          }
          sofa.variants.forEach((entry, index) => {
            expect(entry.stock).toBeGreaterThanOrEqual(0);
            expect(entry.stock + (ordered.get(entry.id) ?? 0)).toBe(stocks[index]);
          });
        },
      ),
    );
  });

  it('refuses a sold-out variant with its own count while a sibling still has stock', () => {
    const sofa = sofaWith([0, 4]);
    const plan = planOrder(
      {
        orderId: 'o1',
        userId: 'u',
        customerEmail: 'u@x.in',
        lines: [{ productId: 'sofa', variantId: 'v0', quantity: 1, expectedUnitPrice: 1000 }],
        shippingAddress: ADDRESS,
        paymentMethod: 'cod',
        termsAccepted: true,
      },
      new Map([['sofa', sofa]]),
      DEFAULT_SHOP_SETTINGS,
      null,
      NOW,
      TEST_ZONES,
    );
    expect(plan).toEqual({
      ok: false,
      error: { code: 'ORDER.OUT_OF_STOCK', productId: 'sofa', variantId: 'v0', available: 0 },
    });
  });

  it("caps a variant's stock by the product's, so stock an older record shared is never sold twice", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (own, product) => {
        expect(availableStock({ stock: product }, { stock: own })).toBe(Math.min(own, product));
        expect(availableStock({ stock: product }, null)).toBe(product);
      }),
    );
    expect(storedVariantStock(undefined, 7)).toBe(7);
    expect(storedVariantStock(2, 7)).toBe(2);
    expect(storedVariantStock(-1, 7)).toBe(7);
    expect(storedVariantStock('3', 7)).toBe(7);
  });
});

describe('variant pictures', () => {
  const urls = fc.array(fc.constantFrom('/a.svg', '/b.svg', '/c.svg', ' ', ''), { maxLength: 4 });
  it("shows the variant's own pictures, else the product's; the main picture is the first shown", () => {
    fc.assert(
      fc.property(
        urls,
        urls,
        fc.constantFrom('', '/main.svg'),
        fc.boolean(),
        (own, images, image, chosen) => {
          const product = { image, images };
          const pictures = picturesOf(product, chosen ? variant('v', 1, own) : null);
          const ownPictures = own.filter((url) => url.trim() !== '');
          if (chosen && ownPictures.length > 0) {
            expect(pictures).toEqual({ image: ownPictures[0], images: ownPictures });
          } else {
            expect(pictures).toEqual({ image: image || images[0] || '', images });
          }
        },
      ),
    );
  });

  it("gives a cart line the chosen variant's picture and stops it at that variant's stock", () => {
    const sofa = withVariantStockTotal(
      testProduct('sofa', {
        image: '/teal.svg',
        images: ['/teal.svg', '/grey.svg'],
        variants: [variant('teal', 5), variant('grey', 2, ['/grey.svg'])],
      }),
    );
    const grey = cartInputFromProduct(sofa, sofa.variants[1]!);
    expect(grey).toMatchObject({ image: '/grey.svg', images: ['/grey.svg'], stock: 2 });
    expect(grey.variant).toEqual({ id: 'grey', size: 'grey', priceModifier: 0, sku: 'SKU-grey' });
    const cart = addToCart(addToCart(addToCart(EMPTY_CART, grey), grey), grey);
    expect(cart.items[0]).toMatchObject({ image: '/grey.svg', quantity: 2 });
    expect(setQuantity(cart, cart.items[0]!.key, 9).items[0]?.quantity).toBe(2);
    expect(cartInputFromProduct(sofa, sofa.variants[0]!).image).toBe('/teal.svg');
    expect(addToCart(EMPTY_CART, { ...grey, stock: 0 })).toBe(EMPTY_CART);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../src/domain/orders/Order';
import { restockProduct, shopperCanCancel } from '../../src/domain/orders/OrderCancellation';
import { ORDER_STATUSES } from '../../src/domain/orders/Order';
import { testProduct } from '../contracts/support/testProduct';

const lineOf = (productId: string, variantId: string | null, quantity: number): OrderLine => ({
  productId,
  name: productId,
  image: '',
  variant: variantId ? { id: variantId } : null,
  unitPrice: 1000,
  quantity,
});

/** A product with 0–4 variants of their own stock, and an order of some of them (or of the product alone). */
const productAndLines = fc.array(fc.integer({ min: 10, max: 20 }), { maxLength: 4 }).chain((stocks) =>
  fc
    .tuple(
      fc.constant(stocks),
      stocks.length === 0
        ? fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 1 })
        : fc.array(fc.option(fc.integer({ min: 1, max: 5 })), {
            minLength: stocks.length,
            maxLength: stocks.length,
          }),
    )
    .map(([variantStocks, quantities]) => {
      const product = testProduct('bed', {
        stock: variantStocks.length === 0 ? 20 : variantStocks.reduce((sum, stock) => sum + stock, 0),
        variants: variantStocks.map((stock, index) => ({
          id: `v${index}`,
          priceModifier: 0,
          sku: `V${index}`,
          images: [],
          stock,
        })),
      });
      const lines =
        variantStocks.length === 0
          ? [lineOf('bed', null, quantities[0] ?? 1)]
          : quantities.flatMap((quantity, index) => (quantity ? [lineOf('bed', `v${index}`, quantity)] : []));
      return { product, lines };
    }),
);

/** The product as a checkout of `lines` leaves it. */
const sold = (product: ReturnType<typeof testProduct>, lines: OrderLine[]) => ({
  ...product,
  stock: product.stock - lines.reduce((sum, line) => sum + line.quantity, 0),
  variants: product.variants.map((variant) => ({
    ...variant,
    stock:
      variant.stock -
      lines.filter((line) => line.variant?.id === variant.id).reduce((s, l) => s + l.quantity, 0),
  })),
});

describe('restockProduct', () => {
  it('undoes a checkout exactly: the product and each variant are back where they were', () => {
    fc.assert(
      fc.property(productAndLines, ({ product, lines }) => {
        expect(restockProduct(sold(product, lines), lines)).toEqual(product);
      }),
    );
  });
  it("ignores other products' lines", () => {
    fc.assert(
      fc.property(productAndLines, fc.integer({ min: 1, max: 10 }), ({ product, lines }, quantity) => {
        const withOther = [...lines, lineOf('chair', null, quantity)];
        expect(restockProduct(sold(product, lines), withOther)).toEqual(product);
      }),
    );
  });
  it('gives nothing back for a variant the product no longer sells', () => {
    const bed = testProduct('bed', {
      stock: 5,
      variants: [{ id: 'queen', priceModifier: 0, sku: 'Q', images: [], stock: 5 }],
    });
    expect(restockProduct(bed, [lineOf('bed', 'king', 2), lineOf('bed', 'queen', 1)])).toMatchObject({
      stock: 6,
      variants: [{ id: 'queen', stock: 6 }],
    });
  });
});

describe('shopperCanCancel', () => {
  it('allows a pending or confirmed order only', () => {
    expect(ORDER_STATUSES.filter((status) => shopperCanCancel({ status }))).toEqual(['pending', 'confirmed']);
  });
});

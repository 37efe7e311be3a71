import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '../../src/domain/checkout/CheckoutPricing';
import { checkOrderRequest, checkOrderShape, planOrder } from '../../src/domain/orders/OrderPlan';
import type { Product } from '../../src/domain/catalogue/Product';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/settings/ShopSettings';
import type { PlaceOrderLine, PlaceOrderRequest } from '../../src/domain/orders/PlaceOrderRequest';
import { ADDRESS, TEST_ZONES } from '../contracts/orders/orderRequests';
import { testProduct } from '../contracts/support/testProduct';

const NOW = '2026-05-01T10:00:00.000Z';
const request = (lines: PlaceOrderLine[]): PlaceOrderRequest => ({
  orderId: 'order0000000000000001',
  userId: 'asha',
  customerEmail: 'asha@example.in',
  lines,
  shippingAddress: ADDRESS,
  paymentMethod: 'cod',
  termsAccepted: true,
});
const line = (product: Product, quantity: number, variantId: string | null = null): PlaceOrderLine => ({
  productId: product.id,
  variantId,
  quantity,
  expectedUnitPrice: product.price + (product.variants.find((v) => v.id === variantId)?.priceModifier ?? 0),
});
const byId = (...products: Product[]) => new Map(products.map((product) => [product.id, product]));

const stockArbitrary = fc.integer({ min: 0, max: 12 });
const quantitiesArbitrary = fc.array(fc.integer({ min: 1, max: 10 }), {
  minLength: 1,
  maxLength: MAX_ORDER_LINES,
});

describe('planOrder', () => {
  it('never plans stock below zero, and plans exactly the summed quantities when there is enough', () => {
    fc.assert(
      fc.property(stockArbitrary, stockArbitrary, quantitiesArbitrary, (stockA, stockB, quantities) => {
        const a = testProduct('A', { stock: stockA, price: 1200 });
        const b = testProduct('B', { stock: stockB, price: 800 });
        const lines = quantities.map((quantity, index) => line(index % 2 === 0 ? a : b, quantity));
        const wantA = lines.filter((l) => l.productId === 'A').reduce((sum, l) => sum + l.quantity, 0);
        const wantB = lines.filter((l) => l.productId === 'B').reduce((sum, l) => sum + l.quantity, 0);
        const plan = planOrder(request(lines), byId(a, b), DEFAULT_SHOP_SETTINGS, null, NOW, TEST_ZONES);
        if (wantA > stockA || wantB > stockB) {
          expect(plan).toMatchObject({ ok: false, error: { code: 'ORDER.OUT_OF_STOCK' } });
          return;
        }
        if (!plan.ok) throw new Error(plan.error.code);
        expect(plan.value.productsAfter.get('A')?.stock ?? stockA).toBe(stockA - wantA);
        expect(plan.value.productsAfter.get('B')?.stock ?? stockB).toBe(stockB - wantB);
        const { order } = plan.value;
        expect(order.subtotal).toBe(order.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
        expect(order.total).toBe(order.subtotal + order.shipping);
        expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', createdAt: NOW });
      }),
    );
  });

  it('prices a variant at base plus its modifier, and refuses a price the shopper did not see', () => {
    const bed = testProduct('BED', {
      price: 40000,
      variants: [{ id: 'king', size: 'King', priceModifier: 5000, sku: 'BED-K', images: [], stock: 10 }],
    });
    const planned = planOrder(
      request([line(bed, 1, 'king')]),
      byId(bed),
      DEFAULT_SHOP_SETTINGS,
      null,
      NOW,
      TEST_ZONES,
    );
    expect(planned.ok && planned.value.order.lines[0]).toMatchObject({
      unitPrice: 45000,
      variant: { id: 'king' },
    });
    const stale = { ...line(bed, 1, 'king'), expectedUnitPrice: 40000 };
    expect(planOrder(request([stale]), byId(bed), DEFAULT_SHOP_SETTINGS, null, NOW, TEST_ZONES)).toEqual({
      ok: false,
      error: { code: 'ORDER.PRICE_CHANGED', productId: 'BED', expected: 40000, actual: 45000 },
    });
    const unknownVariant = { ...line(bed, 1), variantId: 'queen' };
    expect(
      planOrder(request([unknownVariant]), byId(bed), DEFAULT_SHOP_SETTINGS, null, NOW, TEST_ZONES),
    ).toMatchObject({
      ok: false,
      error: { code: 'ORDER.PRODUCT_UNAVAILABLE', productId: 'BED' },
    });
  });

  it('refuses a missing or inactive product', () => {
    const hidden = testProduct('HIDDEN', { isActive: false });
    expect(
      planOrder(request([line(hidden, 1)]), byId(hidden), DEFAULT_SHOP_SETTINGS, null, NOW, TEST_ZONES),
    ).toMatchObject({
      ok: false,
      error: { code: 'ORDER.PRODUCT_UNAVAILABLE', productId: 'HIDDEN' },
    });
    expect(
      planOrder(
        request([line(hidden, 1)]),
        new Map([['HIDDEN', null]]),
        DEFAULT_SHOP_SETTINGS,
        null,
        NOW,
        TEST_ZONES,
      ),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe('consent to the terms', () => {
  it('property: a request without consent is refused whatever its lines; with it, only its shape decides', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ product: fc.constantFrom('P', 'Q'), quantity: fc.integer({ min: -1, max: 11 }) }),
          {
            maxLength: MAX_ORDER_LINES + 1,
          },
        ),
        fc.boolean(),
        (specs, termsAccepted) => {
          const lines = specs.map(({ product, quantity }) => ({
            ...line(testProduct(product), 1),
            quantity,
          }));
          expect(checkOrderRequest({ lines, termsAccepted })).toEqual(
            termsAccepted ? checkOrderShape(lines) : { code: 'ORDER.TERMS_NOT_ACCEPTED' },
          );
        },
      ),
    );
  });

  it('property: every planned order records the consent at its own creation time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 10 }),
        (date, quantity) => {
          const now = date.toISOString();
          const chair = testProduct('CHAIR', { price: 4000, stock: 10 });
          const plan = planOrder(
            request([line(chair, quantity)]),
            byId(chair),
            DEFAULT_SHOP_SETTINGS,
            null,
            now,
            TEST_ZONES,
          );
          if (!plan.ok) throw new Error(plan.error.code);
          expect(plan.value.order.termsAcceptedAt).toBe(plan.value.order.createdAt);
          expect(plan.value.order.createdAt).toBe(now);
        },
      ),
    );
  });
});

describe('checkOrderShape', () => {
  it('accepts 1 to the line limit with integer quantities 1..10 and at most 10 of a product, and refuses everything else', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            product: fc.constantFrom('P', 'Q', 'R'),
            quantity: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double({ min: 0, max: 11, noNaN: true })),
          }),
          { maxLength: MAX_ORDER_LINES + 2 },
        ),
        (specs) => {
          const lines = specs.map(({ product, quantity }) => ({
            ...line(testProduct(product), 1),
            quantity,
          }));
          const perProduct = (id: string) =>
            specs.filter((spec) => spec.product === id).reduce((sum, spec) => sum + spec.quantity, 0);
          const valid =
            lines.length >= 1 &&
            lines.length <= MAX_ORDER_LINES &&
            specs.every(({ quantity: q }) => Number.isInteger(q) && q >= 1 && q <= 10) &&
            ['P', 'Q', 'R'].every((id) => perProduct(id) <= 10);
          expect(checkOrderShape(lines) === null).toBe(valid);
        },
      ),
    );
  });

  it('names the product whose lines ask for more than 10 together (two variants of 6 and 5)', () => {
    const sofa = testProduct('SOFA');
    expect(checkOrderShape([line(sofa, 6, 'v1'), line(sofa, 5, 'v2')])).toEqual({
      code: 'ORDER.PRODUCT_LIMIT',
      productId: 'SOFA',
      limit: 10,
    });
    expect(checkOrderShape([line(sofa, 5, 'v1'), line(sofa, 5, 'v2')])).toBeNull();
  });
});

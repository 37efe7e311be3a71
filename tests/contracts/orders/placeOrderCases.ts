import { expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_VARIANTS_PER_PRODUCT,
} from '../../../src/domain/checkout/CheckoutPricing';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/domain/settings/ShopSettings';
import { testProduct } from '../support/testProduct';
import type { OrderRepositoryHarness } from './OrderRepositoryHarness';
import { ADDRESS, line, request } from './orderRequests';

const SETTINGS = { ...DEFAULT_SHOP_SETTINGS, freeShippingThreshold: 20000, shippingFee: 750 };
const chair = testProduct('chair', { name: 'Jodhpur Chair', price: 4000, stock: 5 });
const sofa = testProduct('sofa', {
  name: 'Udaipur Sofa',
  price: 30000,
  stock: 4,
  image: '',
  images: ['/images/test/sofa-front.jpg'],
  variants: [
    {
      id: 'v2',
      size: '2 seater',
      color: 'Walnut',
      colorHex: '#5c3a21',
      priceModifier: 0,
      sku: 'SOFA-2',
      images: [],
      stock: 3,
    },
    { id: 'v3', size: '3 seater', priceModifier: 6000, sku: 'SOFA-3', images: [], stock: 1 },
  ],
});
/** The 5-seater grey is sold out while the 3-seater teal, with a picture of its own, is not. */
const amer = testProduct('amer', {
  name: 'Amer Fabric Sofa',
  price: 38000,
  stock: 5,
  images: ['/images/products/sofa-teal.svg', '/images/products/sofa-grey.svg'],
  variants: [
    {
      id: 'teal3',
      size: '3 Seater',
      color: 'Teal',
      priceModifier: 0,
      sku: 'AMER-3T',
      images: ['/images/products/sofa-teal.svg'],
      stock: 5,
    },
    {
      id: 'grey5',
      size: '5 Seater',
      color: 'Stone Grey',
      priceModifier: 14000,
      sku: 'AMER-5G',
      images: ['/images/products/sofa-grey.svg'],
      stock: 0,
    },
  ],
});

/** placeOrder: pricing, snapshot, idempotency, every error code and concurrency. */
export const placeOrderCases = (harness: () => OrderRepositoryHarness): void => {
  const seed = async (): Promise<OrderRepositoryHarness> => {
    const h = harness();
    await h.seedProducts([chair, sofa]);
    await h.seedSettings(SETTINGS);
    return h;
  };

  it('creates a pending cash-on-delivery order with a line snapshot, totals and decremented stock', async () => {
    const h = await seed();
    const result = await h.repository.placeOrder(
      request([line('sofa', 36000, 1, 'v3'), line('chair', 4000, 2)], {
        orderId: 'firstorder',
        userId: 'user-a',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const order = result.value;
    expect(order).toMatchObject({
      id: 'firstorder',
      userId: 'user-a',
      customerEmail: 'asha@example.com',
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      subtotal: 44000,
      shipping: 0,
      total: 44000,
      shippingAddress: ADDRESS,
    });
    expect(order.lines).toEqual([
      {
        productId: 'sofa',
        name: 'Udaipur Sofa',
        image: '/images/test/sofa-front.jpg',
        variant: { id: 'v3', size: '3 seater' },
        unitPrice: 36000,
        quantity: 1,
      },
      {
        productId: 'chair',
        name: 'Jodhpur Chair',
        image: '/images/test/chair.jpg',
        variant: null,
        unitPrice: 4000,
        quantity: 2,
      },
    ]);
    expect(order.updatedAt).toBe(order.createdAt);
    expect(Number.isNaN(Date.parse(order.createdAt))).toBe(false);
    expect(await h.repository.get('firstorder')).toEqual(order);
    expect(await h.stockOf('sofa')).toBe(3);
    expect(await h.stockOf('chair')).toBe(3);
  });

  it('charges the shipping fee of the settings below the free-shipping threshold', async () => {
    const h = await seed();
    const result = await h.repository.placeOrder(
      request([line('sofa', 30000, 1, 'v2'), line('chair', 4000)]),
    );
    expect(result.ok && result.value).toMatchObject({ subtotal: 34000, shipping: 0, total: 34000 });
    const small = await h.repository.placeOrder(request([line('chair', 4000, 1)]));
    expect(small.ok && small.value).toMatchObject({ subtotal: 4000, shipping: 750, total: 4750 });
    expect(small.ok && small.value.lines[0]?.variant).toBeNull();
  });

  it('falls back to the default settings when the shop has none', async () => {
    const h = harness();
    await h.seedProducts([chair]);
    const result = await h.repository.placeOrder(request([line('chair', 4000, 1)]));
    expect(result.ok && result.value).toMatchObject({ shipping: DEFAULT_SHOP_SETTINGS.shippingFee });
  });

  it('returns the existing order for a retry by the same user and decrements stock once', async () => {
    const h = await seed();
    const first = request([line('chair', 4000, 2)], { orderId: 'retryorder' });
    const placed = await h.repository.placeOrder(first);
    const retried = await h.repository.placeOrder({ ...first });
    expect(retried).toEqual(placed);
    const [a, b] = await Promise.all([h.repository.placeOrder(first), h.repository.placeOrder(first)]);
    expect(a).toEqual(placed);
    expect(b).toEqual(placed);
    expect(await h.stockOf('chair')).toBe(3);
  });

  it('refuses an order id that belongs to another user, leaving that order alone', async () => {
    const h = await seed();
    const placed = await h.repository.placeOrder(request([line('chair', 4000)], { orderId: 'takenorder' }));
    const other = await h.repository.placeOrder(
      request([line('chair', 4000, 3)], {
        orderId: 'takenorder',
        userId: 'user-b',
        customerEmail: 'b@example.com',
      }),
    );
    expect(other).toEqual({ ok: false, error: { code: 'ORDER.ID_TAKEN' } });
    expect(placed.ok && (await h.repository.get('takenorder'))).toEqual(placed.ok && placed.value);
    expect(await h.stockOf('chair')).toBe(4);
  });

  it('refuses an empty order', async () => {
    const h = await seed();
    expect(await h.repository.placeOrder(request([]))).toEqual({ ok: false, error: { code: 'ORDER.EMPTY' } });
  });

  it.each([0, -1, 1.5, MAX_LINE_QUANTITY + 1, Number.NaN])('refuses quantity %s', async (quantity) => {
    const h = await seed();
    const result = await h.repository.placeOrder(
      request([line('sofa', 30000, 1, 'v2'), line('chair', 4000, quantity)]),
    );
    expect(result).toEqual({ ok: false, error: { code: 'ORDER.INVALID_QUANTITY', productId: 'chair' } });
    expect(await h.stockOf('sofa')).toBe(4);
  });

  it(`accepts ${MAX_ORDER_LINES} lines and refuses one more`, async () => {
    const h = await seed();
    const stools = Array.from({ length: MAX_ORDER_LINES }, (_, index) =>
      testProduct(`stool${index}`, { price: 1000, stock: 2 }),
    );
    await h.seedProducts(stools);
    const lines = stools.map((stool) => line(stool.id, 1000, 1));
    const tooMany = await h.repository.placeOrder(request([...lines, line('chair', 4000, 1)]));
    expect(tooMany.ok ? null : tooMany.error.code).toBe('ORDER.INVALID_QUANTITY');
    const placed = await h.repository.placeOrder(request(lines));
    expect(placed.ok && placed.value.lines).toHaveLength(MAX_ORDER_LINES);
    expect(await h.stockOf('stool0')).toBe(1);
    expect(await h.stockOf('chair')).toBe(5);
  });

  it('merges lines of the same product and variant into one', async () => {
    const h = await seed();
    const placed = await h.repository.placeOrder(
      request([line('chair', 4000, 1), line('sofa', 30000, 1, 'v2'), line('chair', 4000, 2)]),
    );
    expect(placed.ok && placed.value.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['chair', 3],
      ['sofa', 1],
    ]);
    expect(await h.stockOf('chair')).toBe(2);
  });

  it('refuses a sold-out variant while its sibling has stock; orders the sibling from its own stock and picture', async () => {
    const h = await seed();
    await h.seedProducts([amer]);
    expect(await h.repository.placeOrder(request([line('amer', 52000, 1, 'grey5')]))).toEqual({
      ok: false,
      error: { code: 'ORDER.OUT_OF_STOCK', productId: 'amer', variantId: 'grey5', available: 0 },
    });
    expect(await h.stockOf('amer')).toBe(5);
    const placed = await h.repository.placeOrder(request([line('amer', 38000, 2, 'teal3')]));
    expect(placed.ok && placed.value.lines[0]).toMatchObject({
      image: '/images/products/sofa-teal.svg',
      variant: { id: 'teal3', size: '3 Seater', color: 'Teal' },
      quantity: 2,
    });
    expect(await h.stockOf('amer')).toBe(3);
    expect(await h.variantStockOf('amer')).toEqual({ teal3: 3, grey5: 0 });
  });

  it('refuses a product with variants ordered without one, and more than 5 of its variants', async () => {
    const h = await seed();
    expect(await h.repository.placeOrder(request([line('sofa', 30000, 1)]))).toEqual({
      ok: false,
      error: { code: 'ORDER.PRODUCT_UNAVAILABLE', productId: 'sofa' },
    });
    const bench = testProduct('bench', {
      price: 3000,
      stock: 6,
      variants: Array.from({ length: 6 }, (_, index) => ({
        id: `b${index}`,
        size: `Size ${index}`,
        priceModifier: 0,
        sku: `B-${index}`,
        images: [],
        stock: 1,
      })),
    });
    await h.seedProducts([bench]);
    const lines = bench.variants.map((variant) => line('bench', 3000, 1, variant.id));
    expect(await h.repository.placeOrder(request(lines))).toEqual({
      ok: false,
      error: { code: 'ORDER.TOO_MANY_VARIANTS', productId: 'bench', limit: MAX_VARIANTS_PER_PRODUCT },
    });
    expect((await h.repository.placeOrder(request(lines.slice(0, 5)))).ok).toBe(true);
    expect(await h.stockOf('bench')).toBe(1);
    expect(await h.stockOf('sofa')).toBe(4);
  });

  it('refuses unknown products, inactive products and unknown variants', async () => {
    const h = await seed();
    await h.seedProducts([testProduct('hidden', { isActive: false, price: 500 })]);
    const unavailable = (productId: string) => ({
      ok: false,
      error: { code: 'ORDER.PRODUCT_UNAVAILABLE', productId },
    });
    expect(await h.repository.placeOrder(request([line('chair', 4000), line('ghost', 100)]))).toEqual(
      unavailable('ghost'),
    );
    expect(await h.repository.placeOrder(request([line('hidden', 500)]))).toEqual(unavailable('hidden'));
    expect(await h.repository.placeOrder(request([line('sofa', 30000, 1, 'v9')]))).toEqual(
      unavailable('sofa'),
    );
    expect(await h.stockOf('chair')).toBe(5);
  });

  it('refuses a line whose price changed, reporting both prices', async () => {
    const h = await seed();
    expect(
      await h.repository.placeOrder(request([line('chair', 4000), line('sofa', 30000, 1, 'v3')])),
    ).toEqual({
      ok: false,
      error: { code: 'ORDER.PRICE_CHANGED', productId: 'sofa', expected: 30000, actual: 36000 },
    });
    expect(await h.stockOf('chair')).toBe(5);
  });

  it("refuses more than a variant's stock, summing its lines, and changes nothing", async () => {
    const h = await seed();
    const result = await h.repository.placeOrder(
      request([line('chair', 4000, 1), line('sofa', 30000, 2, 'v2'), line('sofa', 36000, 2, 'v3')]),
    );
    expect(result).toEqual({
      ok: false,
      error: { code: 'ORDER.OUT_OF_STOCK', productId: 'sofa', variantId: 'v3', available: 1 },
    });
    expect(await h.stockOf('chair')).toBe(5);
    expect(await h.stockOf('sofa')).toBe(4);
    const chair = await h.repository.placeOrder(request([line('chair', 4000, 3), line('chair', 4000, 3)]));
    expect(chair).toEqual({
      ok: false,
      error: { code: 'ORDER.OUT_OF_STOCK', productId: 'chair', available: 5 },
    });
    const exact = await h.repository.placeOrder(
      request([line('sofa', 30000, 3, 'v2'), line('sofa', 36000, 1, 'v3')]),
    );
    expect(exact.ok).toBe(true);
    expect(await h.stockOf('sofa')).toBe(0);
    expect(await h.variantStockOf('sofa')).toEqual({ v2: 0, v3: 0 });
    const none = await h.repository.placeOrder(request([line('sofa', 30000, 1, 'v2')]));
    expect(none).toEqual({
      ok: false,
      error: { code: 'ORDER.OUT_OF_STOCK', productId: 'sofa', variantId: 'v2', available: 0 },
    });
  });

  it('sells the last units exactly once under 20 simultaneous orders', async () => {
    const h = harness();
    await h.seedProducts([testProduct('last', { price: 2500, stock: 3 })]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        h.repository.placeOrder(request([line('last', 2500, 1)], { userId: `buyer-${index}` })),
      ),
    );
    const placed = results.filter((result) => result.ok);
    expect(placed).toHaveLength(3);
    for (const result of results.filter((candidate) => !candidate.ok)) {
      expect(result).toMatchObject({ ok: false, error: { code: 'ORDER.OUT_OF_STOCK', productId: 'last' } });
    }
    expect(await h.stockOf('last')).toBe(0);
  });
};

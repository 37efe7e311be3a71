import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { toProductDocument } from '../../src/adapters/firestore/productDocument';
import { orderMark } from '../../src/adapters/firestore/orderMark';
import type { ProductVariant } from '../../src/domain/catalogue/Product';
import { CATALOGUE, checkout, seedCheckoutShop, type CheckoutSpec, type LineSpec } from './support/checkout';
import { loggedSet } from './support/logged';
import { productDocument } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-variant-stock');

beforeEach(() => seedCheckoutShop(env));

// The sofa: v2 (2 left), v3 Walnut (2 left, its own pictures), grey5 (sold out); 4 in all.
const v2: LineSpec = { productId: 'sofa', quantity: 1, variant: { id: 'v2', size: '2 seater' } };
const v3: LineSpec = {
  productId: 'sofa',
  quantity: 1,
  variant: { id: 'v3', size: '3 seater', color: 'Walnut' },
};
const grey5: LineSpec = {
  productId: 'sofa',
  quantity: 1,
  variant: { id: 'grey5', size: '5 seater', color: 'Stone Grey' },
};
const place = (db: Firestore, lines: LineSpec[], extra: Partial<CheckoutSpec> = {}) =>
  checkout(db, { orderId: 'order1', lines, ...extra });

describe("a checkout takes a variant's units from that variant's own stock", () => {
  it('allows decrementing the ordered variant and the product together', async () => {
    await assertSucceeds(place(as.shopper, [v3], { variantStockAfter: { sofa: { v3: 1 } } }));
  });
  it('denies decrementing a sibling instead of the ordered variant', async () => {
    await assertFails(place(as.shopper, [v3], { variantStockAfter: { sofa: { v2: 1, v3: 2 } } }));
  });
  it("denies leaving the ordered variant's stock as it was", async () => {
    await assertFails(place(as.shopper, [v3], { variantStockAfter: { sofa: null } }));
  });
  it("denies raising a sibling's stock in the same write", async () => {
    await assertFails(place(as.shopper, [v3], { variantStockAfter: { sofa: { v3: 1, grey5: 5 } } }));
  });
  it('denies taking more or fewer units from the variant than the line holds', async () => {
    await assertFails(place(as.shopper, [v3], { variantStockAfter: { sofa: { v3: 0 } } }));
    await assertFails(
      place(as.shopper, [{ ...v3, quantity: 2 }], {
        stockAfter: { sofa: 2 },
        variantStockAfter: { sofa: { v3: 1 } },
      }),
    );
    await assertSucceeds(place(as.shopper, [{ ...v3, quantity: 2 }], { stockAfter: { sofa: 2 } }));
  });
  it('denies a sold-out variant (its stock below 0) although its siblings have units; allows a sibling', async () => {
    await assertFails(place(as.shopper, [grey5]));
    await assertSucceeds(place(as.shopper, [v2]));
  });
  it('denies a line without a variant on a product with variants; allows it on a product without', async () => {
    await assertFails(place(as.shopper, [{ productId: 'sofa', quantity: 1, unitPrice: 30000 }]));
    await assertSucceeds(place(as.shopper, [{ productId: 'chair', quantity: 1 }]));
  });
  it('denies two alike lines of one variant that take its units once and change a sibling', async () => {
    const teal: LineSpec = {
      productId: 'couch0',
      quantity: 2,
      variant: { id: 'teal', size: 'teal', color: 'Teal' },
    };
    await assertFails(
      place(as.shopper, [teal, teal], { variantStockAfter: { couch0: { teal: 8, grey: 30 } } }),
    );
    await assertSucceeds(place(as.shopper, [{ ...teal, quantity: 4 }]));
  });
  it('denies a shopper changing variant stock without an order', async () => {
    await assertFails(
      updateDoc(doc(as.shopper, 'products/sofa'), {
        'variantStock.grey5': 9,
        stockMark: await orderMark('x'),
      }),
    );
  });
});

describe("an order line shows the product's picture or its own variant's", () => {
  it("allows the variant's first picture", async () => {
    await assertSucceeds(place(as.shopper, [{ ...v3, image: '/images/test/sofa-walnut.jpg' }]));
  });
  it("allows the product's picture", async () => {
    await assertSucceeds(place(as.shopper, [{ ...v3, image: '/images/test/sofa.jpg' }]));
  });
  it("denies a picture of another variant, or the variant's second picture", async () => {
    await assertFails(place(as.shopper, [{ ...v2, image: '/images/test/sofa-walnut.jpg' }]));
    await assertFails(place(as.shopper, [{ ...v3, image: '/images/test/sofa-walnut-side.jpg' }]));
  });
});

describe("an admin's product keeps its variants' stock and pictures in shape", () => {
  const withVariants = (variants: ProductVariant[]) =>
    toProductDocument({ ...CATALOGUE['sofa']!, id: 'p9', variants, rating: 0, reviewCount: 0 });
  const good: ProductVariant = {
    id: 'a',
    size: 'A',
    priceModifier: 0,
    sku: 'A',
    images: ['/images/a.svg', 'https://cdn.example/a.jpg'],
    stock: 1000000,
  };
  it('allows stock for each variant and safe pictures', async () => {
    await assertSucceeds(
      loggedSet(as.admin, 'products/p9', withVariants([good, { ...good, id: 'b', stock: 0 }])),
    );
  });
  it('denies unsafe pictures, too many of them, or a stock map that misses a variant', async () => {
    for (const images of [['javascript:alert(1)'], ['//evil.example/a.jpg'], Array(11).fill('/a.svg')]) {
      await assertFails(loggedSet(as.admin, 'products/p9', withVariants([{ ...good, images }])));
    }
    const missing = { ...withVariants([good, { ...good, id: 'b' }]), variantStock: { a: 1 } };
    await assertFails(loggedSet(as.admin, 'products/p9', missing));
    await assertSucceeds(loggedSet(as.admin, 'products/p9', productDocument('p9')));
  });
});
